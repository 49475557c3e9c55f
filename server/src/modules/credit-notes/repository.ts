import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import { insertHeaderAndLines } from '../../db/header-lines';
import { preparedQuery } from '../../db/prepared';
import type { CreditNoteItemsTable, CreditNotesTable } from '../../db/schema';
import { RETURNED_BATCH_COLUMNS } from '../stock';

/** The invoice a credit note corrects. */
export function findInvoiceToCredit(trx: Db, invoiceId: number) {
  return trx.selectFrom('invoices').select(['id', 'number', 'customerId', 'vatRegistered']).where('id', '=', invoiceId).executeTakeFirst();
}

/** The invoice lines a credit note returns units of, with their batch's expiry and product name. */
export function invoiceLinesToReturn(trx: Db, invoiceItemIds: number[]) {
  return trx
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
    .where('invoiceItems.id', 'in', invoiceItemIds)
    .execute();
}

/** Units already brought back, by invoice line. */
export async function returnedByLine(db: Db, invoiceItemIds: number[]): Promise<Map<number, number>> {
  if (!invoiceItemIds.length) return new Map();
  const rows = await db
    .selectFrom('creditNoteItems')
    .select(['invoiceItemId', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('invoiceItemId', 'in', invoiceItemIds)
    .groupBy('invoiceItemId')
    .execute();
  return new Map(rows.map((row) => [row.invoiceItemId, Number(row.quantity)]));
}

/** Puts returned units back into their batch. */
export async function putBackIntoBatch(trx: Db, stockId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('stocks')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
    .where('id', '=', stockId)
    .execute();
}

/** Writes a credit note and its lines; answers its id. */
export function insertCreditNote(
  trx: Db,
  note: Insertable<CreditNotesTable>,
  items: Omit<Insertable<CreditNoteItemsTable>, 'creditNoteId'>[],
): Promise<number> {
  return insertHeaderAndLines(trx, { table: 'creditNotes', row: note }, { table: 'creditNoteItems', key: 'creditNoteId', rows: items });
}

/** A credit note's own row, with the invoice it corrects and who issued it. */
export function findCreditNote(db: Db, id: number) {
  return db
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
}

/** A credit note's lines with their batch and product, in the order they were recorded. */
export function creditNoteLines(db: Db, id: number) {
  return db
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
    .execute();
}

/** The credit notes of an invoice, oldest first: read with every invoice shown or printed, so compiled once. */
export const creditNotesOf = preparedQuery((db: Db, invoiceId: number) =>
  db.selectFrom('creditNotes').select(['id', 'number', 'localDate', 'total', 'refund']).where('invoiceId', '=', invoiceId).orderBy('id'),
);

/** Units returned of each line of an invoice: compiled once, as creditNotesOf. */
export const returnedOfLines = preparedQuery((db: Db, invoiceId: number) =>
  db
    .selectFrom('creditNoteItems')
    .innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId')
    .select(['creditNoteItems.invoiceItemId', (eb) => eb.fn.sum<number>('creditNoteItems.quantity').as('quantity')])
    .where('creditNotes.invoiceId', '=', invoiceId)
    .groupBy('creditNoteItems.invoiceItemId'),
);
