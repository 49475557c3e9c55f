import type { SupplierPaymentRequest } from '@hanout/contract';
import { documentsOfParty, insertPayment, recordPayment, type PaymentRecording } from '../accounts';
import type { Db } from '../../db/connect';
import { keepAsIssued } from '../documents';
import { supplierBalance } from './repository';
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
  by: PaymentRecording,
): Promise<{ id: number }> {
  return recordPayment(db, request, request.grnIds, by, {
    async bookOf(trx) {
      await requireSupplier(trx, supplierId, { lock: true });
      const [documents, balance] = await Promise.all([openGrns(trx, supplierId), supplierBalance(trx, supplierId)]);
      return {
        kind: PAYMENT_KIND,
        settles: 'GRNs',
        documents,
        owed: Math.max(0, balance),
        theirs: (ids) => documentsOfParty(trx, 'supplier', supplierId, ids),
        tooMuch: (amount, owed) => `The payment (${amount} DH) is more than the shop owes the supplier (${owed} DH).`,
        foreign: (ids) => `GRN ${ids} is not a GRN of this supplier.`,
        insert: (row, allocations) => insertPayment(trx, 'supplier', { ...row, partyId: supplierId, userId: by.userId }, allocations),
      };
    },
    keep: (trx, id) => keepAsIssued(trx, 'supplier-payment', id, loadSupplierPaymentDocument),
  });
}
