import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { message, mixedStockRequest, paged, stockEntry, stockSearchRequest, updateStockPriceRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { costVisibility } from '../auth';
import { renderStockReportPdf } from '../../pdf/stock-report-pdf';
import { pdfFile, sendPdf } from '../../pdf/send';
import { createMixedStock, expiryWindow, loadStockReportDocument, searchStock, updateStockPrice } from './queries';

const tags = ['stock'];

export const stockRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post('/search', { schema: { tags, body: stockSearchRequest, response: { 200: paged(stockEntry) } } }, async (request) => {
    const { stock: filters, page, size } = request.body;
    return searchStock(db, filters, page, size, await expiryWindow(db, config.timeZone), costVisibility(request));
  });

  app.post('/update-price', { schema: { tags, body: updateStockPriceRequest, response: { 200: message } } }, async (request) => {
    await updateStockPrice(db, request.body.stockId, request.body.newPrice);
    return { message: 'Stock price updated successfully!' };
  });

  app.post('/mixed-stock', { schema: { tags, body: mixedStockRequest, response: { 200: message } } }, async (request) => {
    await createMixedStock(db, request.body, config.timeZone);
    return { message: 'Mixed stock added successfully!' };
  });

  app.get('/report', { schema: { tags, response: { 200: pdfFile } } }, async (request, reply) =>
    sendPdf(
      reply,
      await renderStockReportPdf(
        await loadStockReportDocument(db, await expiryWindow(db, config.timeZone), costVisibility(request)),
        config.timeZone,
      ),
    ),
  );
  done();
};
