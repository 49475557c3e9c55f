import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { toDirhams } from '../../common/money';
import { availableStock, withStockDetails } from '../stock/queries';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';

/** More lines than this would make a PDF nobody prints; the totals still cover every line. */
const STOCK_REPORT_MAX_LINES = 5_000;

/** The report's reads: its first lines, first expiring first, and the totals of all available stock. */
export function stockReportData(db: Db) {
  return Promise.all([
    withStockDetails(availableStock(db)).limit(STOCK_REPORT_MAX_LINES).execute(),
    availableStock(db)
      .select([
        (eb) => eb.fn.countAll<number>().as('lines'),
        sql<number | null>`sum(${sql.ref('stocks.quantity')})`.as('units'),
        sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref('stocks.buyingPrice')})`.as('buyingValue'),
        sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref('stocks.sellingPrice')})`.as('sellingValue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
}

/** The available stock (quantity > 0), first expiring first, with its value at buying and selling prices. */
export async function buildStockPdf(db: Db, timeZone: string): Promise<Buffer> {
  const [rows, totals] = await stockReportData(db);
  const lines = Number(totals.lines);
  const notes = ['Amounts in Moroccan dirhams (MAD). Lines are listed first expiring first.'];
  if (lines > rows.length) {
    notes.unshift(`Only the first ${rows.length} of ${lines} lines are listed; the totals cover all of them.`);
  }
  return renderPdf({
    title: 'Stock Report',
    date: pdfDateTime(new Date().toISOString(), timeZone),
    parties: [
      {
        label: 'Available stock',
        lines: [
          `${lines} stock line${lines === 1 ? '' : 's'}`,
          `${Number(totals.units ?? 0)} unit${Number(totals.units) === 1 ? '' : 's'} in stock`,
        ],
      },
    ],
    columns: [
      { header: 'Product', width: 0.25 },
      { header: 'Brand', width: 0.16 },
      { header: 'Category', width: 0.15 },
      { header: 'Qty', width: 0.08, align: 'right' },
      { header: 'Selling price', width: 0.13, align: 'right' },
      { header: 'Expiry', width: 0.1 },
      { header: 'Value', width: 0.13, align: 'right' },
    ],
    rows: rows.map((row) => [
      row.productName,
      row.brandName,
      row.categoryName,
      String(row.quantity),
      pdfMoney(toDirhams(row.sellingPrice)),
      pdfDate(row.expireDate),
      pdfMoney(toDirhams(row.sellingPrice * row.quantity)),
    ]),
    totals: [
      ['Value at buying prices', pdfMoney(toDirhams(Number(totals.buyingValue ?? 0)))],
      ['Value at selling prices', pdfMoney(toDirhams(Number(totals.sellingValue ?? 0)))],
    ],
    notes,
  });
}
