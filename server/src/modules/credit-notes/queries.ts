import type { CreditNote, CreditNoteRequest, CreditNoteSummary, InvoiceDetail } from '@hanout/contract';
import { splitInclusive } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import { conflict, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import { soldLineAmounts, vatBreakdown } from '../../lib/vat';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import type { CreditNoteDocument } from '../../pdf/credit-note-pdf';
import { findCustomer } from '../customers';
import type { CompleteKey } from '../idempotency';
import { recordMovements } from '../ledger';
import { RETURNED_BATCH_COLUMNS } from '../stock';
import { invoiceCollected, invoiceStillDue, requireCustomer } from '../receivables';
import { loadShopIdentity } from '../settings';
import { issuedContent, keepAsIssued } from '../documents';

const CREDIT_NOTE_KIND = 'AV';

const money = (centimes: number) => toDirhams(centimes).toFixed(2);

/** Units already brought back, by invoice line. */
async function returnedByLine(db: Db, invoiceItemIds: number[]): Promise<Map<number, number>> {
  if (!invoiceItemIds.length) return new Map();
  const rows = await db
    .selectFrom('creditNoteItems')
    .select(['invoiceItemId', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('invoiceItemId', 'in', invoiceItemIds)
    .groupBy('invoiceItemId')
    .execute();
  return new Map(rows.map((row) => [row.invoiceItemId, Number(row.quantity)]));
}

/**
 * Records a credit note (avoir) on an invoice in one transaction: each line returns units of an
 * invoice line (never more than were sold less those already returned: 409 naming the product), at
 * the price they were sold, put back into their batch when `restock` is asked and the batch has not
 * expired (recorded as destroyed otherwise). The refund (`amount`, never more than the credit note)
 * is money given back, never more than the money received for the invoice; the rest lowers what the
 * invoice still owes, and may not exceed it (409: the refund must then cover the excess). Numbered without gaps per year (`AV-2026-000001`). On
 * PostgreSQL the customer's row is locked first, as payments do: credit notes and payments of one
 * customer never both take what an invoice still owes, and two returns of one line never both pass.
 */
export async function createCreditNote(
  db: Db,
  invoiceId: number,
  request: CreditNoteRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number }> {
  const today = localDate(timeZone, now);
  const refund = toCentimes(request.amount);
  const wanted = request.items;
  return db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'number', 'customerId', 'vatRegistered'])
      .where('id', '=', invoiceId)
      .executeTakeFirst();
    if (!invoice) throw notFound(`Invoice #${invoiceId} does not exist.`);
    await requireCustomer(trx, invoice.customerId, { lock: true });
    const ids = wanted.map((item) => item.invoiceItemId);
    const [lines, returned] = await Promise.all([
      trx
        .selectFrom('invoiceItems')
        .innerJoin('products', 'products.id', 'invoiceItems.productId')
        .innerJoin('stocks', 'stocks.id', 'invoiceItems.stockId')
        .select([
          'invoiceItems.id',
          'invoiceItems.invoiceId',
          'invoiceItems.stockId',
          'invoiceItems.productId',
          'invoiceItems.quantity',
          'invoiceItems.sellingPrice',
          'invoiceItems.buyingPrice',
          'invoiceItems.vatRate',
          'invoiceItems.vat',
          'stocks.expireDate',
          'products.name',
        ])
        .where('invoiceItems.id', 'in', ids)
        .execute(),
      returnedByLine(trx, ids),
    ]);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const returns = wanted.map((item) => {
      const line = byId.get(item.invoiceItemId);
      if (!line) throw notFound(`Invoice line #${item.invoiceItemId} does not exist.`);
      if (line.invoiceId !== invoice.id) throw conflict(`Line #${item.invoiceItemId} is not a line of invoice ${invoice.number}.`);
      const already = returned.get(line.id) ?? 0;
      if (item.quantity > line.quantity - already) {
        throw conflict(
          `${line.name}: ${line.quantity} sold and ${already} already returned, so at most ${line.quantity - already} can be returned. The credit note was not saved.`,
        );
      }
      const total = line.sellingPrice * item.quantity;
      // The VAT of the units returned so far and now, less that of those returned before: however a
      // line comes back, its credit notes together reverse exactly the VAT it was invoiced with.
      const vatOf = (units: number) => (units === line.quantity ? line.vat : splitInclusive(line.sellingPrice * units, line.vatRate).vat);
      return {
        line,
        quantity: item.quantity,
        total,
        vat: vatOf(already + item.quantity) - vatOf(already),
        restocked: item.restock && line.expireDate >= today,
        reason: item.reason,
      };
    });
    const total = returns.reduce((sum, item) => sum + item.total, 0);
    if (refund > total) throw conflict(`The refund (${money(refund)} DH) cannot be more than the credit note (${money(total)} DH).`);
    const [owed, collected] = await Promise.all([invoiceStillDue(trx, invoice.id), invoiceCollected(trx, invoice.id)]);
    if (refund > collected) {
      throw conflict(
        `The refund (${money(refund)} DH) cannot be more than the money received for invoice ${invoice.number} (${money(collected)} DH): the rest is taken off what is owed.`,
      );
    }
    if (total - refund > owed) {
      throw conflict(
        `This credit note exceeds what invoice ${invoice.number} still owes (${money(owed)} DH) by ${money(total - refund - owed)} DH: refund at least that amount.`,
      );
    }
    // Stock lines in id order, as sales lock them: the two never wait on each other in a circle.
    const restocked = returns.filter((item) => item.restocked).sort((a, b) => a.line.stockId - b.line.stockId);
    for (const item of restocked) {
      await trx
        .updateTable('stocks')
        .set((eb) => ({ quantity: eb('quantity', '+', item.quantity) }))
        .where('id', '=', item.line.stockId)
        .execute();
    }
    const number = await nextDocumentNumber(trx, CREDIT_NOTE_KIND, Number(today.slice(0, 4)));
    const { id } = await trx
      .insertInto('creditNotes')
      .values({
        number,
        dateTime: now.toISOString(),
        localDate: today,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        userId,
        total,
        totalVat: returns.reduce((sum, item) => sum + item.vat, 0),
        refund,
        refundType: refund > 0 ? request.paymentType : null,
        vatRegistered: invoice.vatRegistered,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('creditNoteItems')
      .values(
        returns.map((item) => ({
          creditNoteId: id,
          invoiceItemId: item.line.id,
          stockId: item.line.stockId,
          productId: item.line.productId,
          quantity: item.quantity,
          sellingPrice: item.line.sellingPrice,
          buyingPrice: item.line.buyingPrice,
          total: item.total,
          vatRate: item.line.vatRate,
          vat: item.vat,
          restocked: item.restocked ? 1 : 0,
          reason: item.reason,
        })),
      )
      .execute();
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      restocked.map((item) => ({
        stockId: item.line.stockId,
        productId: item.line.productId,
        type: 'CREDIT_NOTE',
        quantityChange: item.quantity,
        reason: item.reason || null,
        documentId: id,
        documentNumber: number,
      })),
    );
    await complete(trx, id);
    await keepAsIssued(trx, 'credit-note', id, loadCreditNoteDocument);
    return { id };
  });
}

