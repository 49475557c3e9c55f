import type { ProductLookupItem, StockEntry } from '@hanout/contract';
import { multiplyMoney } from '../../common/money';
import { allocate, lineKey, validQuantity, type AllocatedLine, type CounterLine } from './saleDraft';

/*
 * Counter lines that name their batch: the box a GS1 DataMatrix scan names (its lot, its serial), or
 * a lot chosen by hand. The server sells exactly that batch; the product's other lines take first
 * expiring first from what is left, as it does.
 */

/** Adds the box a scan names: one more unit on the line selling its batch (a new line when none does), with its serial. */
export function addBox(lines: CounterLine[], product: ProductLookupItem, batchId: number, serial: string | null): CounterLine[] {
  const index = lines.findIndex((line) => line.product.id === product.id && line.batchId === batchId);
  const withSerial = (serials: string[] = []) => (serial === null ? {} : { serials: [...serials, serial] });
  if (index < 0) return [...lines, { product, quantity: 1, batchId, ...withSerial() }];
  return lines.map((line, i) => (i === index ? { ...line, product, quantity: line.quantity + 1, ...withSerial(line.serials) } : line));
}

/** Whether the sale holds the box of this serial already: the same box scanned twice. */
export const holdsBox = (lines: CounterLine[], productId: number, serial: string): boolean =>
  lines.some((line) => line.product.id === productId && line.serials?.includes(serial));

/**
 * Moves the line `key` to another batch of its product, or back to first expiring first (null). Its
 * units join the line already selling that batch, if any. The serials scanned are those of boxes of
 * the batch it leaves: they go with it.
 */
export function setLot(lines: CounterLine[], key: string, batchId: number | null): CounterLine[] {
  const moved = lines.find((line) => lineKey(line) === key);
  if (!moved) return lines;
  const target: CounterLine = { product: moved.product, quantity: moved.quantity, ...(batchId === null ? {} : { batchId }) };
  const targetKey = lineKey(target);
  if (targetKey === key) return lines;
  if (!lines.some((line) => lineKey(line) === targetKey)) return lines.map((line) => (lineKey(line) === key ? target : line));
  return lines
    .filter((line) => lineKey(line) !== key)
    .map((line) => (lineKey(line) === targetKey ? { ...line, quantity: line.quantity + moved.quantity } : line));
}

/**
 * The lines as the sale will take them by lot (`batchesOf(productId)`: the product's sellable
 * batches, first expiring first, undefined while they are read). A line naming its batch takes from
 * it; the product's other lines take first expiring first from what those leave.
 */
export function allocateByLot(lines: CounterLine[], batchesOf: (productId: number) => StockEntry[] | undefined): AllocatedLine[] {
  const named = new Map<number, number>();
  for (const line of lines) {
    if (line.batchId !== undefined && validQuantity(line.quantity)) named.set(line.batchId, (named.get(line.batchId) ?? 0) + line.quantity);
  }
  return lines.map((line) => {
    const batches = batchesOf(line.product.id);
    if (line.batchId === undefined) {
      const left = batches?.map((batch) => ({ ...batch, quantity: batch.quantity - (named.get(batch.id) ?? 0) }));
      return allocate(
        line,
        left?.filter((batch) => batch.quantity > 0),
      );
    }
    if (!batches || !validQuantity(line.quantity)) return allocate(line, undefined);
    // A batch expired or sold out since it was scanned is no longer listed: the line has nothing to take.
    const batch = batches.find((candidate) => candidate.id === line.batchId);
    const taken = Math.min(batch?.quantity ?? 0, line.quantity);
    return {
      ...line,
      shares: batch && taken > 0 ? [{ batch, quantity: taken }] : [],
      total: batch ? multiplyMoney(batch.sellingPrice, taken) : 0,
      short: line.quantity - taken,
    };
  });
}
