import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect';

/** How long a snapshot may serve when no invoice or GRN was recorded (renamed products show after this). */
const MAX_AGE_MS = 60_000;

/** Changes whenever an invoice, a GRN, a customer or supplier payment or a credit note is recorded, whichever instance recorded it: five index lookups. */
export async function latestDocuments(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('invoices')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('invoice'),
      eb
        .selectFrom('grns')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('grn'),
      eb
        .selectFrom('customerPayments')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('payment'),
      eb
        .selectFrom('creditNotes')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('creditNote'),
      eb
        .selectFrom('supplierPayments')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('supplierPayment'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.invoice ?? 0}/${row.grn ?? 0}/${row.payment ?? 0}/${row.creditNote ?? 0}/${row.supplierPayment ?? 0}`;
}

/**
 * The dashboard's figures (and what customers owe) aggregate every sale and purchase of the year: hundreds of milliseconds
 * on a large shop (on SQLite, time during which the single connection serves nobody else). A
 * snapshot computes them once and keeps the answer, serialised once per view (what administrators and
 * staff are shown), until an invoice, GRN or customer payment is recorded on any instance, the
 * year or `scope` changes, or MAX_AGE_MS passes. Requests arriving while it is computed share
 * the computation. Each request still costs one indexed query, to see new documents at once.
 */
export function createSnapshot<T, V extends string>(
  db: Db,
  compute: () => Promise<T>,
  scope: () => string,
  views: Record<V, (value: T) => unknown>,
) {
  let current: { key: string; at: number; value: Promise<T>; rendered: Map<V, Promise<Buffer>> } | undefined;

  async function get(view: V): Promise<Buffer> {
    const key = `${scope()}|${await latestDocuments(db)}`;
    if (!current || current.key !== key || Date.now() - current.at >= MAX_AGE_MS) {
      const entry = { key, at: Date.now(), value: compute(), rendered: new Map<V, Promise<Buffer>>() };
      current = entry;
      // A failed computation is not kept.
      entry.value.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    const { value, rendered } = current;
    let answer = rendered.get(view);
    if (!answer) {
      answer = value.then((figures) => Buffer.from(JSON.stringify(views[view](figures))));
      rendered.set(view, answer);
    }
    return answer;
  }

  /** Sends the snapshot as JSON, as `view` shows it (already serialised: the route's response schema documents it). */
  return async function send(reply: FastifyReply, view: V) {
    return reply.type('application/json; charset=utf-8').send(await get(view));
  };
}
