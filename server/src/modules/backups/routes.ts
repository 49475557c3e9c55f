import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backup, backupOverview } from '@hanout/contract';
import type { AppContext } from '../../context';
import { Problem, conflict, notFound } from '../../lib/problems';
import { dialectOf } from '../../db/connect';
import { currentShopId } from '../../db/shop-scope';
import { soleShopId } from '../shops';
import { createBackupService } from './service';
import { sendExportZip, shopExportFiles } from './export';

/** Backups hold the whole database: every shop's rows once the installation holds several. */
const BACKUPS_ARE_THE_OPERATOR_S = 'This installation holds several shops: its backups are made by whoever hosts it.';

/**
 * Backups of the embedded database and the shop's data export: administrators only. A backup is the
 * whole database: with several shops, they are the operator's (`npm run backup`), and not shown here.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = (app, { db, config }) => {
  const admin = { access: 'admin' as const };
  const refuseWithSeveralShops = async () => {
    if ((await soleShopId(db)) === null) throw notFound(BACKUPS_ARE_THE_OPERATOR_S);
  };
  const dialect = dialectOf(db);
  const service = createBackupService({
    config,
    dialect,
    log: { info: (text) => app.log.info(text), error: (text) => app.log.error(text) },
  });

  app.get('/', { config: admin, schema: { tags: ['backups'], response: { 200: backupOverview } } }, async () => {
    await refuseWithSeveralShops();
    return service.overview();
  });

  app.post('/', { config: admin, schema: { tags: ['backups'], response: { 201: backup } } }, async (_request, reply) => {
    await refuseWithSeveralShops();
    if (dialect !== 'sqlite') {
      throw conflict('The database is PostgreSQL: Hanout does not back it up itself. Schedule pg_dump (see the README).');
    }
    try {
      return reply.status(201).send(await service.backupNow('manual'));
    } catch (error) {
      throw new Problem(503, `The backup failed: ${(error as Error).message}`);
    }
  });

  // The shop's own rows only, whatever else the installation holds. A zip download rather than
  // files written on the server: the administrator gets the data on the device in front of them,
  // whichever it is, and nothing piles up on the server's disk.
  app.get(
    '/export',
    { config: admin, schema: { tags: ['backups'], response: { 200: z.any().describe('A zip of one CSV per table and a README') } } },
    async (_request, reply) => {
      const at = new Date();
      const files = await shopExportFiles(db, config.dataDir, currentShopId()!, at);
      return sendExportZip(reply, files, `hanout-export-${at.toISOString().slice(0, 10)}.zip`);
    },
  );
  return Promise.resolve();
};
