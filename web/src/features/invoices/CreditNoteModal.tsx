import { Checkbox, Group, Modal, NumberInput, Select, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceDetail, PaymentType } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { Amount } from '../../common/Amount';
import { formatDate, todayDate } from '../../common/dates';
import { askConfirm, showError } from '../../common/dialogs';
import { openPdf } from '../../common/files';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import { formatMoney, multiplyMoney, subtractMoney, sumMoney } from '../../common/money';
import { paymentTypeOptions } from '../../domain/payment/paymentTypes';
import {
  lineNames,
  ReturnedQuantityInput,
  ReturnLinesForm,
  ReturnProductCell,
  ReturnReasonInput,
  countedUnits,
  returnedUnits,
  type ReturnedLine,
} from '../../domain/returns/ReturnInputs';
import { fetchCreditNotePdf, useIssueCreditNote } from './api';

interface CreditedLine extends ReturnedLine {
  restock: boolean;
}

interface CreditNoteValues {
  lines: Record<string, CreditedLine>;
  amount: number | string;
  paymentType: PaymentType;
}

type IssueCreditNote = ReturnType<typeof useIssueCreditNote>;

/** Goods brought back from an invoice: how many of each line, back on the shelf or destroyed, and the money given back. */
export function CreditNoteModal({ invoice, onClose }: { invoice: InvoiceDetail | null; onClose: () => void }) {
  // Kept while the screen is open: a credit note whose answer was lost is sent again under the same
  // Idempotency-Key if the clerk tries again, and recorded once.
  const issue = useIssueCreditNote();
  return (
    <Modal opened={!!invoice} onClose={onClose} title={t('Return goods')} size="xl" centered>
      {invoice && <CreditNoteForm key={invoice.id} invoice={invoice} issue={issue} onDone={onClose} />}
    </Modal>
  );
}

function CreditNoteForm({ invoice, issue, onDone }: { invoice: InvoiceDetail; issue: IssueCreditNote; onDone: () => void }) {
  const today = todayDate();
  const lines = invoice.invoiceItems.filter((line) => line.quantity > line.returnedQuantity);
  const nameOf = lineNames(
    lines,
    (line) => line.product.name,
    (line) => line.stock.batchNumber,
  );
  const form = useForm<CreditNoteValues>({
    mode: 'controlled',
    initialValues: {
      lines: Object.fromEntries(lines.map((line) => [line.id, { quantity: 0, restock: line.stock.expireDate >= today, reason: '' }])),
      amount: 0,
      paymentType: 'CASH',
    },
  });
  const left = (line: (typeof lines)[number]) => line.quantity - line.returnedQuantity;
  // Units typed above what can come back are flagged on their field and never counted.
  const creditOf = (values: CreditNoteValues['lines']) =>
    sumMoney(lines.map((line) => multiplyMoney(line.sellingPrice, countedUnits(values[line.id], left(line)))));
  const total = creditOf(form.values.lines);
  // What the invoice still owes absorbs the credit first; the rest has to be given back.
  const minimumRefund = Math.max(0, subtractMoney(total, invoice.stillDue));
  const refund = Number(form.values.amount) || 0;
  const refundError =
    refund > total
      ? t('The refund cannot be more than the credit note')
      : refund < minimumRefund
        ? t('Refund at least {{amount}}', { amount: formatMoney(minimumRefund) })
        : null;

  function setQuantity(lineId: number, quantity: number | string) {
    form.setFieldValue(`lines.${lineId}.quantity`, quantity);
    const next = creditOf({ ...form.values.lines, [lineId]: { ...form.values.lines[lineId], quantity } });
    form.setFieldValue('amount', Math.max(0, subtractMoney(next, invoice.stillDue)));
  }

  async function submit(values: CreditNoteValues) {
    const items = lines
      .filter((line) => countedUnits(values.lines[line.id], left(line)) > 0)
      .map((line) => ({
        invoiceItemId: line.id,
        quantity: countedUnits(values.lines[line.id], left(line)),
        restock: values.lines[line.id].restock,
        reason: values.lines[line.id].reason.trim(),
      }));
    if (!items.length) {
      await showError(t('Nothing to return'), t('Enter how many units come back on at least one line.'));
      return;
    }
    if (refundError || lines.some((line) => returnedUnits(values.lines[line.id]) > left(line))) return;
    try {
      const note = await issue.mutateAsync({ invoiceId: invoice.id, items, amount: refund, paymentType: values.paymentType });
      onDone();
      const open = await askConfirm({
        title: t('Credit note recorded'),
        text: t('Credit note {{number}}: {{total}}, of which {{refund}} refunded.', {
          number: note.number,
          total: formatMoney(note.total),
          refund: formatMoney(note.refund.amount),
        }),
        confirmLabel: t('Open the credit note'),
        cancelLabel: t('Close'),
      });
      if (open) openPdf(await fetchCreditNotePdf(note.id));
    } catch (error) {
      await showError(t('Something went wrong!'), errorDetail(error));
    }
  }

  return (
    <ReturnLinesForm
      onSubmit={form.onSubmit((values) => void submit(values))}
      heading={
        <>
          {t('Invoice {{number}}', { number: invoice.number })} · {invoice.customer.name} · {t('Still due today')}:{' '}
          <Amount value={invoice.stillDue} />
        </>
      }
      columns={[t('Product'), t('Price'), t('Returned'), t('Back in stock'), t('Reason')]}
      minWidth={640}
      rows={lines.map((line) => {
        const expired = line.stock.expireDate < today;
        const named = nameOf(line);
        return (
          <Table.Tr key={line.id}>
            <ReturnProductCell name={line.product.name}>
              <Text size="xs" c="dimmed">
                {line.stock.batchNumber ? `${t('Lot')} ${line.stock.batchNumber} · ` : ''}
                {formatDate(line.stock.expireDate)} · {t('{{count}} can be returned', { count: left(line) })}
              </Text>
            </ReturnProductCell>
            <Table.Td>
              <Amount value={line.sellingPrice} />
            </Table.Td>
            <Table.Td>
              <ReturnedQuantityInput
                product={named}
                max={left(line)}
                value={form.values.lines[line.id].quantity}
                onChange={(value) => setQuantity(line.id, value)}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={t('Put {{product}} back in stock', { product: named })}
                disabled={expired}
                label={expired ? t('Expired: destroyed') : undefined}
                {...form.getInputProps(`lines.${line.id}.restock`, { type: 'checkbox' })}
              />
            </Table.Td>
            <Table.Td>
              <ReturnReasonInput product={named} {...form.getInputProps(`lines.${line.id}.reason`)} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    >
      <Text fw={600}>
        {t('Credit note total')}: <Amount value={total} />
      </Text>
      <Group grow align="flex-start">
        <NumberInput
          label={t('Refunded now')}
          description={t('The rest is taken off what the customer owes.')}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          suffix={` ${t('DH')}`}
          {...form.getInputProps('amount')}
          error={total > 0 ? refundError : null}
        />
        <Select
          label={t('Payment Type')}
          allowDeselect={false}
          data={paymentTypeOptions()}
          disabled={refund === 0}
          {...form.getInputProps('paymentType')}
        />
      </Group>
      <FormActions submitLabel={t('Record the credit note')} cancel={onDone} loading={issue.isPending} disabled={total === 0} />
    </ReturnLinesForm>
  );
}
