import { promisify } from 'node:util';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strToU8, zip, type AsyncZippable } from 'fflate';
import { z } from 'zod';
import { backup, backupOverview } from '@hanout/contract';
import type { AppContext } from '../../context';
import { Problem, conflict } from '../../lib/problems';
import { dialectOf } from '../../db/connect';
import { createBackupService } from './service';
import { exportFiles, readAllTables } from './export';
import { currentShopId } from '../../db/shop-scope';

const zipAsync = promisify<AsyncZippable, Uint8Array>(zip);

/** Backups of the embedded database and the data export: administrators only. */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = (app, { db, config }) => {
  const admin = { access: 'admin' as const };
  const dialect = dialectOf(db);
  const service = createBackupService({
    config,
    dialect,
    log: { info: (text) => app.log.info(text), error: (text) => app.log.error(text) },
  });

  app.get('/', { config: admin, schema: { tags: ['backups'], response: { 200: backupOverview } } }, () => service.overview());

  app.post('/', { config: admin, schema: { tags: ['backups'], response: { 201: backup } } }, async (_request, reply) => {
    if (dialect !== 'sqlite') {
      throw conflict('The database is PostgreSQL: Hanout does not back it up itself. Schedule pg_dump (see the README).');
    }
    try {
      return reply.status(201).send(await service.backupNow('manual'));
    } catch (error) {
      throw new Problem(503, `The backup failed: ${(error as Error).message}`);
    }
  });

  // A zip download rather than files written on the server: the administrator gets the data on
  // the device in front of them, whichever it is, and nothing piles up on the server's disk.
  app.get(
    '/export',
    { config: admin, schema: { tags: ['backups'], response: { 200: z.any().describe('A zip of one CSV per table and a README') } } },
    async (_request, reply) => {
      const at = new Date();
      // The signed-in shop's rows only: the installation's whole data is its operator's (npm run export).
      const files = exportFiles(await readAllTables(db, config.dataDir, currentShopId()), at);
      const archive = await zipAsync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.content)])));
      const name = `hanout-export-${at.toISOString().slice(0, 10)}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    },
  );
  return Promise.resolve();
};
