import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  idParams,
  paged,
  startStocktakeRequest,
  stocktake,
  stocktakeBatch,
  stocktakeBatchQuery,
  stocktakeCountParams,
  stocktakeCountRequest,
  stocktakesQuery,
  stocktakeSummary,
} from '@hanout/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { renderStocktakePdf } from '../../pdf/stocktake-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { costVisibility, requireUser } from '../auth';
import {
  cancelStocktake,
  listStocktakes,
  loadStocktake,
  loadStocktakeDocument,
  saveCount,
  searchStocktakeBatches,
  startStocktake,
} from './service';
import { validateStocktake } from './validate-stocktake';

const tags = ['stocktakes'];
const admin = { access: 'admin' as const };

/**
 * Stocktakes (inventaires), under /api/stocktakes. Administrators start, validate and cancel them and
 * see expected quantities, differences and values at cost; every signed-in user may count, blind.
 */
export const stocktakeRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/',
    {
      schema: { tags, description: 'Stocktakes, newest first.', querystring: stocktakesQuery, response: { 200: paged(stocktakeSummary) } },
    },
    (request) => listStocktakes(db, request.query.page, request.query.size),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Starts a stocktake (INV-YYYY-NNNNNN) of one category (`categoryId`), or of all the stock (`categoryId` null). ' +
          '409 while another stocktake is open: one at a time, so that no batch is counted twice.',
        body: startStocktakeRequest,
        response: { 200: stocktake },
      },
    },
    async (request) => {
      const { id } = await startStocktake(db, request.body.categoryId, {
        userId: requireUser(request).id,
        timeZone: config.timeZone,
      });
      return loadStocktake(db, id, costVisibility(request));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        description:
          'A stocktake with its counted batches and, while open, the batches of its scope in stock not yet counted. ' +
          'Expected quantities, differences and values at cost for administrators only.',
        params: idParams,
        response: { 200: stocktake },
      },
    },
    (request) => loadStocktake(db, request.params.id, costVisibility(request)),
  );

  app.get(
    '/:id/batches',
    {
      schema: {
        tags,
        description:
          'The counting screen’s search within the stocktake’s scope: batches of the product with this barcode, ' +
          'of this lot number, or of products whose name contains the text, with their count so far (20 at most).',
        params: idParams,
        querystring: stocktakeBatchQuery,
        response: { 200: z.array(stocktakeBatch) },
      },
    },
    (request) => searchStocktakeBatches(db, request.params.id, request.query.q, costVisibility(request)),
  );

  app.put(
    '/:id/counts/:stockId',
    {
      schema: {
        tags,
        description:
          'Saves the units counted of one batch while the stocktake is open (any signed-in user). A new count of the ' +
          'batch replaces the last. The books’ quantity at this moment is kept as the expected one. 409 when the batch ' +
          'is not in the stocktake’s category or the stocktake is closed; 400 when a tableau B batch differs from the books ' +
          'and no reason is given.',
        params: stocktakeCountParams,
        body: stocktakeCountRequest,
        response: { 200: stocktakeBatch },
      },
    },
    (request) =>
      saveCount(db, request.params.id, request.params.stockId, request.body, { userId: requireUser(request).id }, costVisibility(request)),
  );

  app.post(
    '/:id/validate',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Validates the stocktake in one transaction: each counted batch changes by counted − expected (never below ' +
          'zero), recorded as a COUNT movement with the line’s reason; batches not counted stay as they are. 409 when it is ' +
          'already closed; 400 when a tableau B batch differs from the books without a reason.',
        params: idParams,
        response: { 200: stocktake },
      },
    },
    async (request) => {
      await validateStocktake(db, request.params.id, { userId: requireUser(request).id });
      return loadStocktake(db, request.params.id, costVisibility(request));
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        description: 'Cancels an open stocktake: no quantity changes; its counts stay on record. 409 when it is already closed.',
        params: idParams,
        response: { 200: stocktake },
      },
    },
    async (request) => {
      await cancelStocktake(db, request.params.id, { userId: requireUser(request).id });
      return loadStocktake(db, request.params.id, costVisibility(request));
    },
  );

  app.get(
    '/:id/report',
    {
      schema: {
        tags,
        description: 'The stocktake’s count sheet as a PDF; expected quantities, differences and values for administrators only.',
        params: idParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderStocktakePdf(await loadStocktakeDocument(db, request.params.id, costVisibility(request)), config.timeZone),
      ),
  );
  done();
};
