import { lazy, Suspense, useState } from 'react';
import type { ProductScan } from '@hanout/contract';
import { Amount } from '../../common/Amount';
import { Button, Grid, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { deleteLineColumn } from '../../common/list/actionColumns';
import { DataTable } from '../../common/list/DataTable';
import { formatDate } from '../../common/dates';
import { PageCard } from '../../common/PageCard';
import { PaymentFields } from '../../domain/payment/PaymentFields';
import { ProductScanField } from '../../domain/pickers/ProductScanField';
import { AmountField, ReadOnlyField, ReadOnlyGrid } from '../../common/ReadOnlyField';
import { usePageTitle } from '../../common/usePageTitle';
import { GrnStockForm } from './GrnStockForm';
import { itemTotal, type GrnDraftItem } from './grnDraft';
import { useGrnDraft } from './useGrnDraft';
import { t } from '../../common/i18n';
import { LotNumber } from '../../common/LotNumber';

// The pickers' paged tables load when one opens: the screen is drawn without them.
const SupplierPickerModal = lazy(() =>
  import('../../domain/pickers/SupplierPickerModal').then((module) => ({ default: module.SupplierPickerModal })),
);
const ProductPickerModal = lazy(() =>
  import('../../domain/pickers/ProductPickerModal').then((module) => ({ default: module.ProductPickerModal })),
);

export default function AddGrnPage() {
  usePageTitle(t('Add GRN'));
  const draft = useGrnDraft();
  const { supplier, product, items, paymentForm, total, totals, balance, saving } = draft;
  const [picking, setPicking] = useState<'supplier' | 'product' | null>(null);
  const [scanned, setScanned] = useState<ProductScan | null>(null);

  return (
    <PageCard title={t('Add GRN')}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5">
                    {t('Supplier')}
                  </Title>
                  <Button size="xs" onClick={() => setPicking('supplier')}>
                    {t('SELECT SUPPLIER')}
                  </Button>
                </Group>
                <SimpleGrid cols={2} spacing="sm">
                  <ReadOnlyField label={t('Supplier Id')} value={supplier ? String(supplier.id) : ''} />
                  <ReadOnlyField label={t('Supplier Name')} value={supplier?.name ?? ''} />
                </SimpleGrid>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5">
                    {t('Product')}
                  </Title>
                  <Button size="xs" onClick={() => setPicking('product')}>
                    {t('SELECT PRODUCT')}
                  </Button>
                </Group>
                <Stack gap="sm">
                  <ProductScanField
                    label={t('Scan or type a product')}
                    onPick={(picked) => {
                      draft.setProduct(picked);
                      // A box's DataMatrix also gives its lot and expiry: a new object, so that the same box scanned again fills them again.
                      setScanned(picked.scan ? { ...picked.scan } : null);
                      return null;
                    }}
                    // A box whose code is unknown must not be received as the product scanned before it.
                    onMiss={() => draft.setProduct(null)}
                  />
                  {/* The name gets the whole width: product names run long ('Effaclar Gel Moussant Purifiant 400ml'). */}
                  <ReadOnlyGrid
                    from="xs"
                    cells={[
                      { label: t('Product Id'), value: product ? String(product.id) : '', span: 4 },
                      { label: t('Brand'), value: product?.brand.name ?? '', span: 8 },
                      { label: t('Product Name'), value: product?.name ?? '', span: 12 },
                    ]}
                  />
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <GrnStockForm product={product} onAdd={draft.addItem} scanned={scanned} />
          </Grid.Col>
        </Grid>

        <DataTable<GrnDraftItem>
          caption={t('GRN Items')}
          rows={items}
          rowKey={(item) => `${item.product.id}:${item.batchNumber ?? ''}`}
          emptyText={t('No GRN Items Added.')}
          columns={[
            { header: '#', width: 50, render: (_item, index) => index + 1 },
            { header: t('Product Name'), render: (item) => item.product.name },
            { header: t('Brand'), render: (item) => item.product.brand.name },
            { header: t('Lot'), render: (item) => <LotNumber value={item.batchNumber} /> },
            { header: t('Quantity'), render: (item) => item.quantity },
            { header: t('Free units (UG)'), render: (item) => item.freeQuantity || '' },
            { header: t('Buying Price (excl. VAT)'), render: (item) => <Amount value={item.buyingPrice} /> },
            { header: t('VAT'), render: (item) => `${item.product.vatRate} %` },
            { header: t('Selling Price'), render: (item) => <Amount value={item.sellingPrice} /> },
            { header: t('Manufacture Date'), render: (item) => formatDate(item.manufactureDate) },
            { header: t('Expire Date'), render: (item) => formatDate(item.expireDate) },
            { header: t('Total excl. VAT'), render: (item) => <Amount value={itemTotal(item)} /> },
            deleteLineColumn(
              t('DELETE'),
              (item) => item.product.name,
              (index) => void draft.deleteItem(index),
            ),
          ]}
        />

        <Paper withBorder p="md" radius="md">
          <form
            noValidate
            onFocus={draft.loadPaymentRules}
            onSubmit={(event) => {
              event.preventDefault();
              void draft.submit();
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <AmountField label={t('Total excl. VAT')} value={totals.exclVat} />
              <AmountField label={t('VAT')} value={totals.vat} />
              <PaymentFields
                total={total}
                balance={balance}
                payment={paymentForm.getInputProps('payment')}
                paymentType={paymentForm.getInputProps('paymentType')}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <Button type="submit" disabled={saving}>
                {saving ? t('Loading...') : t('Add GRN', { context: 'submit' })}
              </Button>
            </Group>
          </form>
        </Paper>
      </Stack>

      <Suspense>
        {picking === 'supplier' && <SupplierPickerModal opened onClose={() => setPicking(null)} onSelect={draft.setSupplier} />}
        {picking === 'product' && <ProductPickerModal opened onClose={() => setPicking(null)} onSelect={draft.setProduct} />}
      </Suspense>
    </PageCard>
  );
}
