import { Alert, Button, Group, Stack } from '@mantine/core';
import type { StockEntry } from '@hanout/contract';
import type { Column } from '../list/DataTable';
import { PagedTable, rowNumber } from '../list/PagedTable';
import { formatDate } from '../dates';
import { formatMoney } from '../money';
import { StockFiltersPanel } from './StockFiltersPanel';
import { useStockSearch } from './useStockSearch';

/**
 * Filters, table and footer of the available stock, first expiring first; `action` is the
 * Actions column (Update on the stock screen, SELECT in the picker).
 */
export function StockList({ action }: { action: Column<StockEntry> }) {
  const search = useStockSearch();
  return (
    <Stack gap="sm">
      <StockFiltersPanel value={search.filters} onChange={search.setFilters} />
      {search.isError && !search.isFetching && (
        <Alert color="red" variant="light" title="The stock could not be loaded.">
          <Group justify="space-between">
            Check the connection and try again.
            <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <PagedTable
        list={search}
        loading={search.isFetching}
        caption="Stock"
        rowKey={(stock) => stock.id}
        emptyText="No stock found."
        columns={[
          rowNumber(search),
          { header: 'Product', render: (stock) => stock.product.name },
          { header: 'Category', render: (stock) => stock.product.category.name },
          { header: 'Brand', render: (stock) => stock.product.brand.name },
          { header: 'Quantity', render: (stock) => stock.quantity },
          { header: 'Selling Price', render: (stock) => formatMoney(stock.sellingPrice) },
          { header: 'Manufacture Date', render: (stock) => formatDate(stock.manufactureDate) },
          { header: 'Expire Date', render: (stock) => formatDate(stock.expireDate) },
          action,
        ]}
      />
    </Stack>
  );
}
