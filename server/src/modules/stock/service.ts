import type { Paged, StockEntry } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { localDate } from '../../lib/clock';
import { expiryStatusOf } from '../../lib/expiry';
import { toCentimes, toDirhams } from '../../lib/money';
import { toPage } from '../../db/paging';
import { readIdList } from '../../db/id-list';
import { notFound } from '../../lib/problems';
import { lockStock, recordPriceChange, setSellingPrice } from './repository/batches';
import { lotMatching, matchingPage, productsMatching, readNearExpiryDays, stockLinesWithIds } from './repository/search';
import { stockProductOf, type StockRow } from './repository/stock-lines';
import { refuseAbovePpv } from './regulated-price';
import type { CostVisibility, ExpiryWindow, StockFilters } from './types';

export async function expiryWindow(db: Db, timeZone: string, now: Date = new Date()): Promise<ExpiryWindow> {
  return { today: localDate(timeZone, now), nearExpiryDays: await readNearExpiryDays(db) };
}

/**
 * One page of the available stock matching the filters, first expiring first, and its total; each
 * batch with its expiry status against `today` (expired ones left out when `sellableOnly`) and the
 * shop's near-expiry days, read with the page's batches.
 */
export async function searchStock(
  db: Db,
  filters: StockFilters,
  page: number,
  size: number,
  today: string,
  { withCost }: CostVisibility,
): Promise<Paged<StockEntry>> {
  const [productIds, lotStockIds] = await Promise.all([productsMatching(db, filters), lotMatching(db, filters)]);
  if (productIds?.length === 0 && lotStockIds.length === 0) return toPage([], 0, page, size);
  const { ids, total } = await matchingPage(db, { ...filters, today, productIds, lotStockIds }, page, size);
  const pageIds = readIdList(ids);
  const rows = pageIds.length ? await stockLinesWithIds(db, pageIds) : [];
  return toPage(
    rows.map((row) => toStockEntry(row, { today, nearExpiryDays: row.nearExpiryDays }, withCost)),
    Number(total),
    page,
    size,
  );
}

const toStockEntry = (row: StockRow, expiry: ExpiryWindow, withCost: boolean): StockEntry => ({
  id: row.id,
  product: stockProductOf(row),
  quantity: row.quantity,
  sellingPrice: toDirhams(row.sellingPrice),
  ...(withCost ? { buyingPrice: toDirhams(row.buyingPrice) } : {}),
  manufactureDate: row.manufactureDate,
  expireDate: row.expireDate,
  batchNumber: row.batchNumber,
  expiryStatus: expiryStatusOf(row.expireDate, expiry.today, expiry.nearExpiryDays),
});

/**
 * Sets the selling price of one stock line and keeps the change (old, new, who, when); 404 for no
 * such line, 400 for a price above its product's PPV.
 */
export async function updateStockPrice(db: Db, stockId: number, newPrice: number, userId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stock = await lockStock(trx, stockId);
    if (!stock) throw notFound(`Stock ${stockId} does not exist.`);
    const price = toCentimes(newPrice);
    if (price === stock.sellingPrice) return;
    await refuseAbovePpv(trx, [{ productId: stock.productId, sellingPrice: price, field: 'newPrice' }]);
    await setSellingPrice(trx, stockId, price);
    await recordPriceChange(trx, { stockId, oldPrice: stock.sellingPrice, newPrice: price, userId, at: now.toISOString() });
  });
}
