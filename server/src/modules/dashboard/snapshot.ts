import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** How long a snapshot may serve when no document was recorded: a renamed product shows after this. */
const MAX_AGE_MS = 60_000;

/** The tables whose new rows renew every snapshot: each is a document that moves the figures. */
export const DOCUMENT_TABLES = ['invoices', 'grns', 'customer_payments', 'credit_notes', 'supplier_payments', 'supplier_returns'] as const;

/** The latest id of each document table, as one text: changes whenever any instance records a document (an index lookup each). */
export async function latestDocuments(db: Db): Promise<string> {
  const latest = DOCUMENT_TABLES.map((table) => sql<number>`(select coalesce(max(id), 0) from ${sql.table(table)})`);
  const { rows } = await sql<{ latest: string }>`select ${sql.join(latest, sql`|| '/' ||`)} as latest`.execute(db);
  return rows[0].latest;
}

/**
 * The one answer the server keeps between requests. The dashboard's figures aggregate every sale and
 * purchase of the year, and what customers and suppliers owe every open document: hundreds of
 * milliseconds on a large shop, during which SQLite's single connection serves nobody else. A
 * snapshot computes them once and keeps them until a document is recorded on any instance (one
 * indexed query a request, `latestDocuments`), `scope` changes (the year, the day), or MAX_AGE_MS
 * passes. Requests arriving while it is computed share the computation; a failed one is not kept.
 * The kept value is shared by every request that gets it: nothing may change it.
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
