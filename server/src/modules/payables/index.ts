export { payableListRoutes, payableRoutes, supplierPaymentRoutes } from './routes';
/** What other modules use of supplier accounts. */
export { grnStillDue } from './service';
