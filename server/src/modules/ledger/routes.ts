import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idParams, movementsQuery, paged, stockMovement, stockPriceChange } from '@hanout/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listMovements, listPriceChanges } from './queries';

const tags = ['stock'];

/** A batch's ledger, under /api/stock: its movements and price changes, for everyone. */
export const stockLedgerRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get(
    '/:id/movements',
    {
      schema: {
        tags,
        description: 'Every change of this batch’s quantity, newest first: its sum is the batch’s quantity.',
        params: idParams,
        querystring: movementsQuery,
        response: { 200: paged(stockMovement) },
      },
    },
    (request) => listMovements(db, { stockId: request.params.id }, request.query.page, request.query.size),
  );
  app.get(
    '/:id/price-history',
    {
      schema: {
        tags,
        description: 'Every change of this batch’s selling price (old, new, who, when), newest first.',
        params: idParams,
        response: { 200: z.array(stockPriceChange) },
      },
    },
    (request) => listPriceChanges(db, request.params.id),
  );
  done();
};

/** A product's ledger across its batches, under /api/products. */
export const productLedgerRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get(
    '/:id/movements',
    {
      schema: {
        tags: ['products'],
        description: 'Every change of the quantity of this product’s batches, newest first.',
        params: idParams,
        querystring: movementsQuery,
        response: { 200: paged(stockMovement) },
      },
    },
    (request) => listMovements(db, { productId: request.params.id }, request.query.page, request.query.size),
  );
  done();
};
