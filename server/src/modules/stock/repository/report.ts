import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connect';
import { addDays, expiryStatusOf } from '../../../lib/expiry';
import { toDirhams } from '../../../lib/money';
import type { StockReportDocument, StockReportLine } from '../../../pdf/stock-report-pdf';
import { loadShopIdentity } from '../../settings';
import type { CostVisibility, ExpiryWindow } from '../types';
import { availableStock, withStockDetails } from './stock-lines';

/** Stock lines the report reads at a time: about ten pages, never the whole stock. */
const STOCK_REPORT_CHUNK = 250;

/**
 * Everything the stock report shows: the totals of the stock on hand (at selling prices, what can
 * still be sold), with the expired and near-expiry stock apart, then its lines, first expiring first,
 * read in chunks as the PDF is laid out; values at buying prices for administrators only. The lines
 * are those counted in the totals (none received after them), as they stand when read.
 */
export async function loadStockReportDocument(
  db: Db,
  expiry: ExpiryWindow,
  { withCost }: CostVisibility,
  now: Date = new Date(),
): Promise<StockReportDocument> {
  const nearLimit = addDays(expiry.today, expiry.nearExpiryDays);
  const sumOf = (column: 'buyingPrice' | 'sellingPrice', when?: RawBuilder<boolean>) =>
    when
      ? sql<
          number | null
        >`sum(case when ${when} then cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref(`stocks.${column}`)} else 0 end)`
      : sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref(`stocks.${column}`)})`;
  const expired = sql<boolean>`${sql.ref('stocks.expireDate')} < ${expiry.today}`;
  const near = sql<boolean>`${sql.ref('stocks.expireDate')} >= ${expiry.today} and ${sql.ref('stocks.expireDate')} <= ${nearLimit}`;
  const [shop, totals] = await Promise.all([
    loadShopIdentity(db),
    availableStock(db)
      .select([
        (eb) => eb.fn.countAll<number>().as('lines'),
        (eb) => eb.fn.max('stocks.id').as('lastId'),
        sql<number | null>`sum(${sql.ref('stocks.quantity')})`.as('units'),
        sumOf('buyingPrice').as('buyingValue'),
        sumOf('sellingPrice', sql<boolean>`not (${expired})`).as('sellableValue'),
        sumOf('buyingPrice', expired).as('expiredBuyingValue'),
        sumOf('sellingPrice', expired).as('expiredSellingValue'),
        sumOf('buyingPrice', near).as('nearBuyingValue'),
        sumOf('sellingPrice', near).as('nearSellingValue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const dirhams = (value: number | string | null) => toDirhams(Number(value ?? 0));
  return {
    shop,
    generatedAt: now.toISOString(),
    lines: () => stockReportLines(db, expiry, Number(totals.lastId ?? 0)),
    lineCount: Number(totals.lines),
    units: Number(totals.units ?? 0),
    nearExpiryDays: expiry.nearExpiryDays,
    sellableValue: dirhams(totals.sellableValue),
    expiredSellingValue: dirhams(totals.expiredSellingValue),
    nearSellingValue: dirhams(totals.nearSellingValue),
    ...(withCost
      ? {
          buyingValue: dirhams(totals.buyingValue),
          expiredBuyingValue: dirhams(totals.expiredBuyingValue),
          nearBuyingValue: dirhams(totals.nearBuyingValue),
        }
      : {}),
  };
}

/**
 * One chunk of the report's lines: the available stock lines up to `lastId`, first expiring first,
 * resuming after the last line of the chunk before (expiry date, then id, as the partial index
 * stocks_available_expiry_idx orders them).
 */
export function stockReportChunk(db: Db, lastId: number, after?: { expireDate: string; id: number }) {
  let query = withStockDetails(availableStock(db)).where('stocks.id', '<=', lastId);
  if (after) {
    const { expireDate, id } = after;
    query = query.where((eb) => eb(eb.refTuple('stocks.expireDate', 'stocks.id'), '>', eb.tuple(expireDate, id)));
  }
  return query.limit(STOCK_REPORT_CHUNK).execute();
}

/**
 * The available stock lines up to `lastId`, first expiring first, in chunks, each one query
 * (stockReportChunk), so that no chunk holds the database for long and none skips or repeats a
 * line when others are sold out meanwhile.
 */
async function* stockReportLines(db: Db, expiry: ExpiryWindow, lastId: number): AsyncGenerator<StockReportLine[]> {
  let after: { expireDate: string; id: number } | undefined;
  for (;;) {
    const rows = await stockReportChunk(db, lastId, after);
    if (rows.length) {
      yield rows.map((row) => ({
        product: row.productName,
        batchNumber: row.batchNumber,
        brand: row.brandName,
        category: row.categoryName,
        quantity: row.quantity,
        sellingPrice: toDirhams(row.sellingPrice),
        expireDate: row.expireDate,
        expiryStatus: expiryStatusOf(row.expireDate, expiry.today, expiry.nearExpiryDays),
        value: toDirhams(row.sellingPrice * row.quantity),
      }));
    }
    if (rows.length < STOCK_REPORT_CHUNK) return;
    after = rows[rows.length - 1];
  }
}
