import type { MouseEvent, ReactNode } from 'react';
import { Box, LoadingOverlay, Table, Text } from '@mantine/core';
import { t } from '../i18n';
import classes from './DataTable.module.css';

export interface Column<T> {
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  /** A picker's choice: Enter in the list's search takes the row when it is the only one found (a code scanned). */
  pick?: (row: T) => void;
}

/** The row a picker's table takes (its SELECT column's), if it is a picker's. */
export const pickOf = <T,>(columns: Column<T>[]) => columns.find((column) => column.pick)?.pick;

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  emptyText?: string;
  loading?: boolean;
  caption?: string;
  /** The columns are chosen to fit the screen (a phone's few): the table takes no minimum width to scroll sideways. */
  fitted?: boolean;
  /**
   * Rows held by blank lines while the first rows load (a page's size), so that what is under the
   * table does not jump down when they come (Lighthouse's layout shift).
   */
  placeholderRows?: number;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  emptyText = t('No entries found.'),
  loading,
  caption,
  fitted,
  placeholderRows = 0,
}: DataTableProps<T>) {
  const waiting = loading && rows.length === 0 && placeholderRows > 0;
  const pick = pickOf(columns);
  // A picker's row is taken by a click anywhere on it, as by its SELECT button (the keyboard's way);
  // a click on the button or another control in the row is theirs alone.
  const pickRow = (row: T) => (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('button, a, input')) pick?.(row);
  };
  return (
    <Box pos="relative">
      <LoadingOverlay visible={!!loading} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      {/*
        A table wider than its card scrolls sideways, its scrollbar always shown as the hint. The browser scrolls it: Mantine's
        ScrollArea measured itself again after every drawing, a tenth of a second of a phone's time per table.
      */}
      {/* An empty table keeps to its card: its one line ('No entries found.') is then never cut off on a phone. */}
      {/* An empty table's headers may still go on sideways on a phone: the keyboard can then scroll it, as it has nothing else to focus in it. */}
      <Table.ScrollContainer
        minWidth={rows.length && !fitted ? 600 : 0}
        type="native"
        className={classes.scroll}
        tabIndex={rows.length ? undefined : 0}
        aria-label={rows.length ? undefined : caption}
      >
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={index} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {waiting ? (
              Array.from({ length: placeholderRows }, (_, index) => (
                <Table.Tr key={index} aria-hidden>
                  <Table.Td colSpan={columns.length} h={41} />
                </Table.Tr>
              ))
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, rowIndex) => (
                <Table.Tr key={rowKey(row)} onClick={pick && pickRow(row)} className={pick && classes.pickable}>
                  {columns.map((column, index) => (
                    <Table.Td key={index}>{isolatedText(column.render(row, rowIndex))}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

/**
 * A text cell in its own direction: a name typed in Latin letters keeps its end in Arabic
 * ('Photoderm SPF 50+' no longer reads '+50' before the name), an Arabic one in French.
 */
const isolatedText = (content: ReactNode) => (typeof content === 'string' ? <bdi>{content}</bdi> : content);
