import { Center, Loader, Stack } from '@mantine/core';
import type { RepricedBatch } from '@hanout/contract';
import { formatMoney } from '../../common/money';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { MovementsTable } from '../../domain/stockHistory/MovementsTable';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useProduct, useUpdateProduct } from './api';
import { ProductForm } from './ProductForm';
import { medicineValuesOf } from './medicineForm';
import { t } from '../../common/i18n';

/** The batches a lower PPV brought down to it: lot (or batch number), old and new price. */
const repricedText = (batches: RepricedBatch[]) =>
  t('Batches repriced to the new PPV: {{batches}}', {
    batches: batches
      .map((batch) => `${batch.batchNumber ?? `#${batch.id}`} ${formatMoney(batch.oldPrice)} → ${formatMoney(batch.newPrice)}`)
      .join('; '),
  });

export default function EditProductPage() {
  usePageTitle(t('Update Product'));
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  useLeaveOnError(product.error, { title: t('Error!'), to: '/products' });

  const update = useUpdateProduct({
    async onSuccess({ repricedBatches }) {
      const updated = t('Product updated successfully!');
      await showSuccess(t('Success!'), repricedBatches.length ? `${updated} ${repricedText(repricedBatches)}` : updated);
      void navigate('/products');
    },
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });

  const loaded = product.data;
  return (
    <Stack>
      <PageCard title={t('Update Product')}>
        {loaded ? (
          <ProductForm
            id={loaded.id}
            initialValues={{
              name: loaded.name,
              brand: String(loaded.brand.id),
              unit: String(loaded.unit.id),
              vatRate: String(loaded.vatRate),
              barcode: loaded.barcode ?? '',
              reorderLevel: loaded.reorderLevel ?? '',
              ...medicineValuesOf(loaded),
            }}
            submitLabel={t('Update Product')}
            submitting={update.isPending}
            onSubmit={(values) => update.mutate({ id: loaded.id, ...values })}
          />
        ) : (
          <Center py="xl">{!product.error && <Loader size="sm" />}</Center>
        )}
      </PageCard>
      {loaded && (
        <PageCard title={t('Stock movements')}>
          <MovementsTable owner={{ productId: loaded.id }} />
        </PageCard>
      )}
    </Stack>
  );
}
