import { AccountPaymentModal, type AccountPaymentTexts } from '../../domain/payment/AccountPaymentModal';
import { t } from '../../common/i18n';
import { formatMoney } from '../../common/money';
import { fetchReceiptPdf, useCustomerAccount, useRecordPayment } from './api';

const texts = (): AccountPaymentTexts => ({
  title: t('Record a payment'),
  submit: t('Record the payment'),
  recordedTitle: t('Payment recorded'),
  documentsCaption: t('Open invoices'),
  documentHeader: t('Invoice No'),
  tick: t('Tick the invoices this payment settles first; the rest goes to the oldest.'),
  settleFirst: (number) => t('Settle {{number}} first', { number }),
  amountLabel: t('Amount received'),
  tooMuch: 'The payment is more than the customer owes',
  recorded: (payment, name) =>
    t('Receipt {{number}}: {{amount}} received from {{name}}.', { number: payment.number, amount: formatMoney(payment.amount), name }),
  openDocument: t('Open the receipt'),
});

/** Records money a customer pays on what they owe, settling the invoices they name first, then the oldest. */
export function PaymentModal({ customer, onClose }: { customer: { customerId: number; name: string } | null; onClose: () => void }) {
  const record = useRecordPayment();
  return (
    <AccountPaymentModal
      party={customer && { id: customer.customerId, name: customer.name }}
      onClose={onClose}
      texts={texts()}
      useAccount={useCustomerAccount}
      save={({ partyId, documentIds, ...payment }) =>
        record.mutateAsync({ customerId: partyId, ...payment, ...(documentIds.length ? { invoiceIds: documentIds } : {}) })
      }
      saving={record.isPending}
      fetchPdf={fetchReceiptPdf}
    />
  );
}
