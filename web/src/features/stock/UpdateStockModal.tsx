import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { hasAtMostTwoDecimals, type StockEntry } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { formatDate } from '../../common/dates';
import { formatMoney } from '../../common/money';
import { typedNumber } from '../../common/typedNumber';
import { useUpdateStockPrice } from './api';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const updateStockForm = z.object({
  newPrice: typedNumber(
    z
      .number({ error: 'New price is required' })
      .min(0.01, 'New price must be above 0')
      .max(10_000_000, 'New price is too large')
      .refine(hasAtMostTwoDecimals, 'At most 2 decimals'),
  ),
});

interface UpdateStockModalProps {
  /** The line whose selling price changes; null keeps the modal closed. */
  stock: StockEntry | null;
  onClose: () => void;
}

/** 'Update Stock': a new selling price (at least 1) for one stock line. */
export function UpdateStockModal({ stock, onClose }: UpdateStockModalProps) {
  return (
    <Modal opened={!!stock} onClose={onClose} title={t('Update Stock')} centered>
      {stock && <UpdateStockForm key={stock.id} stock={stock} onDone={onClose} />}
    </Modal>
  );
}

function UpdateStockForm({ stock, onDone }: { stock: StockEntry; onDone: () => void }) {
  const form = useForm<{ newPrice: number | string }>({
    mode: 'controlled',
    initialValues: { newPrice: stock.sellingPrice },
    validate: localizedResolver(updateStockForm),
    validateInputOnChange: true,
  });
  const mutation = useUpdateStockPrice({
    onSuccess: async ({ message }) => {
      onDone();
      await showSuccess(t(message));
    },
    onError: (error) => void showError(t('Something went wrong!'), errorDetail(error, t('The price was not updated.'))),
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate({ stockId: stock.id, newPrice: Number(values.newPrice) }))} noValidate>
      <Stack>
        <div>
          <Text fw={600}>{stock.product.name}</Text>
          <Text size="sm" c="dimmed">
            {t('{{brand}} · Stock #{{id}} · Qty {{quantity}} · Expires {{expiry}}', {
              brand: stock.product.brand.name,
              id: stock.id,
              quantity: stock.quantity,
              expiry: formatDate(stock.expireDate),
            })}
          </Text>
          <Text size="sm">{t('Current price: {{price}}', { price: formatMoney(stock.sellingPrice) })}</Text>
        </div>
        <NumberInput
          label={t('New Price')}
          required
          min={0.01}
          decimalScale={2}
          suffix={` ${t('DH')}`}
          data-autofocus
          {...form.getInputProps('newPrice')}
        />
        <FormActions submitLabel={t('Update')} cancel={onDone} loading={mutation.isPending} disabled={!form.isValid()} />
      </Stack>
    </form>
  );
}
