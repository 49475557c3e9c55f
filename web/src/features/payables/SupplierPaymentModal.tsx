import { AccountPaymentModal, type AccountPaymentTexts } from '../../domain/payment/AccountPaymentModal';
import { t } from '../../common/i18n';
import { formatMoney } from '../../common/money';
import { fetchVoucherPdf, useRecordSupplierPayment, useSupplierAccount } from './api';

const texts = (): AccountPaymentTexts => ({
  title: t('Pay the supplier'),
  submit: t('Pay'),
  recordedTitle: t('Payment made'),
  documentsCaption: t('Open GRNs'),
  documentHeader: t('GRN No'),
  tick: t('Tick the GRNs this payment settles first; the rest goes to the oldest.'),
  settleFirst: (number) => t('Settle {{number}} first', { number }),
  amountLabel: t('Amount paid'),
  tooMuch: 'The payment is more than the shop owes the supplier',
  recorded: (payment, name) =>
    t('Payment {{number}}: {{amount}} paid to {{name}}.', { number: payment.number, amount: formatMoney(payment.amount), name }),
  openDocument: t('Open the voucher'),
});

/** Records money the shop pays a supplier on what it owes, settling the GRNs ticked first, then the oldest. */
export function SupplierPaymentModal({
  supplier,
  onClose,
}: {
  supplier: { supplierId: number; name: string } | null;
  onClose: () => void;
}) {
  const record = useRecordSupplierPayment();
  return (
    <AccountPaymentModal
      party={supplier && { id: supplier.supplierId, name: supplier.name }}
      onClose={onClose}
      texts={texts()}
      useAccount={useSupplierAccount}
      save={({ partyId, documentIds, ...payment }) =>
        record.mutateAsync({ supplierId: partyId, ...payment, ...(documentIds.length ? { grnIds: documentIds } : {}) })
      }
      saving={record.isPending}
      fetchPdf={fetchVoucherPdf}
    />
  );
}
