import type { Product, ProductLookupItem, StockEntry } from '@hanout/contract';
import { multiplyMoney, sumMoney } from '../../common/money';
import { allocate, validQuantity, type AllocatedLine, type BatchShare, type CounterLine } from './saleDraft';
import { allocateByLot } from './lots';

/*
 * Split packs at the counter: a line of a pack sold by the unit turns into a line of its unit
 * product (and back), and is drawn as the server will sell it: loose units first expiring first,
 * then units of packs it opens (first expiring first, after what the basket's line of the pack takes).
 */

/**
 * A pack's price over its units, rounded down to the centime (a pack's worth of units never sells
 * above the pack) and at least a centime: the price of a unit of an opened pack, as the server sets it.
 */
export const unitPrice = (packPrice: number, unitsPerPack: number): number =>
  Math.max(1, Math.floor(Math.round(packPrice * 100) / unitsPerPack)) / 100;

/** Whether a line can turn between packs and units: a line sold by the unit, or of a pack sold by the unit. */
export const canToggleUnits = (line: CounterLine): boolean =>
  !!line.pack || (line.product.sellByUnit && line.product.unitProductId !== null && line.product.unitsPerPack > 1);

/**
 * The unit product as the counter sells it before its batches are read: what can be sold of it
 * counted in the pack's units (its loose ones come with its batches), at the pack's price over its units.
 */
export const unitItem = (unit: Product, pack: ProductLookupItem): ProductLookupItem => ({
  ...unit,
  availableQuantity: pack.availableQuantity * pack.unitsPerPack,
  price: pack.price === null ? null : unitPrice(pack.price, pack.unitsPerPack),
});

/** `lines` with the line at `index` replaced by `next`, added to the line of the same product if there is one. */
function replaceLine(lines: CounterLine[], index: number, next: CounterLine): CounterLine[] {
  const same = lines.findIndex((line, i) => i !== index && line.product.id === next.product.id);
  if (same < 0) return lines.map((line, i) => (i === index ? next : line));
  const merged = { ...lines[same], quantity: lines[same].quantity + next.quantity };
  return lines.flatMap((line, i) => (i === index ? [] : [i === same ? merged : line]));
}

/** The line of `packId` sold by the unit instead: its unit product, the same quantity typed, in units. */
export function toUnits(lines: CounterLine[], packId: number, unit: ProductLookupItem): CounterLine[] {
  const index = lines.findIndex((line) => line.product.id === packId && !line.pack);
  if (index < 0) return lines;
  return replaceLine(lines, index, { product: unit, quantity: lines[index].quantity, pack: lines[index].product });
}

/** The line of the unit product `unitId` sold by the pack again: the same quantity typed, in packs. */
export function toPacks(lines: CounterLine[], unitId: number): CounterLine[] {
  const index = lines.findIndex((line) => line.product.id === unitId && line.pack);
  const pack = lines[index]?.pack;
  if (!pack) return lines;
  return replaceLine(lines, index, { product: pack, quantity: lines[index].quantity });
}

/** Units of packs opened from a pack batch, as the unit batch the server will put them in. */
interface OpenedUnits {
  batch: StockEntry;
  opened: number;
}

const firstExpiring = (a: { batch: StockEntry }, b: { batch: StockEntry }) =>
  a.batch.expireDate < b.batch.expireDate ? -1 : a.batch.expireDate > b.batch.expireDate ? 1 : 0;

/** A line sold by the unit, taken from its unit product's `batches` and the packs it opens of `packBatches` less `packsTaken`. */
function allocateUnits(
  line: CounterLine & { pack: ProductLookupItem },
  batches: StockEntry[] | undefined,
  packBatches: StockEntry[] | undefined,
  packsTaken: Map<number, number>,
): AllocatedLine {
  if (!validQuantity(line.quantity) || !batches || !packBatches) return allocate(line, undefined);
  const units = line.pack.unitsPerPack;
  const sources: OpenedUnits[] = batches.map((batch) => ({ batch, opened: 0 }));
  let missing = Math.ceil(Math.max(line.quantity - sumQuantities(batches), 0) / units);
  for (const pack of packBatches) {
    const open = Math.min(pack.quantity - (packsTaken.get(pack.id) ?? 0), missing);
    if (open <= 0) continue;
    missing -= open;
    const sellingPrice = unitPrice(pack.sellingPrice, units);
    // Opened into the unit batch of the same lot at the same price when there is one, as the server does.
    const same = sources.find(
      ({ batch }) => batch.batchNumber === pack.batchNumber && batch.expireDate === pack.expireDate && batch.sellingPrice === sellingPrice,
    );
    if (same) Object.assign(same, { batch: { ...same.batch, quantity: same.batch.quantity + open * units }, opened: open });
    else sources.push({ batch: { ...pack, quantity: open * units, sellingPrice }, opened: open });
  }
  const shares: BatchShare[] = [];
  let left = line.quantity;
  for (const { batch, opened } of sources.sort(firstExpiring)) {
    if (left === 0) break;
    const taken = Math.min(batch.quantity, left);
    shares.push({ batch, quantity: taken, ...(opened ? { opened } : {}) });
    left -= taken;
  }
  return { ...line, shares, total: sumMoney(shares.map((share) => multiplyMoney(share.batch.sellingPrice, share.quantity))), short: left };
}

const sumQuantities = (batches: StockEntry[]) => batches.reduce((sum, batch) => sum + batch.quantity, 0);

/**
 * The counter's lines as the sale will take them: each from its product's batches (`batchesOf`,
 * undefined while they are read) by lot (lots.ts), a line sold by the unit from its loose units and
 * then packs of its pack, after the packs the basket's line of that pack takes.
 */
export function allocateLines(lines: CounterLine[], batchesOf: (productId: number) => StockEntry[] | undefined): AllocatedLine[] {
  const allocated = allocateByLot(lines, batchesOf);
  return lines.map((line, index) => {
    const { pack } = line;
    if (!pack) return allocated[index];
    const packLine = allocated.find((other) => other.product.id === pack.id && !other.pack);
    const packsTaken = new Map((packLine?.shares ?? []).map((share) => [share.batch.id, share.quantity]));
    return allocateUnits({ ...line, pack }, batchesOf(line.product.id), batchesOf(pack.id), packsTaken);
  });
}
