import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUserSearch, IconPackage } from '@tabler/icons-react';
import { formatDate } from '../../common/dates';
import { deleteLineColumn } from '../../common/list/actionColumns';
import { DataTable } from '../../common/list/DataTable';
import { formatMoney } from '../../common/money';
import { PaymentFields } from '../../domain/payment/PaymentFields';
import { CustomerPickerModal } from '../../domain/pickers/CustomerPickerModal';
import { StockPickerModal } from '../../domain/pickers/StockPickerModal';
import { ReadOnlyField, ReadOnlyGrid } from '../../common/ReadOnlyField';
import { usePageTitle } from '../../common/usePageTitle';
import type { DraftItem } from '../../domain/sale/saleDraft';
import { useInvoiceDraft } from './useInvoiceDraft';
import { PrescriptionModal } from '../../domain/prescription/PrescriptionModal';
import { t } from '../../common/i18n';
import { LotNumber } from '../../common/LotNumber';

function Panel({ title, children }: { title: string; children: ReactNode }) {
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
  usePageTitle(t('Add Invoice'));
  const draft = useInvoiceDraft();
  const { customer, stock, quantity, quantityError, items, form, total, balance, available, saving } = draft;
  const [customerPicker, setCustomerPicker] = useState(false);
  const [stockPicker, setStockPicker] = useState(false);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('Add Invoice')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('Customer')}>
            <Stack gap="xs">
              <Button leftSection={<IconUserSearch size={16} />} onClick={() => setCustomerPicker(true)}>
                {t('SELECT CUSTOMER')}
              </Button>
              <ReadOnlyField label={t('Customer Id')} value={customer ? String(customer.id) : ''} />
              <ReadOnlyField label={t('Customer Name')} value={customer?.name ?? ''} />
              <ReadOnlyField label={t('Customer Mobile')} value={customer?.mobile ?? ''} />
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel title={t('Stock')}>
            <Stack gap="xs">
              <Group>
                <Button leftSection={<IconPackage size={16} />} onClick={() => setStockPicker(true)}>
                  {t('SELECT STOCK')}
                </Button>
              </Group>
              {/* A form of its own, so that Enter in Quantity adds the line, as in the GRN's stock form. */}
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void draft.addItem();
                }}
              >
                <ReadOnlyGrid
                  cells={[
                    { label: t('Stock ID'), value: stock ? String(stock.id) : '', span: 4 },
                    { label: t('Product'), value: stock?.product.name ?? '', span: 8 },
                    { label: t('Brand'), value: stock?.product.brand.name ?? '', span: 4 },
                    { label: t('Lot'), value: stock?.batchNumber ?? '', span: 4 },
                    { label: t('Price'), value: stock ? formatMoney(stock.sellingPrice) : '', span: 4 },
                    { label: t('Expire Date'), value: stock ? formatDate(stock.expireDate) : '', span: 12 },
                  ]}
                />
                <Grid gap="xs" mt="xs">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <NumberInput
                      label={t('Quantity')}
                      required
                      min={1}
                      value={quantity}
                      onChange={draft.typeQuantity}
                      error={quantityError}
                      description={available !== null ? t('{{count}} available', { count: available }) : undefined}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
                    <Button type="submit" leftSection={<IconPlus size={16} />}>
                      {t('ADD INVOICE ITEM')}
                    </Button>
                  </Grid.Col>
                </Grid>
              </form>
            </Stack>
          </Panel>
        </Grid.Col>
        {/* The items' nine columns need the full width below extra-large screens; the payment then sits under them. */}
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Panel title={t('Invoice Items')}>
            <DataTable<DraftItem>
              caption={t('Invoice Items')}
              rows={items}
              rowKey={(item) => item.stock.id}
              emptyText={t('No Invoice Items Added.')}
              columns={[
                { header: '#', width: 40, render: (_item, index) => index + 1 },
                { header: t('Product Name'), render: (item) => item.stock.product.name },
                { header: t('Brand'), render: (item) => item.stock.product.brand.name },
                { header: t('Lot'), render: (item) => <LotNumber value={item.stock.batchNumber} /> },
                { header: t('Manufacture Date'), render: (item) => formatDate(item.manufactureDate) },
                { header: t('Expire Date'), render: (item) => formatDate(item.expireDate) },
                { header: t('Quantity'), render: (item) => item.quantity },
                {
                  header: t('Price'),
                  render: (item) => (
                    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(item.sellingPrice)}
                    </Text>
                  ),
                },
                {
                  header: t('Total'),
                  render: (item) => (
                    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(item.total)}
                    </Text>
                  ),
                },
                deleteLineColumn(
                  t('REMOVE'),
                  (item) => item.stock.product.name,
                  (index) => void draft.removeItem(index),
                ),
              ]}
            />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Panel title={t('Payment')}>
            <form onSubmit={form.onSubmit((values) => void draft.submit(values))} noValidate>
              <Stack gap="xs">
                <PaymentFields
                  total={total}
                  balance={balance}
                  payment={form.getInputProps('payment')}
                  paymentType={form.getInputProps('paymentType')}
                  nativeSelect
                />
                <Text size="xs" c="dimmed">
                  {t('Balance = payment − grand total; negative when the customer still owes.')}
                </Text>
                <Button type="submit" disabled={saving || !form.isValid()}>
                  {saving ? t('Loading...') : t('Add Invoice')}
                </Button>
              </Stack>
            </form>
          </Panel>
        </Grid.Col>
      </Grid>
      <CustomerPickerModal opened={customerPicker} onClose={() => setCustomerPicker(false)} onSelect={draft.setCustomer} />
      <StockPickerModal opened={stockPicker} onClose={() => setStockPicker(false)} onSelect={draft.pickStock} />
      <PrescriptionModal
        opened={draft.prescriptionAsked !== null}
        prescription={draft.prescriptionAsked?.prescription}
        products={[]}
        narcotic={false}
        problem={draft.prescriptionAsked?.problem}
        onSave={draft.prescribe}
        onClose={draft.dropPrescription}
      />
    </Stack>
  );
}
