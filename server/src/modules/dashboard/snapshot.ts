import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';

/** How long a snapshot may serve when no invoice or GRN was recorded (renamed products show after this). */
const MAX_AGE_MS = 60_000;
/** Answers smaller than this are not worth compressing. */
const GZIP_FROM_BYTES = 8 * 1024;

interface Rendered {
  json: Buffer;
  gzip?: Buffer;
}

/** Changes whenever an invoice or a GRN is recorded, whichever instance recorded it: two index lookups. */
export async function latestDocuments(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('invoices').select((inner) => inner.fn.max('id').as('id')).as('invoice'),
      eb.selectFrom('grns').select((inner) => inner.fn.max('id').as('id')).as('grn'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.invoice ?? 0}/${row.grn ?? 0}`;
}

/**
 * The dashboard's figures aggregate every sale and purchase of the year: hundreds of milliseconds
 * on a large shop (on SQLite, time during which the single connection serves nobody else), and
 * an answer of one entry per product sold. A snapshot computes them once and keeps the answer,
 * serialised (and gzipped when large), until an invoice or GRN is recorded on any instance, the
 * year or `scope` changes, or MAX_AGE_MS passes. Requests arriving while it is computed share
 * the computation. Each request still costs one indexed query, to see new documents at once.
 */
export function createSnapshot<T>(db: Db, compute: () => Promise<T>, scope: () => string) {
  let current: { key: string; at: number; rendered: Promise<Rendered> } | undefined;

  async function get(): Promise<Rendered> {
    const key = `${scope()}|${await latestDocuments(db)}`;
    if (current && current.key === key && Date.now() - current.at < MAX_AGE_MS) return current.rendered;
    const rendered = compute().then((value) => {
      const json = Buffer.from(JSON.stringify(value));
      return { json, gzip: json.length >= GZIP_FROM_BYTES ? gzipSync(json) : undefined };
    });
    const entry = { key, at: Date.now(), rendered };
    current = entry;
    // A failed computation is not kept.
    rendered.catch(() => {
      if (current === entry) current = undefined;
    });
    return rendered;
  }

  /** Sends the snapshot as JSON (already serialised: the route's response schema documents it). */
  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const { json, gzip } = await get();
    reply.type('application/json; charset=utf-8');
    if (gzip) {
      reply.header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(gzip);
      }
    }
    return reply.send(json);
  };
}
