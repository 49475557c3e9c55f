import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** How long a snapshot may serve when no document was recorded: a renamed product shows after this. */
const MAX_AGE_MS = 60_000;

/** The tables whose new rows renew every snapshot: each is a document that moves the figures. */
export const DOCUMENT_TABLES = ['invoices', 'grns', 'customer_payments', 'credit_notes', 'supplier_payments', 'supplier_returns'] as const;

/**
 * Ids are given out at insert, so a document may commit after one with a higher id: counting the
 * rows near the latest id sees it. One committing after this many later ones of its kind goes unseen
 * until MAX_AGE_MS passes.
 */
const LATE_COMMIT_WINDOW = 1000;

/**
 * The latest id of each document table and how many rows lie near it, as one text: changes whenever
 * any instance records a document (a short range of the primary key each).
 */
export async function latestDocuments(db: Db): Promise<string> {
  const latest = DOCUMENT_TABLES.map((table) => {
    const name = sql.table(table);
    return sql<string>`(select count(*) || ':' || coalesce(max(id), 0) from ${name} where id > (select coalesce(max(id), 0) from ${name}) - ${sql.lit(LATE_COMMIT_WINDOW)})`;
  });
  const { rows } = await sql<{ latest: string }>`select ${sql.join(latest, sql`|| '/' ||`)} as latest`.execute(db);
  return rows[0].latest;
}

/**
 * The one answer the server keeps between requests: the dashboard's figures and what customers and
 * suppliers owe aggregate every sale, purchase or open document, and SQLite's single connection
 * serves nobody else meanwhile. A snapshot computes them once and keeps them until a document is
 * recorded on any instance (`latestDocuments`, one indexed query a request), `scope` changes (the
 * year, the day), or MAX_AGE_MS passes. Requests arriving while it is computed share the computation;
 * a failed one is not kept. The kept value is shared by every request that gets it: nothing may change it.
 */
export function createSnapshot<T>(db: Db, compute: () => Promise<T>, scope: () => string): () => Promise<T> {
  let current: { key: string; at: number; value: Promise<T> } | undefined;
  return async () => {
    const key = `${scope()}|${await latestDocuments(db)}`;
    if (!current || current.key !== key || Date.now() - current.at >= MAX_AGE_MS) {
      const entry = { key, at: Date.now(), value: compute() };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.value;
  };
}
