import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { hasAtMostTwoDecimals, PAYMENT_TYPES, type CustomerAccount, type PaymentType } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { Amount } from '../../common/Amount';
import { formatDate } from '../../common/dates';
import { askConfirm, showError } from '../../common/dialogs';
import { openPdf } from '../../common/files';
import { t } from '../../common/i18n';
import { formatMoney } from '../../common/money';
import { paymentTypeOptions } from '../../common/paymentTypes';
import { typedNumber } from '../../common/typedNumber';
import { localizedResolver } from '../../common/validation';
import { fetchReceiptPdf, useCustomerAccount, useRecordPayment } from './queries';

interface PaymentValues {
  amount: number | string;
  paymentType: PaymentType;
  invoiceIds: number[];
}

/** The payment form's rules: an amount above 0, with centimes at most, and no more than is owed. */
const paymentForm = (amountDue: number) =>
  z.object({
    amount: typedNumber(
      z
        .number({ error: 'Payment is required' })
        .refine((value) => value > 0, 'Amount must be above 0')
        .refine(hasAtMostTwoDecimals, 'Amount must have at most 2 decimals')
        .refine((value) => value <= amountDue, 'The payment is more than the customer owes'),
    ),
    paymentType: z.enum(PAYMENT_TYPES),
    invoiceIds: z.array(z.number()),
  });

interface PaymentModalProps {
  /** Who pays; null keeps the modal closed. */
  customer: { customerId: number; name: string } | null;
  onClose: () => void;
}

/** Records money a customer pays on what they owe, settling the invoices they name first, then the oldest. */
export function PaymentModal({ customer, onClose }: PaymentModalProps) {
  // Kept while the screen is open, not with the form: a payment whose answer was lost is sent again
  // under the same Idempotency-Key if the clerk tries again, and recorded once.
  const record = useRecordPayment();
  return (
    <Modal opened={!!customer} onClose={onClose} title={t('Record a payment')} size="lg" centered>
      {customer && <PaymentForm key={customer.customerId} customer={customer} record={record} onDone={onClose} />}
    </Modal>
  );
}

type RecordPayment = ReturnType<typeof useRecordPayment>;

function PaymentForm({
  customer,
  record,
  onDone,
}: {
  customer: { customerId: number; name: string };
  record: RecordPayment;
  onDone: () => void;
}) {
  const account = useCustomerAccount(customer.customerId);
  if (!account.data) return <Text c="dimmed">{account.isError ? t('Something went wrong!') : t('Loading...')}</Text>;
  return <LoadedPaymentForm customer={customer} account={account.data} record={record} onDone={onDone} />;
}

function LoadedPaymentForm({
  customer,
  account,
  record,
  onDone,
}: {
  customer: { customerId: number; name: string };
  account: CustomerAccount;
  record: RecordPayment;
  onDone: () => void;
}) {
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { amount: account.amountDue, paymentType: 'CASH', invoiceIds: [] },
    validate: localizedResolver(paymentForm(account.amountDue)),
    validateInputOnChange: true,
  });
  async function submit(values: PaymentValues) {
    try {
      const payment = await record.mutateAsync({
        customerId: customer.customerId,
        amount: Number(values.amount),
        paymentType: values.paymentType,
        ...(values.invoiceIds.length ? { invoiceIds: values.invoiceIds } : {}),
      });
      onDone();
      const open = await askConfirm({
        title: t('Payment recorded'),
        text: t('Receipt {{number}}: {{amount}} received from {{name}}.', {
          number: payment.number,
          amount: formatMoney(payment.amount),
          name: customer.name,
        }),
        confirmLabel: t('Open the receipt'),
        cancelLabel: t('Close'),
      });
      if (open) openPdf(await fetchReceiptPdf(payment.id));
    } catch (error) {
      await showError(t('Something went wrong!'), errorDetail(error));
    }
  }

  const toggle = (invoiceId: number, checked: boolean) =>
    form.setFieldValue(
      'invoiceIds',
      checked ? [...form.values.invoiceIds, invoiceId] : form.values.invoiceIds.filter((id) => id !== invoiceId),
    );

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <div>
          <Text fw={600}>{customer.name}</Text>
          <Text size="sm">
            {t('Amount due')}: <Amount value={account.amountDue} />
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {t('Tick the invoices this payment settles first; the rest goes to the oldest.')}
        </Text>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} aria-label={t('Open invoices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('Invoice No')}</Table.Th>
                <Table.Th>{t('Date')}</Table.Th>
                <Table.Th>{t('Remaining due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.openInvoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('Settle {{number}} first', { number: invoice.number })}
                      checked={form.values.invoiceIds.includes(invoice.id)}
                      onChange={(event) => toggle(invoice.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{formatDate(invoice.date)}</Table.Td>
                  <Table.Td>
                    <Amount value={invoice.remainingDue} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group grow align="flex-start">
          <NumberInput
            label={t('Amount received')}
            required
            min={0}
            decimalScale={2}
            suffix={` ${t('DH')}`}
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('Payment Type')}
            required
            allowDeselect={false}
            data={paymentTypeOptions()}
            {...form.getInputProps('paymentType')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('Record the payment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
