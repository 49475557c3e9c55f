import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { StockEntry } from '@hanout/contract';
import { DataTable } from '../../common/list/DataTable';
import { ListFooter } from '../../common/list/ListFooter';
import { formatDate } from '../../common/dates';
import { formatMoney } from '../../common/money';
import { StockFiltersPanel } from './StockFiltersPanel';
import type { StockSearch } from './useStockSearch';

interface StockListProps {
  search: StockSearch;
  /** The Actions cell of a row (Update on the stock screen, SELECT in the picker). */
  action(stock: StockEntry): ReactNode;
}

/** Filters, table and footer of the available stock, first expiring first. */
export function StockList({ search, action }: StockListProps) {
  const data = search.data;
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
      <DataTable<StockEntry>
        caption="Stock"
        loading={search.isFetching}
        rows={data?.content ?? []}
        rowKey={(stock) => stock.id}
        emptyText="No stock found."
        columns={[
          { header: '#', width: 60, render: (_stock, index) => search.page * search.size + index + 1 },
          { header: 'Product', render: (stock) => stock.product.name },
          { header: 'Category', render: (stock) => stock.product.category.name },
          { header: 'Brand', render: (stock) => stock.product.brand.name },
          { header: 'Quantity', render: (stock) => stock.quantity },
          { header: 'Selling Price', render: (stock) => formatMoney(stock.sellingPrice) },
          { header: 'Manufacture Date', render: (stock) => formatDate(stock.manufactureDate) },
          { header: 'Expire Date', render: (stock) => formatDate(stock.expireDate) },
          { header: 'Actions', render: action },
        ]}
      />
      <ListFooter
        page={search.page}
        size={search.size}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages ?? 0}
        onPage={search.setPage}
        onSize={search.setSize}
      />
    </Stack>
  );
}
