import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportRequest,
  idParams,
  movementDocumentText,
  movementReasonText,
  movementsQuery,
  paged,
  STOCK_MOVEMENT_LABELS,
  stockMovement,
  stockPriceChange,
  type StockMovement,
} from '@hanout/contract';
import { z } from 'zod';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import type { AppContext } from '../../context';
import type { MovementOwner } from './repository';
import { listMovements, listPriceChanges } from './service';

const tags = ['stock'];

const MOVEMENT_COLUMNS: ExportColumn<StockMovement>[] = [
  { header: 'Date', type: 'dateTime', value: (movement) => movement.at },
  { header: 'Movement', value: (movement, t) => t(STOCK_MOVEMENT_LABELS[movement.type]) },
  { header: 'Product', value: (movement) => movement.product.name },
  { header: 'Lot', value: (movement) => movement.batchNumber ?? `#${movement.stockId}` },
  { header: 'Quantity change', type: 'integer', value: (movement) => movement.quantityChange },
  { header: 'Reason', value: (movement, t) => t(movementReasonText(movement.reason)) },
  { header: 'Note', value: (movement) => movement.note },
  { header: 'Document', value: (movement) => movementDocumentText(movement) },
  { header: 'User', value: (movement) => movement.user?.name },
];

type ZodApp = Parameters<FastifyPluginCallbackZod<AppContext>>[0];

/** The movements list and its export, for a batch or for a product, under the path of the one it is of. */
function addMovementRoutes(
  app: ZodApp,
  { db, config }: AppContext,
  { ownerOf, name, description }: { ownerOf: (id: number) => MovementOwner; name: string; description: string },
) {
  app.get(
    '/:id/movements',
    { schema: { tags, description, params: idParams, querystring: movementsQuery, response: { 200: paged(stockMovement) } } },
    (request) => listMovements(db, ownerOf(request.params.id), request.query.page, request.query.size),
  );
  app.get(
    '/:id/movements/export',
    { schema: exportSchema({ tags, description, params: idParams, querystring: exportRequest(movementsQuery) }) },
    (request, reply) =>
      sendExport(request, reply, {
        format: request.query.format,
        name: `${name}-${request.params.id}-movements`,
        title: 'Stock movements',
        timeZone: config.timeZone,
        columns: MOVEMENT_COLUMNS,
        pages: (page, size) => listMovements(db, ownerOf(request.params.id), page, size),
      }),
  );
}

/** A batch's ledger, under /api/stock: its movements and price changes, for everyone. */
export const stockLedgerRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  addMovementRoutes(app, context, {
    ownerOf: (stockId) => ({ stockId }),
    name: 'stock',
    description: 'Every change of this batch’s quantity, newest first: its sum is the batch’s quantity',
  });
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
    (request) => listPriceChanges(context.db, request.params.id),
  );
  done();
};

/** A product's ledger across its batches, under /api/products. */
export const productLedgerRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  addMovementRoutes(app, context, {
    ownerOf: (productId) => ({ productId }),
    name: 'product',
    description: 'Every change of the quantity of this product’s batches, newest first',
  });
  done();
};
