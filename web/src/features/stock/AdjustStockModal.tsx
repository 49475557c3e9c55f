import { Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { ADJUSTMENT_REASONS, type AdjustmentReason, type StockEntry } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import { typedNumber } from '../../common/typedNumber';
import { localizedResolver } from '../../common/validation';
import { adjustmentReasonLabel } from '../../domain/stockHistory/movementLabels';
import { useAdjustStock } from './api';

interface AdjustValues {
  quantityChange: number | string;
  reason: AdjustmentReason | null;
  note: string;
}

const adjustForm = (held: number) =>
  z.object({
    quantityChange: typedNumber(
      z
        .number({ error: 'Quantity change is required' })
        .int('Quantity change must be a whole number')
        .refine((change) => change !== 0, 'Quantity change cannot be 0')
        .refine((change) => held + change >= 0, 'The batch cannot go below zero'),
    ),
    reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }),
    note: z.string().max(500, 'A note has at most 500 characters'),
  });

/** 'Adjust': an administrator corrects a batch by hand (units found, broken, stolen…), with a reason kept in its history. */
export function AdjustStockModal({ stock, onClose }: { stock: StockEntry | null; onClose: () => void }) {
  return (
    <Modal opened={!!stock} onClose={onClose} title={t('Adjust stock')} centered>
      {stock && <AdjustStockForm key={stock.id} stock={stock} onDone={onClose} />}
    </Modal>
  );
}

function AdjustStockForm({ stock, onDone }: { stock: StockEntry; onDone: () => void }) {
  const form = useForm<AdjustValues>({
    mode: 'controlled',
    initialValues: { quantityChange: '', reason: null, note: '' },
    validate: localizedResolver(adjustForm(stock.quantity)),
  });
  const mutation = useAdjustStock({
    onSuccess: async ({ quantity }) => {
      onDone();
      await showSuccess(
        t('Stock adjusted'),
        t('{{name}}, lot {{lot}}: {{quantity}} in stock now.', {
          name: stock.product.name,
          lot: stock.batchNumber ?? `#${stock.id}`,
          quantity,
        }),
      );
    },
    onError: (error) => void showError(t('Something went wrong!'), errorDetail(error, t('The stock was not adjusted.'))),
  });
  const change = Number(form.values.quantityChange);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        mutation.mutate({
          stockId: stock.id,
          quantityChange: Number(values.quantityChange),
          reason: values.reason!,
          note: values.note.trim() || null,
        }),
      )}
    >
      <Stack>
        <div>
          <Text fw={600}>{stock.product.name}</Text>
          <Text size="sm" c="dimmed">
            {t('Lot {{lot}} · {{quantity}} in stock', { lot: stock.batchNumber ?? `#${stock.id}`, quantity: stock.quantity })}
          </Text>
        </div>
        <NumberInput
          label={t('Quantity change')}
          description={t('Positive adds units, negative removes them.')}
          required
          data-autofocus
          {...form.getInputProps('quantityChange')}
        />
        <Select
          label={t('Reason')}
          required
          data={ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: adjustmentReasonLabel(reason) }))}
          {...form.getInputProps('reason')}
        />
        <Textarea label={t('Note')} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
        {Number.isInteger(change) && change !== 0 && stock.quantity + change >= 0 && (
          <Text size="sm">{t('New quantity: {{quantity}}', { quantity: stock.quantity + change })}</Text>
        )}
        <FormActions submitLabel={t('Adjust')} cancel={onDone} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
