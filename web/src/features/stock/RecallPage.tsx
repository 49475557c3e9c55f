import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import type { RecallBatch, RecallSale } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import { DataTable } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { QuantityChange } from '../../domain/stockHistory/QuantityChange';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchRecallPdf, useRecall } from './api';

/** A number or date kept whole and in its own order inside a right-to-left sentence (Unicode first-strong isolate). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A lot recall: the lot number typed or scanned, then every batch of it, how its units left, and every customer who got some, to call them. */
export default function RecallPage() {
  usePageTitle(t('Lot recall'));
  const [typed, setTyped] = useState('');
  const [lot, setLot] = useState('');
  const recall = useRecall(lot);
  const report = usePdfReport<string>(t('Error!'));
  const data = recall.data;

  return (
    <PageCard
      title={t('Lot recall')}
      actions={
        data && (
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy === lot}
            onClick={() => void report.open(lot, () => fetchRecallPdf(lot))}
          >
            {t('View Report')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setLot(typed.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('Lot number')}
              description={t('As printed on the box and entered on the GRN')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={40}
              autoComplete="off"
              w={260}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!typed.trim()} loading={recall.isFetching}>
              {t('Search')}
            </Button>
          </Group>
        </form>
        {recall.isError && <Text c="red">{t('Something went wrong!')}</Text>}
        {data && (
          <>
            {data.batches.length === 0 ? (
              <Text>{t('No batch has the lot number {{lot}}.', { lot: data.batchNumber })}</Text>
            ) : (
              <Stack gap={4}>
                {data.batches.map((batch) => (
                  <Text key={batch.stockId} size="sm">
                    <Text span fw={600}>
                      {batch.product.name}
                    </Text>{' '}
                    · {t('{{received}} received, {{remaining}} still in stock', { received: batch.received, remaining: batch.remaining })}
                    {batch.grn && batch.supplier
                      ? ` · ${t('from {{supplier}} ({{grn}} of {{date}})', { supplier: batch.supplier, grn: isolated(batch.grn.number), date: isolated(formatDate(batch.grn.date)) })}`
                      : ''}{' '}
                    · {t('Expire Date')} {formatDate(batch.expireDate)}
                  </Text>
                ))}
              </Stack>
            )}
            {data.batches.length > 0 && (
              <DataTable<RecallBatch>
                caption={t('How the units of each batch moved')}
                rows={data.batches}
                rowKey={(batch) => batch.stockId}
                columns={[
                  {
                    header: t('Product'),
                    render: (batch) => (
                      <>
                        {batch.product.name}
                        <Text size="xs" c="dimmed">
                          {t('Expire Date')} {formatDate(batch.expireDate)}
                        </Text>
                      </>
                    ),
                  },
                  {
                    header: t('Received'),
                    render: ({ movements }) => (
                      <>
                        {movements.received + movements.openingStock}
                        {movements.openingStock > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('Opening stock')}
                          </Text>
                        )}
                      </>
                    ),
                  },
                  { header: t('Sold'), render: ({ movements }) => <QuantityChange value={-movements.sold} /> },
                  {
                    header: t('Brought back by customers'),
                    render: ({ movements }) => <QuantityChange value={movements.returnedByCustomers} />,
                  },
                  {
                    header: t('Sent back to the supplier'),
                    render: ({ movements }) => <QuantityChange value={-movements.returnedToSupplier} />,
                  },
                  { header: t('Adjustments'), render: ({ movements }) => <QuantityChange value={movements.adjusted} /> },
                  { header: t('Stocktakes'), render: ({ movements }) => <QuantityChange value={movements.counted} /> },
                  {
                    header: t('Used in preparations'),
                    render: ({ movements }) => <QuantityChange value={-movements.usedInPreparations} />,
                  },
                  { header: t('Split packs'), render: ({ movements }) => <QuantityChange value={movements.split} /> },
                  { header: t('In stock'), render: (batch) => <Text fw={600}>{batch.remaining}</Text> },
                ]}
              />
            )}
            <Text fw={600}>
              {t('Units sold: {{units}} · In preparations: {{preparations}} · Customers: {{customers}} · Brought back: {{returned}}', {
                units: data.unitsSold,
                preparations: data.unitsInPreparations,
                customers: data.customers,
                returned: data.unitsReturned,
              })}
            </Text>
            {data.walkInSales.count > 0 && (
              // Sold over the counter: nobody to call, so counted, not listed.
              <Text c="dimmed">
                {t('Walk-in sales, not traceable: {{count}} · Units: {{units}}', {
                  count: data.walkInSales.count,
                  units: data.walkInSales.units,
                })}
              </Text>
            )}
            <DataTable<RecallSale>
              caption={t('Sales of the lot')}
              rows={data.sales}
              rowKey={(sale) => `${sale.invoiceId}-${sale.stockId}`}
              emptyText={t('No sale of this lot.')}
              columns={[
                { header: t('Date'), render: (sale) => formatDate(sale.date) },
                {
                  header: t('Invoice No'),
                  render: (sale) => (
                    <Anchor component={Link} to={`/invoice/${sale.invoiceId}`} style={{ whiteSpace: 'nowrap' }}>
                      {sale.invoiceNumber}
                    </Anchor>
                  ),
                },
                { header: t('Customer'), render: (sale) => sale.customer.name },
                { header: t('Mobile'), render: (sale) => sale.customer.mobile },
                {
                  header: t('Product'),
                  render: (sale) => (
                    <>
                      {sale.product.name}{' '}
                      {sale.viaMixedStock && (
                        <>
                          <Badge size="xs" variant="light">
                            {t('Preparation')}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {t('{{units}} units of the lot', { units: sale.lotUnits })}
                          </Text>
                        </>
                      )}
                    </>
                  ),
                },
                { header: t('Quantity'), render: (sale) => sale.quantity },
                { header: t('Returned'), render: (sale) => sale.returnedQuantity || '' },
              ]}
            />
          </>
        )}
      </Stack>
    </PageCard>
  );
}
