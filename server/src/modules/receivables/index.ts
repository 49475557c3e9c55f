export { receiptRoutes, receivableListRoutes, receivableRoutes } from './routes';
/** What other modules use of customer accounts. */
export { customerAmountDue, invoiceStillDue, requireCustomer } from './queries';
