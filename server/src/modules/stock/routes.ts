import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { message, mixedStockRequest, paged, stockEntry, stockSearchRequest, updateStockPriceRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { localDate } from '../../common/clock';
import { MAX_CENTIMES, toCentimes } from '../../common/money';
import { badRequest, conflict, notFound } from '../../common/problems';
import { buildStockPdf } from '../reports/stock-report';
import { pdfFile, sendPdf } from '../reports/pdf-response';
import { searchStock } from './queries';

const tags = ['stock'];
/** Mixed stock is filed under this category and brand, sold by the piece. */
const MIXED = 'Mixed';
const MIXED_UNIT = 'Piece';

type NamedTable = 'categories' | 'units' | 'brands' | 'products';
type Links = Partial<Record<'categoryId' | 'brandId' | 'unitId', number>>;

/**
 * The id of the row of `table` named `name` (any case) with these links, inserted when missing.
 * Two saves racing to insert it meet on the table's unique index, and both read the one row.
 */
async function ensureNamed(trx: Transaction<Database>, table: NamedTable, name: string, links: Links = {}): Promise<number> {
  const find = () => {
    let query = trx
      .selectFrom(table)
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    for (const [column, value] of Object.entries(links)) query = query.where(column as 'id', '=', value);
    return query.executeTakeFirst();
  };
  const found = await find();
  if (found) return found.id;
  await trx
    .insertInto(table)
    .values({ name, ...links } as { name: string })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await find())!.id;
}

export const stockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post('/search', { schema: { tags, body: stockSearchRequest, response: { 200: paged(stockEntry) } } }, async (request) => {
    const { stock: filters, page, size } = request.body;
    return searchStock(db, filters, page, size);
  });

  app.post('/update-price', { schema: { tags, body: updateStockPriceRequest, response: { 200: message } } }, async (request) => {
    const { stockId, newPrice } = request.body;
    const updated = await db.transaction().execute((trx) =>
      trx
        .updateTable('stocks')
        .set({ sellingPrice: toCentimes(newPrice) })
        .where('id', '=', stockId)
        .executeTakeFirst(),
    );
    if (Number(updated.numUpdatedRows) === 0) throw notFound(`Stock ${stockId} does not exist.`);
    return { message: 'Stock price updated successfully!' };
  });

  app.post('/mixed-stock', { schema: { tags, body: mixedStockRequest, response: { 200: message } } }, async (request) => {
    const { mixedStockName, mixedStockPrice, mixedStockItems } = request.body;
    const today = localDate(config.timeZone);
    // Taken in id order, so that two mixes sharing components never wait on each other in a circle.
    const items = [...mixedStockItems].sort((a, b) => a.stockName - b.stockName);
    const ids = items.map((item) => item.stockName);

    await db.transaction().execute(async (trx) => {
      const components = await trx
        .selectFrom('stocks')
        .innerJoin('products', 'products.id', 'stocks.productId')
        .select(['stocks.id', 'stocks.buyingPrice', 'stocks.expireDate', 'products.name as productName'])
        .where('stocks.id', 'in', ids)
        .execute();
      const byId = new Map(components.map((component) => [component.id, component]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw badRequest(`mixedStockItems: Stock ${missing.join(', ')} does not exist`);

      for (const { stockName: id, dosage } of items) {
        const taken = await trx
          .updateTable('stocks')
          .set((eb) => ({ quantity: eb('quantity', '-', dosage) }))
          .where('id', '=', id)
          .where('quantity', '>=', dosage)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) {
          const left = await trx.selectFrom('stocks').select('quantity').where('id', '=', id).executeTakeFirstOrThrow();
          throw conflict(`Not enough stock of ${byId.get(id)!.productName} (stock ${id}): ${dosage} needed, ${left.quantity} available.`);
        }
      }

      // A mix made again under the same name adds a stock line to the product made the first time.
      const categoryId = await ensureNamed(trx, 'categories', MIXED);
      const brandId = await ensureNamed(trx, 'brands', MIXED, { categoryId });
      const unitId = await ensureNamed(trx, 'units', MIXED_UNIT);
      const productId = await ensureNamed(trx, 'products', mixedStockName, { brandId, unitId });
      const buyingPrice = items.reduce((sum, item) => sum + byId.get(item.stockName)!.buyingPrice * item.dosage, 0);
      if (buyingPrice > MAX_CENTIMES) throw badRequest('mixedStockItems: The buying price of this mix is too large');
      const expireDate = components.reduce((earliest, c) => (c.expireDate < earliest ? c.expireDate : earliest), components[0].expireDate);
      const mixed = await trx
        .insertInto('stocks')
        .values({
          productId,
          grnItemId: null,
          quantity: 1,
          initialQuantity: 1,
          buyingPrice,
          sellingPrice: toCentimes(mixedStockPrice),
          manufactureDate: today,
          expireDate,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('mixedStockComponents')
        .values(items.map((item) => ({ mixedStockId: mixed.id, componentStockId: item.stockName, dosage: item.dosage })))
        .execute();
    });
    return { message: 'Mixed stock added successfully!' };
  });

  app.get('/report', { schema: { tags, response: { 200: pdfFile } } }, async (_request, reply) => {
    const pdf = await buildStockPdf(db, config.timeZone);
    return sendPdf(reply, pdf, `stock-report-${localDate(config.timeZone)}.pdf`);
  });
};
