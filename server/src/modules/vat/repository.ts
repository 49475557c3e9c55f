import { inDayRange } from '../../db/paging';
import type { Db } from '../../db/connect';

/** A rate's base (HT) and VAT over a period, in centimes. */
export type RateRow = { vatRate: number; base: number | string | null; vat: number | string | null };

/** Invoice lines of [from, to] by rate, as issued: HT = total − VAT. */
export function salesByRate(db: Db, from: string, to: string): Promise<RateRow[]> {
  return inDayRange(
    db.selectFrom('invoiceItems').innerJoin('invoices', 'invoices.id', 'invoiceItems.invoiceId'),
    'invoices.localDate',
    from,
    to,
  )
    .groupBy('invoiceItems.vatRate')
    .select((eb) => [
      'invoiceItems.vatRate',
      eb.fn.sum<number>(eb('invoiceItems.total', '-', eb.ref('invoiceItems.vat'))).as('base'),
      eb.fn.sum<number>('invoiceItems.vat').as('vat'),
    ])
    .execute();
}

/** Credit note lines of [from, to] by rate: HT = total − VAT. */
export function creditNotesByRate(db: Db, from: string, to: string): Promise<RateRow[]> {
  return inDayRange(
    db.selectFrom('creditNoteItems').innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId'),
    'creditNotes.localDate',
    from,
    to,
  )
    .groupBy('creditNoteItems.vatRate')
    .select((eb) => [
      'creditNoteItems.vatRate',
      eb.fn.sum<number>(eb('creditNoteItems.total', '-', eb.ref('creditNoteItems.vat'))).as('base'),
      eb.fn.sum<number>('creditNoteItems.vat').as('vat'),
    ])
    .execute();
}

/** GRN lines of [from, to] by rate: their buying total is HT. */
export function purchasesByRate(db: Db, from: string, to: string): Promise<RateRow[]> {
  return inDayRange(db.selectFrom('grnItems').innerJoin('grns', 'grns.id', 'grnItems.grnId'), 'grns.localDate', from, to)
    .groupBy('grnItems.vatRate')
    .select((eb) => ['grnItems.vatRate', eb.fn.sum<number>('grnItems.total').as('base'), eb.fn.sum<number>('grnItems.vat').as('vat')])
    .execute();
}

/** Lines of the supplier returns of [from, to] by rate: their total is HT. */
export function supplierReturnsByRate(db: Db, from: string, to: string): Promise<RateRow[]> {
  return inDayRange(
    db.selectFrom('supplierReturnItems').innerJoin('supplierReturns', 'supplierReturns.id', 'supplierReturnItems.supplierReturnId'),
    'supplierReturns.localDate',
    from,
    to,
  )
    .groupBy('supplierReturnItems.vatRate')
    .select((eb) => [
      'supplierReturnItems.vatRate',
      eb.fn.sum<number>('supplierReturnItems.total').as('base'),
      eb.fn.sum<number>('supplierReturnItems.vat').as('vat'),
    ])
    .execute();
}

/** How many invoices or GRNs [from, to] holds. */
export async function documentCount(db: Db, table: 'invoices' | 'grns', from: string, to: string): Promise<number> {
  const { count } = await inDayRange(db.selectFrom(table), `${table}.localDate`, from, to)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
