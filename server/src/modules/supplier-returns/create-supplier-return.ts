import type { SupplierReturnRequest } from '@hanout/contract';
import { vatOnExclusive } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { MAX_CENTIMES } from '../../lib/money';
import { badRequest, conflict, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { DocumentIssue } from '../idempotency';
import { recordMovements } from '../ledger';
import { takeFromBatch } from '../stock';
import { keepAsIssued } from '../documents';
import { batchesWithGrnLines, batchQuantity, insertSupplierReturn, lockGrn, returnedOfGrn } from './repository';
import { loadSupplierReturnDocument } from './service';

const SUPPLIER_RETURN_KIND = 'RF';

/** How a batch is named in a problem: its supplier's lot number, or its id when it has none. */
const lotOf = (stock: { stockId: number; batchNumber: string | null }) => stock.batchNumber ?? `#${stock.stockId}`;

/**
 * Records a supplier return (retour fournisseur) on a GRN in one transaction: each line takes units
 * out of a batch received on that GRN (409 naming the product and lot when the batch was not
 * received on it, holds fewer units, or would go back beyond what it received less what already
 * went back), valued at the GRN line's buying price before tax plus its VAT, as the GRN was.
 * Numbered without gaps per year (`RF-2026-000001`). On PostgreSQL the GRN's row is locked first,
 * so two returns of one GRN never both pass the "received less returned" check; the batches are
 * then taken in id order with conditional updates, as sales take them, so a sale racing a return
 * never drives a batch below zero.
 */
export async function createSupplierReturn(
  db: Db,
  grnId: number,
  request: SupplierReturnRequest,
  { userId, timeZone, now = new Date(), complete = async () => {} }: DocumentIssue,
): Promise<{ id: number }> {
  const today = localDate(timeZone, now);
  return db.transaction().execute(async (trx) => {
    const grn = await lockGrn(trx, grnId);
    if (!grn) throw notFound(`GRN ${grnId} does not exist.`);
    const stockIds = request.items.map((item) => item.stockId);
    const [batches, returned] = await Promise.all([batchesWithGrnLines(trx, stockIds), returnedOfGrn(trx, grn.id)]);
    const byId = new Map(batches.map((batch) => [batch.stockId, batch]));
    const lines = request.items.map((item) => {
      const batch = byId.get(item.stockId);
      if (!batch) throw notFound(`Stock line #${item.stockId} does not exist.`);
      if (batch.grnId !== grn.id || batch.grnItemId === null || batch.paidFor === null || batch.lineTotal === null)
        throw conflict(`Stock line #${item.stockId} is not from GRN ${grn.number}.`);
      const received = batch.paidFor + (batch.freeQuantity ?? 0);
      const sentBack = returned.get(batch.stockId) ?? { units: 0, exclVat: 0, vat: 0 };
      const already = sentBack.units;
      if (item.quantity > received - already) {
        throw conflict(
          `${batch.name} (lot ${lotOf(batch)}): ${received} received on ${grn.number} and ${already} already returned, ` +
            `so at most ${received - already} can go back. The supplier return was not saved.`,
        );
      }
      const { lineTotal } = batch;
      const vatRate = batch.vatRate ?? 0;
      const lineVat = vatOnExclusive(lineTotal, vatRate);
      // A unit goes back at the batch's unit cost: what the line paid over every unit received, free
      // ones included (DECISIONS), to the centime, so that unit price times units is the value printed.
      // The return taking the line's last units takes what is left of it, so that all of a line's
      // returns give back exactly what its GRN line charged, HT and VAT, never a centime more.
      const buyingPrice = Math.round(lineTotal / received);
      const last = already + item.quantity === received;
      const exclVat = last ? lineTotal - sentBack.exclVat : Math.min(buyingPrice * item.quantity, lineTotal - sentBack.exclVat);
      const vat = last ? lineVat - sentBack.vat : Math.min(vatOnExclusive(exclVat, vatRate), lineVat - sentBack.vat);
      return { batch, grnItemId: batch.grnItemId, buyingPrice, vatRate, item, exclVat, vat };
    });
    const totalVat = lines.reduce((sum, line) => sum + line.vat, 0);
    const total = lines.reduce((sum, line) => sum + line.exclVat, 0) + totalVat;
    if (total > MAX_CENTIMES) throw badRequest('items: The supplier return total is too large');
    // Batches in id order, as sales take them: the two never wait on each other in a circle.
    for (const line of [...lines].sort((a, b) => a.batch.stockId - b.batch.stockId)) {
      if (!(await takeFromBatch(trx, line.batch.stockId, line.item.quantity))) {
        const left = await batchQuantity(trx, line.batch.stockId);
        throw conflict(
          `Not enough stock of ${line.batch.name} (lot ${lotOf(line.batch)}): ${left.quantity} left in the batch, ` +
            `${line.item.quantity} to return. The supplier return was not saved.`,
        );
      }
    }
    const number = await nextDocumentNumber(trx, SUPPLIER_RETURN_KIND, Number(today.slice(0, 4)));
    const id = await insertSupplierReturn(
      trx,
      {
        number,
        dateTime: now.toISOString(),
        localDate: today,
        grnId: grn.id,
        supplierId: grn.supplierId,
        userId,
        total,
        totalVat,
      },
      lines.map((line) => ({
        grnItemId: line.grnItemId,
        stockId: line.batch.stockId,
        productId: line.batch.productId,
        quantity: line.item.quantity,
        buyingPrice: line.buyingPrice,
        total: line.exclVat,
        vatRate: line.vatRate,
        vat: line.vat,
        reason: line.item.reason,
      })),
    );
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      lines.map((line) => ({
        stockId: line.batch.stockId,
        productId: line.batch.productId,
        type: 'SUPPLIER_RETURN',
        quantityChange: -line.item.quantity,
        reason: line.item.reason || null,
        documentId: id,
        documentNumber: number,
      })),
    );
    await complete(trx, id);
    await keepAsIssued(trx, 'supplier-return', id, loadSupplierReturnDocument);
    return { id };
  });
}
