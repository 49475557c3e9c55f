import { useState } from 'react';
import { Button, Grid, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_TYPES, type Product, type Supplier } from '@hanout/contract';
import { openPdf } from '../../common/api';
import { askConfirm, confirmDelete, showError, showMessage, showSuccess } from '../../common/dialogs';
import { deleteLineColumn } from '../../common/list/actionColumns';
import { DataTable } from '../../common/list/DataTable';
import { formatDate } from '../../common/dates';
import { formatMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { BalanceField, ReadOnlyField } from '../../common/ReadOnlyField';
import { usePageTitle } from '../../common/usePageTitle';
import { errorDetail } from '../../common/useLeaveOnError';
import { ProductPickerModal } from '../products/ProductPickerModal';
import { SupplierPickerModal } from '../suppliers/SupplierPickerModal';
import { STOCK } from '../stock/api';
import { GRNS, PAYMENT_TYPE_LABELS, saveGrn } from './api';
import { GrnStockForm } from './GrnStockForm';
import {
  EMPTY_PAYMENT,
  addOrMerge,
  balanceOf,
  grandTotal,
  indexOfProduct,
  itemTotal,
  paymentFormSchema,
  removeAt,
  toGrnRequest,
  type GrnDraftItem,
  type PaymentFormValues,
} from './grnDraft';

const warn = (text: string) => showMessage({ title: 'Oops...', text, kind: 'warning' });

export default function AddGrnPage() {
  usePageTitle('Add GRN');
  const queryClient = useQueryClient();
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [items, setItems] = useState<GrnDraftItem[]>([]);
  const [picking, setPicking] = useState<'supplier' | 'product' | null>(null);
  const [saving, setSaving] = useState(false);
  const paymentForm = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PAYMENT,
    validate: schemaResolver(paymentFormSchema, { sync: true }),
  });

  const total = grandTotal(items);
  const payment = Number(paymentForm.values.payment) || 0;
  const balance = balanceOf(payment, total);

  async function addItem(item: GrnDraftItem): Promise<boolean> {
    if (indexOfProduct(items, item.product.id) >= 0) {
      const merge = await askConfirm({
        title: 'Product already added',
        text: `${item.product.name} is already in this GRN. Add ${item.quantity} to its quantity and replace its prices and dates?`,
        confirmLabel: 'Yes, update it!',
      });
      if (!merge) return false;
    }
    setItems((current) => addOrMerge(current, item));
    setProduct(null);
    return true;
  }

  async function deleteItem(index: number) {
    if (!(await confirmDelete())) return;
    setItems((current) => removeAt(current, index));
    await showSuccess('Deleted!', 'Item has been deleted.');
  }

  async function submit() {
    if (!supplier) return warn('Please select a supplier first.');
    if (items.length === 0) return warn('Please add products to the grn before checkout.');
    if (paymentForm.values.payment !== '' && Number(paymentForm.values.payment) < 0) return warn('Payment cannot be negative');
    if (paymentForm.validate().hasErrors) return;
    const values = paymentFormSchema.parse(paymentForm.getValues());
    setSaving(true);
    try {
      const pdf = await saveGrn(toGrnRequest(supplier, items, values));
      setSupplier(null);
      setProduct(null);
      setItems([]);
      paymentForm.reset();
      void queryClient.invalidateQueries({ queryKey: GRNS });
      void queryClient.invalidateQueries({ queryKey: STOCK });
      setSaving(false);
      const download = await askConfirm({
        title: 'GRN Added Successfully!',
        text: 'Do you need to download the GRN?',
        confirmLabel: 'Yes',
        cancelLabel: 'No',
      });
      if (download) openPdf(pdf);
    } catch (error) {
      setSaving(false);
      await showError('Something went wrong', errorDetail(error, 'The GRN was not saved.'));
    }
  }

  return (
    <PageCard title="Add GRN">
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5">
                    Supplier
                  </Title>
                  <Button size="xs" onClick={() => setPicking('supplier')}>
                    SELECT SUPPLIER
                  </Button>
                </Group>
                <SimpleGrid cols={2} spacing="sm">
                  <ReadOnlyField label="Supplier Id" value={supplier ? String(supplier.id) : ''} />
                  <ReadOnlyField label="Supplier Name" value={supplier?.name ?? ''} />
                </SimpleGrid>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5">
                    Product
                  </Title>
                  <Button size="xs" onClick={() => setPicking('product')}>
                    SELECT PRODUCT
                  </Button>
                </Group>
                {/* The name gets the whole width: product names run long ('Effaclar Gel Moussant Purifiant 400ml'). */}
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, xs: 4 }}>
                    <ReadOnlyField label="Product Id" value={product ? String(product.id) : ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 8 }}>
                    <ReadOnlyField label="Brand" value={product?.brand.name ?? ''} />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <ReadOnlyField label="Product Name" value={product?.name ?? ''} />
                  </Grid.Col>
                </Grid>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <GrnStockForm product={product} onAdd={addItem} />
          </Grid.Col>
        </Grid>

        <DataTable<GrnDraftItem>
          caption="GRN Items"
          rows={items}
          rowKey={(item) => item.product.id}
          emptyText="No GRN Items Added."
          columns={[
            { header: '#', width: 50, render: (_item, index) => index + 1 },
            { header: 'Product Name', render: (item) => item.product.name },
            { header: 'Brand', render: (item) => item.product.brand.name },
            { header: 'Quantity', render: (item) => item.quantity },
            { header: 'Buying Price', render: (item) => formatMoney(item.buyingPrice) },
            { header: 'Selling Price', render: (item) => formatMoney(item.sellingPrice) },
            { header: 'Manufacture Date', render: (item) => formatDate(item.manufactureDate) },
            { header: 'Expire Date', render: (item) => formatDate(item.expireDate) },
            { header: 'Total', render: (item) => formatMoney(itemTotal(item)) },
            deleteLineColumn(
              'DELETE',
              (item) => item.product.name,
              (index) => void deleteItem(index),
            ),
          ]}
        />

        <Paper withBorder p="md" radius="md">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <ReadOnlyField label="Grand Total" value={formatMoney(total)} />
              <NumberInput label="Payment" required decimalScale={2} placeholder="1.00 DHs" {...paymentForm.getInputProps('payment')} />
              <Select
                label="Payment Type"
                required
                placeholder="Select Payment Type"
                data={PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
                {...paymentForm.getInputProps('paymentType')}
              />
              <BalanceField balance={balance} />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <Button type="submit" disabled={saving}>
                {saving ? 'Loading...' : 'Add GRN'}
              </Button>
            </Group>
          </form>
        </Paper>
      </Stack>

      <SupplierPickerModal opened={picking === 'supplier'} onClose={() => setPicking(null)} onSelect={setSupplier} />
      <ProductPickerModal opened={picking === 'product'} onClose={() => setPicking(null)} onSelect={setProduct} />
    </PageCard>
  );
}
