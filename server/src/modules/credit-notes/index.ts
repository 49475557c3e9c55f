/** What other modules use of credit notes. */
export { creditNoteRoutes, invoiceCreditNoteRoutes } from './routes';
export { creditNotesOfInvoice } from './service';
