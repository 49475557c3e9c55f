import type { CreditNote, CreditNoteSummary, InvoiceDetail } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import { soldLineAmounts, vatBreakdown } from '../../lib/vat';
import type { Db } from '../../db/connect';
import type { CreditNoteDocument } from '../../pdf/credit-note-pdf';
import { findCustomer } from '../customers';
import { loadShopIdentity } from '../settings';
import { issuedContent } from '../documents';
import * as repository from './repository';

/** A credit note as issued, with its lines and VAT figures; 404 when unknown. */
export async function loadCreditNote(db: Db, id: number): Promise<CreditNote> {
  const note = await repository.findCreditNote(db, id);
  if (!note) throw notFound(`Credit note #${id} does not exist.`);
  // The products and who issued it as the note named them when it was issued (its PDF prints the same);
  // when it is issued, the products as its invoice named them, so that the two read alike.
  const [issued, invoiced, lines] = await Promise.all([
    issuedContent<CreditNote>(db, 'credit-note', id),
    issuedContent<InvoiceDetail>(db, 'invoice', note.invoiceId),
    repository.creditNoteLines(db, id),
  ]);
  const issuedProducts = new Map(issued?.items.map((item) => [item.id, item.product]));
  const invoicedProducts = new Map(invoiced?.invoiceItems.map((item) => [item.id, item.product]));
  const vatRegistered = Boolean(note.vatRegistered);
  return {
    id: note.id,
    number: note.number,
    dateTime: note.dateTime,
    date: note.localDate,
    invoice: { id: note.invoiceId, number: note.invoiceNumber, date: note.invoiceDate },
    customerId: note.customerId,
    user: issued?.user ?? { id: note.userId, name: note.userName },
    items: lines.map((line) => ({
      id: line.id,
      invoiceItemId: line.invoiceItemId,
      product: issuedProducts.get(line.id) ??
        invoicedProducts.get(line.invoiceItemId) ?? { id: line.productId, name: line.productName, brand: line.brandName },
      stock: { id: line.stockId, expireDate: line.expireDate, batchNumber: line.batchNumber },
      quantity: line.quantity,
      ...soldLineAmounts(line),
      restocked: Boolean(line.restocked),
      reason: line.reason,
    })),
    total: toDirhams(note.total),
    totalExclVat: toDirhams(note.total - note.totalVat),
    totalVat: toDirhams(note.totalVat),
    vatBreakdown: vatRegistered
      ? vatBreakdown(lines.map((line) => ({ vatRate: line.vatRate, exclVat: line.total - line.vat, vat: line.vat })))
      : [],
    vatRegistered,
    refund: { amount: toDirhams(note.refund), paymentType: note.refundType as CreditNote['refund']['paymentType'] },
    credited: toDirhams(note.total - note.refund),
  };
}

/** Everything the credit note PDF shows: the note, its customer and the shop; 404 when unknown. */
export async function loadCreditNoteDocument(db: Db, id: number): Promise<CreditNoteDocument> {
  const note = await loadCreditNote(db, id);
  // The customer as the invoice it corrects named them (its ICE, its address); today's for an invoice
  // issued before invoices were kept.
  const [invoiced, shop] = await Promise.all([
    issuedContent<InvoiceDetail>(db, 'invoice', note.invoice.id),
    loadShopIdentity(db, { logo: false }),
  ]);
  return { ...note, customer: invoiced?.customer ?? (await findCustomer(db, note.customerId)), shop };
}

/** The credit notes of an invoice, oldest first, and the units returned of each of its lines. */
export async function creditNotesOfInvoice(
  db: Db,
  invoiceId: number,
): Promise<{ creditNotes: CreditNoteSummary[]; returned: Map<number, number> }> {
  const [notes, returns] = await Promise.all([repository.creditNotesOf(db, invoiceId), repository.returnedOfLines(db, invoiceId)]);
  return {
    creditNotes: notes.map((note) => ({
      id: note.id,
      number: note.number,
      date: note.localDate,
      total: toDirhams(note.total),
      refund: toDirhams(note.refund),
    })),
    returned: new Map(returns.map((row) => [row.invoiceItemId, Number(row.quantity)])),
  };
}
