import { CompiledQuery, PostgresDialect, type DatabaseConnection, type Driver } from 'kysely';

/** How often, and how far apart, a transaction still "in progress" (its backend not yet gone) is looked at again. */
const STATUS_CHECKS = 20;
const STATUS_CHECK_INTERVAL_MS = 50;

/**
 * PostgreSQL with a COMMIT whose answer is lost known for what it did. When the connection drops
 * during COMMIT, the transaction may have been committed all the same; answering "retry" then
 * makes a client that retries write twice (a sale sold twice). The transaction's id, taken inside
 * it just before COMMIT, is looked up on another connection (txid_status): committed, the commit
 * stands and the work is answered; aborted or unknown, the original error is thrown.
 *
 * A transaction that wrote nothing has no id and is not looked up: nothing of it can be lost.
 */
export class PostgresDialectKnowingCommits extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const commit = driver.commitTransaction.bind(driver);
    driver.commitTransaction = async (connection: DatabaseConnection) => {
      const { rows } = await connection.executeQuery<{ id: string | null }>(
        CompiledQuery.raw('select txid_current_if_assigned()::text as id'),
      );
      const id = rows[0]?.id;
      try {
        await commit(connection);
      } catch (error) {
        if (!id || (await transactionStatus(driver, id)) !== 'committed') throw error;
      }
    };
    return driver;
  }
}

/** 'committed', 'aborted', 'in progress', or null when it cannot be known (the database unreachable too). */
async function transactionStatus(driver: Driver, id: string): Promise<string | null> {
  try {
    const connection = await driver.acquireConnection();
    try {
      for (let check = 1; ; check++) {
        const { rows } = await connection.executeQuery<{ status: string | null }>(
          CompiledQuery.raw('select txid_status($1::bigint) as status', [id]),
        );
        const status = rows[0]?.status ?? null;
        if (status !== 'in progress' || check === STATUS_CHECKS) return status;
        await new Promise((resolve) => setTimeout(resolve, STATUS_CHECK_INTERVAL_MS));
      }
    } finally {
      await driver.releaseConnection(connection);
    }
  } catch {
    return null;
  }
}
