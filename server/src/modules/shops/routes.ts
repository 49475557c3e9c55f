import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdShop, shopCodeParams, shopCreateRequest, shopList, shopState } from '@hanout/contract';
import type { AppContext } from '../../context';
import { sendExportZip } from '../backups';
import { requireOperatorToken } from './operator-access';
import { createShop, exportShop, listShops, resumeShop, suspendShop } from './service';

/**
 * The operator API, for a hosting panel: the shops of the installation, opened, listed, suspended,
 * resumed and exported, with the operator token (OPERATOR_TOKEN) rather than a shop's session.
 */
export const operatorShopRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  const operator = { access: 'public' as const, operator: true };
  const tags = ['operator'];
  requireOperatorToken(app, config.operatorToken);

  app.post('/', { config: operator, schema: { tags, body: shopCreateRequest, response: { 201: createdShop } } }, async (request, reply) =>
    reply.status(201).send(await createShop(db, request.body)),
  );

  app.get('/', { config: operator, schema: { tags, response: { 200: shopList } } }, () => listShops(db));

  app.post('/:code/suspend', { config: operator, schema: { tags, params: shopCodeParams, response: { 200: shopState } } }, (request) =>
    suspendShop(db, request.params.code),
  );

  app.post('/:code/resume', { config: operator, schema: { tags, params: shopCodeParams, response: { 200: shopState } } }, (request) =>
    resumeShop(db, request.params.code),
  );

  app.get(
    '/:code/export',
    {
      config: operator,
      schema: {
        tags,
        params: shopCodeParams,
        response: { 200: z.any().describe("A zip of one CSV per table of the shop's and a README") },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const { code, files } = await exportShop(db, config.dataDir, request.params.code, at);
      return sendExportZip(reply, files, `hanout-export-${code}-${at.toISOString().slice(0, 10)}.zip`);
    },
  );
  done();
};
