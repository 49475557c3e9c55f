import { unitCost, vatOnExclusive } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { refuseChangeOnNonCash } from '../../lib/change';
import { MAX_CENTIMES, toCentimes } from '../../lib/money';
import { badRequest } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { CompleteKey } from '../idempotency';
import { recordMovements, type MovementEntry } from '../ledger';
import { keepAsIssued } from '../documents';
import { refuseAbovePpv } from '../stock';
import { checkGrnRequest, type GrnRequest } from './request-checks';
import { insertGrn, insertGrnItem, insertStock, productVatRates } from './repository';
import { loadGrnDocument } from './service';

const GRN_KIND = 'BR';

/**
 * Records goods received in one transaction: the GRN numbered without gaps, its lines, and one new
 * stock line per GRN line at the line's prices and dates. Buying prices are before tax (HT): each
 * line's VAT is taken at its product's rate, and the grand total, payment and balance are VAT
 * included (TTC). A line's free units enter its batch at no cost: the line's total is what was paid
 * for, and the batch's unit cost that total over every unit received (DECISIONS). `complete` marks
 * an Idempotency-Key done in the same transaction. No line sells above its product's PPV (400). Answers the new GRN's id and number.
 */
export async function createGrn(
  db: Db,
  request: GrnRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number; number: string }> {
  const today = localDate(timeZone, now);
  await checkGrnRequest(db, request, today);
  const rates = await productVatRates(db, [...new Set(request.grnItems.map((item) => item.product))]);
  const lines = request.grnItems.map((item) => {
    const buyingPrice = toCentimes(item.buyingPrice);
    const exclVat = buyingPrice * item.quantity;
    const vatRate = rates.get(item.product) ?? 0;
    return {
      ...item,
      buyingPrice,
      received: item.quantity + item.freeQuantity,
      unitCost: unitCost(buyingPrice, item.quantity, item.freeQuantity),
      sellingPrice: toCentimes(item.sellingPrice),
      total: exclVat,
      vatRate,
      vat: vatOnExclusive(exclVat, vatRate),
    };
  });
  const totalVat = lines.reduce((sum, line) => sum + line.vat, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0) + totalVat;
  if (total > MAX_CENTIMES) throw badRequest('grnItems: The GRN total is too large');
  const payment = toCentimes(request.grnPayment.payment);
  refuseChangeOnNonCash(request.grnPayment.paymentType, payment, total);

  return db.transaction().execute(async (trx) => {
    await refuseAbovePpv(
      trx,
      lines.map((line, index) => ({ productId: line.product, sellingPrice: line.sellingPrice, field: `grnItems.${index}.sellingPrice` })),
    );
    const createdAt = now.toISOString();
    const number = await nextDocumentNumber(trx, GRN_KIND, Number(today.slice(0, 4)));
    const id = await insertGrn(trx, {
      number,
      dateTime: createdAt,
      localDate: today,
      supplierId: request.supplier,
      userId,
      total,
      totalVat,
      payment,
      balance: payment - total,
      paymentType: request.grnPayment.paymentType,
    });
    const received: MovementEntry[] = [];
    for (const line of lines) {
      const grnItemId = await insertGrnItem(trx, {
        grnId: id,
        productId: line.product,
        quantity: line.quantity,
        freeQuantity: line.freeQuantity,
        buyingPrice: line.buyingPrice,
        sellingPrice: line.sellingPrice,
        manufactureDate: line.manufactureDate,
        expireDate: line.expireDate,
        batchNumber: line.batchNumber ?? null,
        total: line.total,
        vatRate: line.vatRate,
        vat: line.vat,
      });
      const stockId = await insertStock(trx, {
        productId: line.product,
        grnItemId,
        quantity: line.received,
        initialQuantity: line.received,
        buyingPrice: line.unitCost,
        sellingPrice: line.sellingPrice,
        manufactureDate: line.manufactureDate,
        expireDate: line.expireDate,
        batchNumber: line.batchNumber ?? null,
        createdAt,
      });
      received.push({
        stockId,
        productId: line.product,
        type: 'GRN',
        quantityChange: line.received,
        documentId: id,
        documentNumber: number,
      });
    }
    await recordMovements(trx, { userId, at: createdAt }, received);
    await complete(trx, id);
    await keepAsIssued(trx, 'grn', id, loadGrnDocument);
    return { id, number };
  });
}
