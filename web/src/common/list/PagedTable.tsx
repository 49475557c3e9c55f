import { Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Column } from './DataTable';
import { DataTable } from './DataTable';
import { ListFooter } from './ListFooter';
import type { PagedSearch } from './usePagedSearch';

interface PagedTableProps<T> {
  list: PagedSearch<T>;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  searchPlaceholder?: string;
  emptyText?: string;
  caption?: string;
  /** Hide the search box (lists filtered by other means). */
  withoutSearch?: boolean;
}

/** The standard list: search box, table and footer, all driven by usePagedSearch. */
export function PagedTable<T>({ list, columns, rowKey, searchPlaceholder = 'Search', emptyText, caption, withoutSearch }: PagedTableProps<T>) {
  const data = list.data;
  return (
    <Stack gap="sm">
      {!withoutSearch && (
        <TextInput
          aria-label="Search"
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={list.text}
          onChange={(event) => list.setText(event.currentTarget.value)}
          maw={360}
        />
      )}
      <DataTable
        columns={columns}
        rows={data?.content ?? []}
        rowKey={rowKey}
        loading={list.isFetching && !data}
        emptyText={emptyText}
        caption={caption}
      />
      <ListFooter
        page={list.page}
        size={list.size}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages ?? 0}
        onPage={list.setPage}
        onSize={list.setSize}
      />
    </Stack>
  );
}

/** The '#' column: the row's position across pages. */
export const rowNumber = <T,>(list: PagedSearch<T>): Column<T> => ({
  header: '#',
  width: 60,
  render: (_row, index) => list.page * list.size + index + 1,
});
