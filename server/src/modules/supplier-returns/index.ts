/** What other modules use of supplier returns. */
export { grnSupplierReturnRoutes, supplierReturnRoutes } from './routes';
export { supplierReturnsOfGrn } from './service';
