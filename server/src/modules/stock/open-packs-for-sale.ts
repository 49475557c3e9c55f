import type { InvoiceRequest } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { conflict } from '../../lib/problems';
import type { MovementContext } from '../ledger';
import { openPacks } from './split-pack';
import { packsOfUnits, saleOfUnitsBatches, type SplitBatch } from './repository/splits';
import { addUp } from '../../lib/quantities';

const firstExpiringFirst = (a: SplitBatch, b: SplitBatch) =>
  a.expireDate === b.expireDate ? a.id - b.id : a.expireDate < b.expireDate ? -1 : 1;

/**
 * Before a sale takes its units: a line of a unit product (the `unitProductId` of a pack sold by the
 * unit) given by `product` takes its loose units first-expiry-first-out, and, when they run short,
 * packs are opened here, in the sale's transaction, into units of their lot: from the pack's
 * unexpired batches, first expiring first, after what the sale's own lines of the pack take of
 * them; as few packs as the missing units need. When even all those packs are short, 409 naming
 * the unit product and the units it has (loose and in packs). A line naming a stock line takes
 * from that batch only, as always: it opens nothing.
 * Every batch the sale may take from is locked first, in id order (PostgreSQL), so that the sale's
 * own locking afterwards takes nothing out of that order. Answers nothing: the sale then finds the
 * opened units in the unit product's batches.
 */
export async function openPacksForSale(trx: Db, items: InvoiceRequest['invoiceItems'], today: string, context: MovementContext) {
  const wanted = addUp(items.flatMap((item) => (item.product ? [{ id: item.product.id, quantity: item.quantity }] : [])));
  if (!wanted.size) return;
  const packs = await packsOfUnits(trx, [...wanted.keys()]);
  if (!packs.length) return;
  const named = addUp(items.flatMap((item) => (item.stock ? [{ id: item.stock.id, quantity: item.quantity }] : [])));
  const batches = await saleOfUnitsBatches(
    trx,
    [...named.keys()],
    [...new Set([...wanted.keys(), ...packs.map((pack) => pack.packProductId)])],
    packs.map((pack) => pack.unitProductId),
    today,
  );
  const sellable = (productId: number) =>
    batches.filter((batch) => batch.productId === productId && batch.quantity > 0 && batch.expireDate >= today).sort(firstExpiringFirst);

  // What the sale takes otherwise, as it will: the named stock lines, then the other products' lines first expiring first.
  const taken = new Map(named);
  const free = (batch: SplitBatch) => batch.quantity - (taken.get(batch.id) ?? 0);
  const units = new Set(packs.map((pack) => pack.unitProductId));
  for (const [productId, quantity] of wanted) {
    if (units.has(productId)) continue;
    let left = quantity;
    for (const batch of sellable(productId)) {
      const take = Math.min(Math.max(free(batch), 0), left);
      taken.set(batch.id, (taken.get(batch.id) ?? 0) + take);
      left -= take;
    }
  }

  for (const { packProductId, unitsPerPack, unitProductId, unitName } of packs) {
    const requested = wanted.get(unitProductId)!;
    const loose = sellable(unitProductId).reduce((sum, batch) => sum + Math.max(free(batch), 0), 0);
    if (loose >= requested) continue;
    let packsLeft = Math.ceil((requested - loose) / unitsPerPack);
    const openings: { pack: SplitBatch; packs: number }[] = [];
    for (const pack of sellable(packProductId)) {
      const open = Math.min(Math.max(free(pack), 0), packsLeft);
      if (open <= 0) continue;
      openings.push({ pack, packs: open });
      taken.set(pack.id, (taken.get(pack.id) ?? 0) + open);
      packsLeft -= open;
      if (packsLeft === 0) break;
    }
    if (packsLeft > 0) {
      const inPacks = openings.reduce((sum, opening) => sum + opening.packs, 0) * unitsPerPack;
      throw conflict(`Not enough stock for ${unitName}: ${loose + inPacks} available, ${requested} requested. The invoice was not saved.`);
    }
    for (const { pack, packs: count } of openings) {
      // The batch is locked and its packs counted above: the conditional decrement is the last guard.
      if (!(await openPacks(trx, { pack, packs: count, unitProductId, unitsPerPack }, context)))
        throw conflict(`Not enough stock for ${unitName}: ${loose} available, ${requested} requested. The invoice was not saved.`);
    }
  }
}
