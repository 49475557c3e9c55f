import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import type { StockEntry } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import { formatMoney } from '../../common/money';
import { typedNumber } from '../../common/typedNumber';
import { localizedResolver } from '../../common/validation';
import { unitPrice } from '../../domain/sale/unitSale';
import { useSplitPack } from './api';

const splitForm = (held: number) =>
  z.object({
    packs: typedNumber(
      z
        .number({ error: 'Number of packs is required' })
        .int('Number of packs must be a whole number')
        .min(1, 'Open at least one pack')
        .max(held, 'The batch holds fewer packs'),
    ),
  });

/** 'Split packs': opens packs of a batch of a product sold by the unit into units of the same lot and expiry. */
export function SplitPackModal({ stock, onClose }: { stock: StockEntry; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t('Split packs')} centered>
      <SplitPackForm stock={stock} onDone={onClose} />
    </Modal>
  );
}

function SplitPackForm({ stock, onDone }: { stock: StockEntry; onDone: () => void }) {
  const lot = stock.batchNumber ?? `#${stock.id}`;
  const { unitsPerPack } = stock.product;
  const form = useForm<{ packs: number | string }>({
    mode: 'controlled',
    initialValues: { packs: 1 },
    validate: localizedResolver(splitForm(stock.quantity)),
  });
  const mutation = useSplitPack({
    onSuccess: async (split) => {
      onDone();
      await showSuccess(
        t('Packs opened'),
        t('{{packs}} packs of {{name}} (lot {{lot}}) opened: {{units}} units of lot {{lot}} in stock now.', {
          packs: split.packs,
          name: stock.product.name,
          lot,
          units: split.unit.quantity,
        }),
      );
    },
    onError: (error) => void showError(t('Something went wrong!'), errorDetail(error, t('No pack was opened.'))),
  });
  const packs = Number(form.values.packs);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ stockId: stock.id, packs: Number(values.packs) }))}>
      <Stack>
        <div>
          <Text fw={600}>
            <bdi>{stock.product.name}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {t('Lot {{lot}} · {{quantity}} in stock', { lot, quantity: stock.quantity })} ·{' '}
            {t('{{count}} units per pack', { count: unitsPerPack })}
          </Text>
        </div>
        <NumberInput label={t('Packs to open')} required min={1} max={stock.quantity} data-autofocus {...form.getInputProps('packs')} />
        {Number.isInteger(packs) && packs >= 1 && packs <= stock.quantity && (
          <Text size="sm">
            {t('{{units}} units at {{price}} each, same lot and expiry', {
              units: packs * unitsPerPack,
              price: formatMoney(unitPrice(stock.sellingPrice, unitsPerPack)),
            })}
          </Text>
        )}
        <FormActions submitLabel={t('Open')} cancel={onDone} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
