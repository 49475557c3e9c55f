import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportRequest,
  idParams,
  message,
  mixedStockRequest,
  paged,
  stockAdjustment,
  stockAdjustmentRequest,
  stockEntry,
  stockSearchRequest,
  stockSplit,
  stockSplitRequest,
  updateStockPriceRequest,
  type StockEntry,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { localDate } from '../../lib/clock';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import { costVisibility, requireUser } from '../auth';
import { stockReportPdf } from '../../pdf/stock-report-pdf';
import { pdfFile, sendPdfStream } from '../../http/send-pdf';
import { adjustStock } from './adjust-stock';
import { createMixedStock } from './create-mixed-stock';
import { splitPack } from './split-pack';
import { loadStockReportDocument } from './repository/report';
import { expiryWindow, searchStock, updateStockPrice } from './service';

const tags = ['stock'];

const EXPIRY_LABELS: Record<StockEntry['expiryStatus'], string> = { OK: 'In date', NEAR: 'Expires soon', EXPIRED: 'Expired' };

const EXPORT_COLUMNS: ExportColumn<StockEntry>[] = [
  { header: 'Product', value: (stock) => stock.product.name },
  { header: 'Barcode', value: (stock) => stock.product.barcode },
  { header: 'Lot', value: (stock) => stock.batchNumber },
  { header: 'Category', value: (stock) => stock.product.category.name },
  { header: 'Brand', value: (stock) => stock.product.brand.name },
  { header: 'Unit', value: (stock, t) => t(stock.product.unit.name) },
  { header: 'Quantity', type: 'integer', value: (stock) => stock.quantity },
  { header: 'Buying Price', type: 'money', cost: true, value: (stock) => stock.buyingPrice },
  { header: 'Selling Price', type: 'money', value: (stock) => stock.sellingPrice },
  { header: 'Manufacture Date', type: 'date', value: (stock) => stock.manufactureDate },
  { header: 'Expire Date', type: 'date', value: (stock) => stock.expireDate },
  { header: 'Expiry status', value: (stock, t) => t(EXPIRY_LABELS[stock.expiryStatus]) },
];

export const stockRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post('/search', { schema: { tags, body: stockSearchRequest, response: { 200: paged(stockEntry) } } }, async (request) => {
    const { stock: filters, page, size } = request.body;
    const today = localDate(config.timeZone);
    return searchStock(db, filters, page, size, today, costVisibility(request));
  });

  app.post(
    '/export',
    {
      schema: exportSchema({
        tags,
        description: 'The batches in stock matching the filters, first expiring first; buying prices for administrators only',
        body: exportRequest(stockSearchRequest),
      }),
    },
    async (request, reply) => {
      const today = localDate(config.timeZone);
      return sendExport(request, reply, {
        format: request.body.format,
        name: 'stock',
        title: 'Stock',
        timeZone: config.timeZone,
        columns: EXPORT_COLUMNS,
        pages: (page, size) => searchStock(db, request.body.stock, page, size, today, costVisibility(request)),
      });
    },
  );

  app.post('/update-price', { schema: { tags, body: updateStockPriceRequest, response: { 200: message } } }, async (request) => {
    await updateStockPrice(db, request.body.stockId, request.body.newPrice, requireUser(request).id);
    return { message: 'Stock price updated successfully!' };
  });

  app.post('/mixed-stock', { schema: { tags, body: mixedStockRequest, response: { 200: message } } }, async (request) => {
    await createMixedStock(db, request.body, requireUser(request).id, config.timeZone);
    return { message: 'Mixed stock added successfully!' };
  });

  app.post(
    '/:id/adjustments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Corrects the batch’s quantity by `quantityChange` (positive or negative) for a reason, recorded as an ADJUSTMENT ' +
          'movement; 409 when it would take the batch below zero. Administrators only.',
        params: idParams,
        body: stockAdjustmentRequest,
        response: { 200: stockAdjustment },
      },
    },
    (request) => adjustStock(db, request.params.id, request.body, requireUser(request).id),
  );
  app.post(
    '/:id/split',
    {
      schema: {
        tags,
        description:
          'Opens `packs` packs of this batch (of a product sold by the unit) into units of its companion unit product, of the ' +
          'same lot, expiry and manufacture date, priced per unit (the pack’s price and cost over its units, to the centime): ' +
          'the units go into the unit batch already opened from this batch at that price, else a new one. Recorded as a ' +
          'SPLIT_OUT movement of the packs and a SPLIT_IN one of the units. 409 when the product is not sold by the unit, the ' +
          'batch has expired or holds fewer packs; nothing changes then.',
        params: idParams,
        body: stockSplitRequest,
        response: { 200: stockSplit },
      },
    },
    (request) => splitPack(db, request.params.id, request.body.packs, requireUser(request).id, localDate(config.timeZone)),
  );
  // The totals are read before the first byte (a failure there answers a problem); the lines as the PDF streams.
  app.get('/report', { schema: { tags, response: { 200: pdfFile } } }, async (request, reply) =>
    sendPdfStream(
      reply,
      stockReportPdf(await loadStockReportDocument(db, await expiryWindow(db, config.timeZone), costVisibility(request)), config.timeZone),
    ),
  );
  done();
};
