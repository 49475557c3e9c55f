export { receiptRoutes, receivableListRoutes, receivableRoutes } from './routes';
/** What other modules use of customer accounts. */
export { customerAmountDue, invoiceCollected, invoiceStillDue, invoicesStillDue } from './repository';
export { requireCustomer } from './service';
