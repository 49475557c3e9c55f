/** What other modules use of customers. */
export { findCustomer } from './service';
