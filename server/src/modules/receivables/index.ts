export { receiptRoutes, receivableListRoutes, receivableRoutes } from './routes';
/** What other modules use of customer accounts. */
export { invoiceStillDue, requireCustomer } from './queries';
