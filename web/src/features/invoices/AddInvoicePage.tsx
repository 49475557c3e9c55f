import { useState } from 'react';
import { Button, Grid, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus, IconUserSearch, IconPackage } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { amount, paymentType, type Customer, type InvoiceRequest, type StockEntry } from '@hanout/contract';
import { BalanceField, ReadOnlyField } from '../../common/ReadOnlyField';
import { ApiError, openPdf } from '../../common/api';
import { formatDate } from '../../common/dates';
import { askConfirm, confirmDelete, showError, showMessage, showSuccess } from '../../common/dialogs';
import { deleteLineColumn } from '../../common/list/actionColumns';
import { DataTable } from '../../common/list/DataTable';
import { formatMoney } from '../../common/money';
import { typedNumber } from '../../common/typedNumber';
import { usePageTitle } from '../../common/usePageTitle';
import { CustomerPickerModal } from '../customers/CustomerPickerModal';
import { StockPickerModal } from '../stock/StockPickerModal';
import { STOCK } from '../stock/api';
import { fetchPaymentTypes, INVOICES, saveInvoice } from './api';
import { DASHBOARD } from '../dashboard/api';
import {
  addOrMerge,
  balanceOf,
  canAdd,
  grandTotal,
  parseQuantity,
  quantityInDraft,
  removeAt,
  submitBlocker,
  type DraftItem,
} from './draft';

