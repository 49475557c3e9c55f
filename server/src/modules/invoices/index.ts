/** What others use of invoices: the sale, an invoice's reads and print (the bench seeds and reads through them). */
export { invoiceRoutes } from './routes';
export { createInvoice } from './create-invoice';
export { loadInvoice, loadInvoiceDocument, searchInvoices } from './service';
