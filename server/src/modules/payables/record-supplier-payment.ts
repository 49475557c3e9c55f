import type { SupplierPaymentRequest } from '@hanout/contract';
import type { CompleteKey } from '../idempotency';
import { documentsOfParty, paymentDays, settlePayment } from '../accounts';
import type { Db } from '../../db/connect';
import { keepAsIssued } from '../documents';
import { insertSupplierPayment, supplierBalance } from './repository';
import { loadSupplierPaymentDocument, openGrns, requireSupplier } from './service';

const PAYMENT_KIND = 'PF';

/**
 * Records a payment to a supplier in one transaction (`PF-2026-000001`), allocated to the chosen
 * GRNs first, in their order, then to the oldest open ones (see settlePayment). What went back to
 * the supplier may leave less owed than the open GRNs show: the payment is refused above the
 * account's balance.
 */
export function recordSupplierPayment(
  db: Db,
  supplierId: number,
  request: SupplierPaymentRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number }> {
  const payment = paymentDays(request, timeZone, now);
  return db.transaction().execute(async (trx) => {
    await requireSupplier(trx, supplierId, { lock: true });
    const [documents, balance] = await Promise.all([openGrns(trx, supplierId), supplierBalance(trx, supplierId)]);
    const id = await settlePayment(trx, payment, request.grnIds, {
      kind: PAYMENT_KIND,
      settles: 'GRNs',
      documents,
      owed: Math.max(0, balance),
      theirs: (ids) => documentsOfParty(trx, 'supplier', supplierId, ids),
      tooMuch: (amount, owed) => `The payment (${amount} DH) is more than the shop owes the supplier (${owed} DH).`,
      foreign: (ids) => `GRN ${ids} is not a GRN of this supplier.`,
      insert: (row, allocations) => insertSupplierPayment(trx, { ...row, supplierId, userId }, allocations),
    });
    await complete(trx, id);
    await keepAsIssued(trx, 'supplier-payment', id, loadSupplierPaymentDocument);
    return { id };
  });
}