/** The payment panel's rules (spec section 5): payment required, at least 1; payment type required. */
const paymentForm = z.object({
  payment: typedNumber(
    z
      .number({ error: 'Payment is required' })
      .min(0, 'Payment cannot be negative')
      .min(1, 'Payment must be at least 1.00 DHs')
      .pipe(amount),
  ),
  paymentType: paymentType.or(z.literal('')).refine((value) => value !== '', 'Payment type is required'),
});
interface PaymentValues {
  payment: number | string;
  paymentType: string;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper p="md" radius="md" withBorder h="100%">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export default function AddInvoicePage() {
  usePageTitle('Add Invoice');
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [stock, setStock] = useState<StockEntry | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [items, setItems] = useState<DraftItem[]>([]);
  const [customerPicker, setCustomerPicker] = useState(false);
  const [stockPicker, setStockPicker] = useState(false);
  const [saving, setSaving] = useState(false);
  const paymentTypes = useQuery({ queryKey: [...INVOICES, 'payment-types'], queryFn: fetchPaymentTypes, staleTime: Infinity });

  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { payment: '', paymentType: '' },
    validate: schemaResolver(paymentForm, { sync: true }),
    validateInputOnChange: true,
  });

  const total = grandTotal(items);
  const balance = balanceOf(form.values.payment, total);
  const available = stock ? stock.quantity - quantityInDraft(items, stock.id) : null;

  async function addItem() {
    const requested = parseQuantity(quantity);
    if (stock && requested === null) {
      setQuantityError('Quantity must be a whole number of at least 1');
      return;
    }
    if (!stock || !canAdd(items, stock, requested ?? 0)) {
      if (stock) setQuantityError(`Only ${available} available`);
      await showMessage({ title: 'Oops...', text: 'Please select a product!', kind: 'warning' });
      return;
    }
    const listed = items.some((item) => item.stock.id === stock.id);
    if (listed) {
      const merge = await askConfirm({
        title: 'Product already added to the list. Do you want to update the quantity?',
        confirmLabel: 'Yes',
        cancelLabel: 'No',
      });
      if (!merge) return;
    }
    setItems((current) => addOrMerge(current, stock, requested!));
    setStock(null);
    setQuantity('');
    setQuantityError(null);
    if (listed) await showSuccess('Product updated successfully!');
  }

  async function removeItem(index: number) {
    if (!(await confirmDelete())) return;
    setItems((current) => removeAt(current, index));
    await showSuccess('Deleted!', 'The item has been removed from the invoice.');
  }

  async function submit(values: PaymentValues) {
    const blocker = submitBlocker(items, values.payment, customer !== null);
    if (blocker) {
      await showMessage({ title: 'Oops...', text: blocker, kind: 'warning' });
      return;
    }
    const body: InvoiceRequest = {
      customer: customer!,
      invoiceItems: items,
      invoicePayment: {
        payment: Number(values.payment),
        balance,
        paymentType: values.paymentType as InvoiceRequest['invoicePayment']['paymentType'],
      },
    };
    setSaving(true);
    let pdf: File;
    try {
      pdf = await saveInvoice(body);
    } catch (error) {
      const detail = error instanceof ApiError && error.status === 409 ? error.detail : 'Something went wrong';
      await showError('Error!', detail);
      return;
    } finally {
      setSaving(false);
    }
    setCustomer(null);
    setStock(null);
    setQuantity('');
    setQuantityError(null);
    setItems([]);
    form.reset();
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: INVOICES }),
      queryClient.invalidateQueries({ queryKey: STOCK }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD }),
    ]);
    const download = await askConfirm({
      title: 'Invoice Added Successfully! Do you need to download the Invoice?',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
    });
    if (download) openPdf(pdf);
  }

  return (
    <Stack>
      <Title order={2} size="h3">
        Add Invoice
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title="Customer">
            <Stack gap="xs">
              <Button leftSection={<IconUserSearch size={16} />} onClick={() => setCustomerPicker(true)}>
                SELECT CUSTOMER
              </Button>
              <ReadOnlyField label="Customer Id" value={customer ? String(customer.id) : ''} />
              <ReadOnlyField label="Customer Name" value={customer?.name ?? ''} />
              <ReadOnlyField label="Customer Mobile" value={customer?.mobile ?? ''} />
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel title="Stock">
            <Stack gap="xs">
              <Group>
                <Button leftSection={<IconPackage size={16} />} onClick={() => setStockPicker(true)}>
                  SELECT STOCK
                </Button>
              </Group>
              {/* A form of its own, so that Enter in Quantity adds the line, as in the GRN's stock form. */}
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void addItem();
                }}
              >
                <Grid gap="xs">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <ReadOnlyField label="Stock ID" value={stock ? String(stock.id) : ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }}>
                    <ReadOnlyField label="Product" value={stock?.product.name ?? ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <ReadOnlyField label="Brand" value={stock?.product.brand.name ?? ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <ReadOnlyField label="Price" value={stock ? formatMoney(stock.sellingPrice) : ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <ReadOnlyField label="Expire Date" value={stock ? formatDate(stock.expireDate) : ''} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <NumberInput
                      label="Quantity"
                      required
                      min={1}
                      value={quantity}
                      onChange={(value) => {
                        setQuantity(value);
                        setQuantityError(null);
                      }}
                      error={quantityError}
                      description={available !== null ? `${available} available` : undefined}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
                    <Button type="submit" leftSection={<IconPlus size={16} />}>
                      ADD INVOICE ITEM
                    </Button>
                  </Grid.Col>
                </Grid>
              </form>
            </Stack>
          </Panel>
        </Grid.Col>
        {/* The items' nine columns need the full width below extra-large screens; the payment then sits under them. */}
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Panel title="Invoice Items">
            <DataTable<DraftItem>
              caption="Invoice Items"
              rows={items}
              rowKey={(item) => item.stock.id}
              emptyText="No Invoice Items Added."
              columns={[
                { header: '#', width: 40, render: (_item, index) => index + 1 },
                { header: 'Product Name', render: (item) => item.stock.product.name },
                { header: 'Brand', render: (item) => item.stock.product.brand.name },
                { header: 'Manufacture Date', render: (item) => formatDate(item.manufactureDate) },
                { header: 'Expire Date', render: (item) => formatDate(item.expireDate) },
                { header: 'Quantity', render: (item) => item.quantity },
                {
                  header: 'Price',
                  render: (item) => (
                    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(item.sellingPrice)}
                    </Text>
                  ),
                },
                {
                  header: 'Total',
                  render: (item) => (
                    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(item.total)}
                    </Text>
                  ),
                },
                deleteLineColumn(
                  'REMOVE',
                  (item) => item.stock.product.name,
                  (index) => void removeItem(index),
                ),
              ]}
            />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Panel title="Payment">
            <form onSubmit={form.onSubmit(submit)} noValidate>
              <Stack gap="xs">
                <ReadOnlyField label="Grand Total" value={formatMoney(total)} />
                <NumberInput label="Payment" required placeholder="1.00 DHs" decimalScale={2} {...form.getInputProps('payment')} />
                <NativeSelect
                  label="Payment Type"
                  required
                  data={[
                    { value: '', label: 'Select Payment Type' },
                    ...(paymentTypes.data ?? []).map((type) => ({ value: type.value, label: type.key })),
                  ]}
                  {...form.getInputProps('paymentType')}
                />
                <BalanceField balance={balance} />
                <Text size="xs" c="dimmed">
                  Balance = payment − grand total; negative when the customer still owes.
                </Text>
                <Button type="submit" disabled={saving || !form.isValid()}>
                  {saving ? 'Loading...' : 'Add Invoice'}
                </Button>
              </Stack>
            </form>
          </Panel>
        </Grid.Col>
      </Grid>
      <CustomerPickerModal opened={customerPicker} onClose={() => setCustomerPicker(false)} onSelect={setCustomer} />
      <StockPickerModal
        opened={stockPicker}
        onClose={() => setStockPicker(false)}
        onSelect={(picked) => {
          setStock(picked);
          setQuantityError(null);
        }}
      />
    </Stack>
  );
}
