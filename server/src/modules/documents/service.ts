import type { Db } from '../../db/connect';
import type { ShopIdentity } from '../../pdf/shop-identity';
import { loadShopIdentity } from '../settings';
import * as repository from './repository';

/** The documents kept as issued: an invoice's content serves its A4 PDF and its till receipt. */
export type IssuedKind = 'invoice' | 'grn' | 'credit-note' | 'supplier-return' | 'customer-payment' | 'supplier-payment';

/** What a document prints: its record and the shop's identity. */
type Printed = { shop: ShopIdentity };
/**
 * Reads a document with the shop's identity without its logo (`loadShopIdentity(db, { logo: false })`).
 * The logo, an image of up to hundreds of KB rather than a statement of the document, and the till
 * receipt's paper width, the printer the shop has now, are the shop's current ones at each print.
 */
type Load<T> = (db: Db, id: number) => Promise<T>;

/**
 * Keeps what the document `id` prints as it is now, in the transaction that issues it: its record
 * with its parties, products and batches, who issued it and the shop's identity. Renaming a
 * customer or a product, or changing the shop's ICE, later changes no issued document.
 */
export async function keepAsIssued<T extends Printed>(trx: Db, kind: IssuedKind, id: number, load: Load<T>): Promise<void> {
  await repository.insertIssuedContent(trx, kind, id, JSON.stringify(await load(trx, id)));
}

/** The content kept of the document `id` when it was issued, or undefined when none was kept (issued before 033 and never printed since). */
export async function issuedContent<T>(db: Db, kind: IssuedKind, id: number): Promise<T | undefined> {
  const kept = await repository.findIssuedContent(db, kind, id);
  return kept ? (JSON.parse(kept) as T) : undefined;
}

/**
 * What the document `id` prints, as it was issued, with the shop's current logo and receipt paper. A document issued
 * before its content was kept (migration 033) is kept now, as it reads today, so that it changes no more.
 * `load` answers 404 for an unknown record.
 */
export async function documentAsIssued<T extends Printed>(db: Db, kind: IssuedKind, id: number, load: Load<T>): Promise<T> {
  let kept = await repository.findIssuedContent(db, kind, id);
  if (kept === undefined) {
    await repository.insertIssuedContentOnce(db, kind, id, JSON.stringify(await load(db, id)));
    // Drawn from what was kept, whichever of two first prints kept it.
    kept = (await repository.findIssuedContent(db, kind, id))!;
  }
  const document = JSON.parse(kept) as T;
  const { logo, receiptWidth } = await loadShopIdentity(db);
  Object.assign(document.shop, { logo, receiptWidth });
  return document;
}
