import type { Db } from '../../db/connect';
import { currentShopId } from '../../db/shop-scope';
import { latestDocuments } from './repository';

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

/** What a snapshot's key reads on every request: the documents recorded lately. */
export const documentsVersion = (db: Db) => latestDocuments(db, DOCUMENT_TABLES, LATE_COMMIT_WINDOW);

/**
 * The one answer the server keeps between requests, one per shop: the dashboard's figures and what
 * customers and suppliers owe aggregate every sale, purchase or open document, and SQLite's single
 * connection serves nobody else meanwhile. A snapshot computes them once and keeps them until a
 * document is recorded on any instance (`documentsVersion`: the latest id of each document table
 * and how many rows lie near it, one indexed query a request), `scope` changes (the year, the day),
 * or MAX_AGE_MS passes. Requests of a shop arriving while it is computed share the computation; a
 * failed one is not kept. The kept value is shared by every request of its shop that gets it:
 * nothing may change it.
 */
export function createSnapshot<T>(db: Db, compute: () => Promise<T>, scope: () => string): () => Promise<T> {
  const kept = new Map<number | null, { key: string; at: number; value: Promise<T> }>();
  return async () => {
    const shop = currentShopId();
    const key = `${scope()}|${await documentsVersion(db)}`;
    const current = kept.get(shop);
    if (current && current.key === key && Date.now() - current.at < MAX_AGE_MS) return current.value;
    // Computed in the request's context, so for its shop.
    const entry = { key, at: Date.now(), value: compute() };
    kept.set(shop, entry);
    entry.value.catch(() => {
      if (kept.get(shop) === entry) kept.delete(shop);
    });
    return entry.value;
  };
}
