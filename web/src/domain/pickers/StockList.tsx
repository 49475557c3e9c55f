import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Amount } from '../../common/Amount';
import type { StockEntry } from '@hanout/contract';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { formatDate } from '../../common/dates';
import { ExpiryDate } from '../../common/ExpiryDate';
import { StockFiltersPanel } from './StockFiltersPanel';
import { useStockSearch } from './useStockSearch';
import { t } from '../../common/i18n';
import { LotNumber } from '../../common/LotNumber';

/** Below Mantine's `sm` breakpoint (48em): the width the phone layout is for. */
const PHONE = '(max-width: 47.99em)';

const quantity = (): Column<StockEntry> => ({ header: t('Quantity'), render: (stock) => stock.quantity });
const expiry = (): Column<StockEntry> => ({
  header: t('Expire Date'),
  render: (stock) => <ExpiryDate date={stock.expireDate} status={stock.expiryStatus} />,
});

const desktopColumns = (action: Column<StockEntry>): Column<StockEntry>[] => [
  { header: t('Product'), render: (stock) => stock.product.name },
  // A lot code stays on one line, in its own order: 'PAR-NEAR' is not two codes.
  { header: t('Lot'), render: (stock) => <LotNumber value={stock.batchNumber} /> },
  { header: t('Category'), render: (stock) => stock.product.category.name },
  { header: t('Brand'), render: (stock) => stock.product.brand.name },
  quantity(),
  { header: t('Selling Price'), render: (stock) => <Amount value={stock.sellingPrice} /> },
  { header: t('Manufacture Date'), render: (stock) => formatDate(stock.manufactureDate) },
  expiry(),
  action,
];

/**
 * On a phone, what a batch is read for fits the width without scrolling sideways: the product with
 * its lot, brand and price under it (and the row's actions), its quantity and its expiry in colour.
 */
const phoneColumns = (action: Column<StockEntry>): Column<StockEntry>[] => [
  {
    header: t('Product'),
    render: (stock, index) => (
      <Stack gap={4} align="flex-start">
        <bdi>{stock.product.name}</bdi>
        <Text size="xs" c="dimmed">
          {stock.batchNumber && (
            <>
              {t('Lot')} <LotNumber value={stock.batchNumber} />
              {' · '}
            </>
          )}
          <bdi>{stock.product.brand.name}</bdi> · <Amount value={stock.sellingPrice} />
        </Text>
        {action.render(stock, index)}
      </Stack>
    ),
  },
  quantity(),
  expiry(),
];

/**
 * Filters, table and footer of the available stock, first expiring first; `action` is the
 * Actions column (Update on the stock screen, SELECT in the picker). The pickers list only
 * `sellableOnly` batches: an expired one is shown on the stock screen, in red, never offered.
 */
export function StockList({
  action,
  sellableOnly = false,
  exportable,
}: {
  action: Column<StockEntry>;
  sellableOnly?: boolean;
  /** Offers the export of the batches the filters select (the stock screen). */
  exportable?: boolean;
}) {
  const search = useStockSearch(sellableOnly);
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm">
      <StockFiltersPanel value={search.filters} onChange={search.setFilters} />
      {search.isError && !search.isFetching && (
        <Alert color="red" variant="light" title={t('The stock could not be loaded.')}>
          <Group justify="space-between">
            {t('Check the connection and try again.')}
            <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
              {t('Retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <PagedTable
        list={search}
        exportTo={exportable ? { path: '/stock/export', body: { stock: search.request } } : undefined}
        loading={search.isFetching}
        caption={t('Stock')}
        rowKey={(stock) => stock.id}
        emptyText={t('No stock found.')}
        fitted={phone}
        columns={phone ? phoneColumns(action) : [rowNumber(search), ...desktopColumns(action)]}
      />
    </Stack>
  );
}
