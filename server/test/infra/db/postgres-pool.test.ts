import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { dialectUnderTest, freshDatabase } from '../../support/harness';
import { openDatabase } from '../../../src/db/connect';

// Only PostgreSQL has a pool of connections that the server can close under the app.
describe.runIf(dialectUnderTest === 'postgres')('PostgreSQL pool', () => {
  it('survives the server closing an idle connection, and reconnects', async () => {
    const fresh = await freshDatabase();
    const handle = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0].one).toBe(1);
    } finally {
      await handle.close();
      await fresh.drop();
    }
  });
});
