import type { CustomerPaymentRequest } from '@hanout/contract';
import { documentsOfParty, insertPayment, recordPayment, type PaymentRecording } from '../accounts';
import type { Db } from '../../db/connect';
import { keepAsIssued } from '../documents';
import { openInvoices } from './repository';
import { loadPaymentReceiptDocument, requireCustomer } from './service';

const RECEIPT_KIND = 'RC';

/**
 * Records a receipt in one transaction: numbered without gaps (`RC-2026-000001`), allocated to the
 * chosen invoices first, in their order (those already settled are passed over), then to the oldest
 * open ones. An invoice of another customer answers 409. More than the customer owes
 * answers 409 and writes nothing.
 */
export function recordCustomerPayment(
  db: Db,
  customerId: number,
  request: CustomerPaymentRequest,
  by: PaymentRecording,
): Promise<{ id: number }> {
  return recordPayment(db, request, request.invoiceIds, by, {
    async bookOf(trx) {
      await requireCustomer(trx, customerId, { lock: true });
      const documents = await openInvoices(trx, customerId);
      return {
        kind: RECEIPT_KIND,
        settles: 'invoices',
        documents,
        owed: documents.reduce((sum, invoice) => sum + invoice.remaining, 0),
        theirs: (ids) => documentsOfParty(trx, 'customer', customerId, ids),
        tooMuch: (amount, owed) => `The payment (${amount} DH) is more than the customer owes (${owed} DH).`,
        foreign: (ids) => `Invoice ${ids} is not an invoice of this customer.`,
        insert: (row, allocations) => insertPayment(trx, 'customer', { ...row, partyId: customerId, userId: by.userId }, allocations),
      };
    },
    keep: (trx, id) => keepAsIssued(trx, 'customer-payment', id, loadPaymentReceiptDocument),
  });
}