/** A credit note as issued, with its lines and VAT figures; 404 when unknown. */
export async function loadCreditNote(db: Db, id: number): Promise<CreditNote> {
  const note = await db
    .selectFrom('creditNotes')
    .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
    .innerJoin('users', 'users.id', 'creditNotes.userId')
    .select([
      'creditNotes.id',
      'creditNotes.number',
      'creditNotes.dateTime',
      'creditNotes.localDate',
      'creditNotes.customerId',
      'creditNotes.total',
      'creditNotes.totalVat',
      'creditNotes.refund',
      'creditNotes.refundType',
      'creditNotes.vatRegistered',
      'invoices.id as invoiceId',
      'invoices.number as invoiceNumber',
      'invoices.localDate as invoiceDate',
      'users.id as userId',
      'users.name as userName',
    ])
    .where('creditNotes.id', '=', id)
    .executeTakeFirst();
  if (!note) throw notFound(`Credit note #${id} does not exist.`);
  // The products and who issued it as the note named them when it was issued (its PDF prints the same);
  // when it is issued, the products as its invoice named them, so that the two read alike.
  const [issued, invoiced, lines] = await Promise.all([
    issuedContent<CreditNote>(db, 'credit-note', id),
    issuedContent<InvoiceDetail>(db, 'invoice', note.invoiceId),
    db
      .selectFrom('creditNoteItems')
      .innerJoin('products', 'products.id', 'creditNoteItems.productId')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .innerJoin('stocks', 'stocks.id', 'creditNoteItems.stockId')
      .select([
        'creditNoteItems.id',
        'creditNoteItems.invoiceItemId',
        'creditNoteItems.quantity',
        'creditNoteItems.sellingPrice',
        'creditNoteItems.total',
        'creditNoteItems.vatRate',
        'creditNoteItems.vat',
        'creditNoteItems.restocked',
        'creditNoteItems.reason',
        ...RETURNED_BATCH_COLUMNS,
      ])
      .where('creditNoteItems.creditNoteId', '=', id)
      .orderBy('creditNoteItems.id')
      .execute(),
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

/** Read with every invoice shown or printed: compiled once. */
const creditNotesOf = preparedQuery((db: Db, invoiceId: number) =>
  db.selectFrom('creditNotes').select(['id', 'number', 'localDate', 'total', 'refund']).where('invoiceId', '=', invoiceId).orderBy('id'),
);
const returnedOfLines = preparedQuery((db: Db, invoiceId: number) =>
  db
    .selectFrom('creditNoteItems')
    .innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId')
    .select(['creditNoteItems.invoiceItemId', (eb) => eb.fn.sum<number>('creditNoteItems.quantity').as('quantity')])
    .where('creditNotes.invoiceId', '=', invoiceId)
    .groupBy('creditNoteItems.invoiceItemId'),
);

/** The credit notes of an invoice, oldest first, and the units returned of each of its lines. */
export async function creditNotesOfInvoice(
  db: Db,
  invoiceId: number,
): Promise<{ creditNotes: CreditNoteSummary[]; returned: Map<number, number> }> {
  const [notes, returns] = await Promise.all([creditNotesOf(db, invoiceId), returnedOfLines(db, invoiceId)]);
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
