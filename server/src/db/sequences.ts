import type { Db } from './connect';
import { preparedQuery } from './prepared';

/** The upsert that takes a number, compiled once (every document issued runs it). */
const takeNumber = preparedQuery((trx: Db, kind: string, year: number) =>
  trx
    .insertInto('documentSequences')
    .values({ kind, year, lastNumber: 1 })
    .onConflict((oc) =>
      oc.columns(['shopId', 'kind', 'year']).doUpdateSet((eb) => ({ lastNumber: eb(eb.ref('documentSequences.lastNumber'), '+', 1) })),
    )
    .returning('lastNumber'),
);

/**
 * Takes the next number of a document kind ('BR' for GRNs, 'FA' for invoices) for a year and
 * formats it as `BR-2026-000045`. Call it inside the transaction that writes the document: the
 * upsert locks the (kind, year) row until commit, and a rollback gives the number back, so the
 * numbering has no gaps and no duplicates, on SQLite and PostgreSQL alike.
 */
export async function nextDocumentNumber(trx: Db, kind: string, year: number): Promise<string> {
  const [{ lastNumber }] = await takeNumber(trx, kind, year);
  return `${kind}-${year}-${String(lastNumber).padStart(6, '0')}`;
}
