import type { ProductLookupItem, ScannedBatch } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { expiryStatusOf } from '../../lib/expiry';
import { productCodesOf, type Gs1Scan } from '../../lib/gs1';
import type { ExpiryWindow } from '../stock';
import { noneOrExpiredLot } from './expired-lot';
import { batchesOfLot, lookupCodes } from './repository';

/**
 * The batch a box of `lot` comes from, among the product's batches of that lot in stock (a lot
 * received twice is two batches): the one with the expiry printed on the box, else an unexpired one,
 * first expiring first, then first received.
 */
function batchOfBox(batches: Awaited<ReturnType<typeof batchesOfLot>>, printed: string | null, today: string) {
  const rank = (batch: { expireDate: string }) => [batch.expireDate === printed ? 0 : 1, batch.expireDate < today ? 1 : 0];
  return batches.toSorted((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || a.expireDate.localeCompare(b.expireDate) || a.id - b.id;
  })[0];
}

/**
 * The lookup of a box's GS1 DataMatrix: the product registered under its GTIN (as an EAN-13 or
 * another of its forms), with what the box said (`scan`) and, when the product has that lot in
 * stock, the `batch` it comes from with its expiry status, EXPIRED too: the counter refuses it,
 * with its date, rather than sell another lot. A GTIN no product has answers as a lot number typed
 * does (noneOrExpiredLot): a 404 when that lot has expired, else nothing.
 */
export async function lookupScan(db: Db, scan: Gs1Scan, { today, nearExpiryDays }: ExpiryWindow): Promise<ProductLookupItem[]> {
  const found = await lookupCodes(db, productCodesOf(scan.gtin), today);
  if (found.length === 0) return scan.lot ? noneOrExpiredLot(db, scan.lot, today) : [];
  const said = { lot: scan.lot, expireDate: scan.expireDate, serial: scan.serial };
  return Promise.all(
    found.map(async (product) => {
      const lot = scan.lot;
      const box = lot === null ? undefined : batchOfBox(await batchesOfLot(db, product.id, lot), scan.expireDate, today);
      const batch: ScannedBatch | undefined = box && { ...box, expiryStatus: expiryStatusOf(box.expireDate, today, nearExpiryDays) };
      return { ...product, scan: said, ...(batch ? { batch } : {}) };
    }),
  );
}
