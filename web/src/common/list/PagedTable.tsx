import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, pickOf, type Column } from './DataTable';
import { ListFooter } from './ListFooter';
import type { PagedList } from './usePagedList';
import { ExportMenu, type ExportTarget } from '../ExportMenu';
import { t } from '../i18n';

interface PagedTableProps<T> {
  /** A text-searched list (usePagedSearch) gets the search box; others are filtered by their screen. */
  list: PagedList<T> & { text?: string; setText?: (value: string) => void; request?: unknown };
  columns: NoInfer<Column<T>>[];
  rowKey: (row: T) => string | number;
  emptyText?: string;
  caption?: string;
  /** The loading overlay; by default only until the first page arrives. */
  loading?: boolean;
  /** Offers the list's export (CSV, Excel) of every row its filters select, beside the search box. */
  exportTo?: ExportTarget;
  fitted?: boolean;
}

/** The standard list: search box, table and footer. */
export function PagedTable<T>({ list, columns, rowKey, emptyText, caption, loading, exportTo, fitted }: PagedTableProps<T>) {
  const { data, setText } = list;
  const pickOnEnter = usePickOnEnter(list, pickOf(columns));
  return (
    <Stack gap="sm">
      {(setText || exportTo) && (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          {setText ? (
            <TextInput
              aria-label={t('Search')}
              placeholder={t('Search')}
              leftSection={<IconSearch size={16} />}
              value={list.text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={pickOnEnter}
              maw={360}
              flex={1}
            />
          ) : (
            <span />
          )}
          {exportTo && <ExportMenu target={exportTo} />}
        </Group>
      )}
      <DataTable
        columns={columns}
        rows={data?.content ?? []}
        rowKey={rowKey}
        loading={loading ?? (list.isFetching && !data)}
        emptyText={emptyText}
        caption={caption}
        fitted={fitted}
        placeholderRows={list.size}
      />
      <ListFooter
        page={list.page}
        size={list.size}
        offset={data?.pageable.offset ?? 0}
        count={data?.content.length ?? 0}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages ?? 0}
        onPage={list.setPage}
        onSize={list.setSize}
      />
    </Stack>
  );
}

/** The '#' column: the row's position across pages, in the answer on screen. */
export const rowNumber = <T,>(list: PagedList<T>): Column<T> => ({
  header: '#',
  width: 60,
  render: (_row, index) => (list.data?.pageable.offset ?? 0) + index + 1,
});

/**
 * A picker's Enter in its search: the one row found is taken, as its SELECT button would. A scanner
 * types the code and Enter at once, before the search for it has answered: the Enter then waits for
 * that answer.
 */
function usePickOnEnter<T>(list: PagedTableProps<T>['list'], pick: ((row: T) => void) | undefined) {
  const waitingFor = useRef<string | null>(null);
  const answered = list.text !== undefined && list.request === list.text.trim() && !list.isFetching;
  const only = answered && list.data?.content.length === 1 ? list.data.content[0] : undefined;
  useEffect(() => {
    if (waitingFor.current === null || !answered) return;
    const text = waitingFor.current;
    waitingFor.current = null;
    if (text === list.request && only !== undefined) pick?.(only);
  }, [answered, only, list.request, pick]);
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !pick || list.text === undefined) return;
    event.preventDefault();
    if (answered) {
      if (only !== undefined) pick(only);
    } else waitingFor.current = list.text.trim();
  };
}
