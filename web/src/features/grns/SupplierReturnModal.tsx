import { Modal, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { GrnDetail } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { Amount } from '../../common/Amount';
import { showError } from '../../common/dialogs';
import { ExpiryDate } from '../../common/ExpiryDate';
import { openPdf } from '../../common/files';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import {
  lineNames,
  ReturnedQuantityInput,
  ReturnLinesForm,
  ReturnProductCell,
  ReturnReasonInput,
  returnedUnits as quantityOf,
  type ReturnedLine,
} from '../../domain/returns/ReturnInputs';
import { fetchSupplierReturnPdf, useRecordSupplierReturn } from './api';

type RecordSupplierReturn = ReturnType<typeof useRecordSupplierReturn>;

/** Goods of a GRN sent back to its supplier: how many units of each batch, and why; then the return's PDF opens. */
export function SupplierReturnModal({ grn, onClose }: { grn: GrnDetail | null; onClose: () => void }) {
  // Kept while the screen is open: a return whose answer was lost is sent again under the same
  // Idempotency-Key if the clerk tries again, and recorded once.
  const record = useRecordSupplierReturn();
  return (
    <Modal opened={!!grn} onClose={onClose} title={t('Return to supplier')} size="xl" centered>
      {grn && <SupplierReturnForm key={grn.id} grn={grn} record={record} onDone={onClose} />}
    </Modal>
  );
}

function SupplierReturnForm({ grn, record, onDone }: { grn: GrnDetail; record: RecordSupplierReturn; onDone: () => void }) {
  const lines = grn.items.filter((line) => line.returnable > 0);
  const nameOf = lineNames(
    lines,
    (line) => line.product.name,
    (line) => line.batchNumber,
  );
  const form = useForm<{ lines: Record<string, ReturnedLine> }>({
    mode: 'controlled',
    initialValues: { lines: Object.fromEntries(lines.map((line) => [line.id, { quantity: 0, reason: '' }])) },
  });
  const units = lines.reduce((sum, line) => sum + quantityOf(form.values.lines[line.id]), 0);

  async function submit(values: { lines: Record<string, ReturnedLine> }) {
    const items = lines
      .filter((line) => quantityOf(values.lines[line.id]) > 0)
      .map((line) => ({
        stockId: line.stock.id,
        quantity: quantityOf(values.lines[line.id]),
        reason: values.lines[line.id].reason.trim(),
      }));
    if (!items.length) {
      await showError(t('Nothing to return'), t('Enter how many units go back on at least one line.'));
      return;
    }
    try {
      const issued = await record.mutateAsync({ grnId: grn.id, items });
      onDone();
      openPdf(await fetchSupplierReturnPdf(issued.id));
    } catch (error) {
      await showError(t('Something went wrong!'), errorDetail(error));
    }
  }

  return (
    <ReturnLinesForm
      heading={`${t('GRN {{number}}', { number: grn.number })} · ${grn.supplier.name}`}
      columns={[t('Product'), t('Returned'), t('Reason')]}
      minWidth={560}
      onSubmit={form.onSubmit((values) => void submit(values))}
      rows={lines.map((line) => (
        <Table.Tr key={line.id}>
          <ReturnProductCell name={line.product.name}>
            <Text size="xs" c="dimmed">
              {line.batchNumber ? `${t('Lot')} ${line.batchNumber} · ` : ''}
              {t('{{count}} can go back', { count: line.returnable })}
              {/* A unit goes back at the batch's unit cost: free units lower it. Administrators only. */}
              {line.unitCost !== undefined && (
                <>
                  {' · '}
                  <Amount value={line.unitCost} /> {t('HT')}
                </>
              )}
            </Text>
            <ExpiryDate date={line.expireDate} status={line.expiryStatus} size="xs" />
          </ReturnProductCell>
          <Table.Td>
            <ReturnedQuantityInput product={nameOf(line)} max={line.returnable} {...form.getInputProps(`lines.${line.id}.quantity`)} />
          </Table.Td>
          <Table.Td>
            <ReturnReasonInput product={nameOf(line)} {...form.getInputProps(`lines.${line.id}.reason`)} />
          </Table.Td>
        </Table.Tr>
      ))}
    >
      <FormActions submitLabel={t('Record the return')} cancel={onDone} loading={record.isPending} disabled={units === 0} />
    </ReturnLinesForm>
  );
}
