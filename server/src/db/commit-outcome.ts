import { CompiledQuery, PostgresDialect, type DatabaseConnection, type Driver, type PostgresDialectConfig } from 'kysely';
import pg from 'pg';
import { COMMIT_OUTCOME_UNKNOWN_PROBLEM } from '@hanout/contract';
import { Problem } from '../lib/problems';
import { scopeDriverToShop, setPostgresShop } from './shop-scope';

/** How often, and how far apart, a transaction still "in progress" (its backend not yet gone) is looked at again. */
const STATUS_CHECKS = 20;
const STATUS_CHECK_INTERVAL_MS = 50;

const OUTCOME_UNKNOWN_DETAIL =
  'The connection to the database was lost while saving, and whether the change was saved is unknown. ' +
  'Send the request again only with the same Idempotency-Key, so that it is not saved twice.';

/**
 * PostgreSQL with a COMMIT whose answer is lost known for what it did. When the connection drops
 * during COMMIT, the transaction may have been committed all the same; answering "retry" then
 * makes a client that retries write twice (a sale sold twice). The transaction's id, taken inside
 * it just before COMMIT, is looked up on a connection of its own, opened outside the pool (the
 * broken one is still checked out, and may be the pool's only one): committed, the commit stands
 * and the work is answered; aborted, the original error is thrown (503, retry); still in progress
 * or unreadable, 503 of type COMMIT_OUTCOME_UNKNOWN_PROBLEM: only a retry with the same Idempotency-Key
 * is safe.
 *
 * A transaction that wrote nothing has no id and is not looked up: nothing of it can be lost.
 */
export class PostgresDialectKnowingCommits extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly statusConnection: pg.ClientConfig,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = scopeDriverToShop(super.createDriver(), setPostgresShop);
    const commit = driver.commitTransaction.bind(driver);
    const rollback = driver.rollbackTransaction.bind(driver);
    // A COMMIT that failed ended its transaction one way or the other: nothing is left to roll back,
    // and the rollback's own error (on a lost connection) must not hide what the commit answered.
    const commitFailed = new WeakSet<DatabaseConnection>();
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (commitFailed.delete(connection)) return;
      await rollback(connection);
    };
    driver.commitTransaction = async (connection: DatabaseConnection) => {
      const { rows } = await connection.executeQuery<{ id: string | null }>(
        CompiledQuery.raw('select txid_current_if_assigned()::text as id'),
      );
      const id = rows[0]?.id;
      try {
        await commit(connection);
      } catch (error) {
        commitFailed.add(connection);
        if (!id) throw error;
        const status = await transactionStatus(this.statusConnection, id);
        if (status === 'committed') return;
        if (status === 'aborted') throw error;
        throw new Problem(503, OUTCOME_UNKNOWN_DETAIL, COMMIT_OUTCOME_UNKNOWN_PROBLEM);
      }
    };
    return driver;
  }
}

/** 'committed', 'aborted', 'in progress', or null when it cannot be known (the database unreachable too). */
async function transactionStatus(config: pg.ClientConfig, id: string): Promise<string | null> {
  const client = new pg.Client(config);
  client.on('error', () => {});
  try {
    await client.connect();
    for (let check = 1; ; check++) {
      const { rows } = await client.query<{ status: string | null }>('select txid_status($1::bigint) as status', [id]);
      const status = rows[0]?.status ?? null;
      if (status !== 'in progress' || check === STATUS_CHECKS) return status;
      await new Promise((resolve) => setTimeout(resolve, STATUS_CHECK_INTERVAL_MS));
    }
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
