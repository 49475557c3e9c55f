import { Anchor, Button } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PdfReport } from '../usePdfReport';
import type { Column } from './DataTable';
import { t } from '../i18n';

interface Named {
  name: string;
}

/** The pencil to a row's edit screen (`{editPath}/{id}`), as the Manage lists show it. */
export const editColumn = <T extends Named & { id: number }>(editPath: string, header = t('Actions')): Column<T> => ({
  header,
  render: (row) => (
    <Anchor component={Link} to={`${editPath}/${row.id}`} aria-label={t('Edit {{name}}', { name: row.name })}>
      <IconPencil size={18} />
    </Anchor>
  ),
});

/** A picker's SELECT button; `label` names the row for screen readers and tests (default: its name). */
export function selectColumn<T extends Named>(onSelect: (row: T) => void): Column<T>;
export function selectColumn<T>(onSelect: (row: T) => void, label: (row: T) => string): Column<T>;
export function selectColumn<T>(onSelect: (row: T) => void, label = (row: T) => (row as Named).name): Column<T> {
  return {
    header: t('Actions'),
    pick: onSelect,
    render: (row) => (
      <Button size="xs" onClick={() => onSelect(row)} aria-label={t('SELECT {{name}}', { name: label(row) })}>
        {t('SELECT')}
      </Button>
    ),
  };
}

/**
 * A history row's 'View Report': opens `{number}.pdf`, one report at a time (the other rows wait).
 * While it is generated the button shows `busyLabel` in place of its text, or else a spinner.
 */
export const viewReportColumn = <T extends { id: number; number: string }>(
  report: PdfReport<number>,
  fetchReport: (id: number) => Promise<File>,
  busyLabel?: string,
): Column<T> => ({
  header: t('Actions'),
  render: (row) => {
    const busy = report.busy === row.id;
    const spinner = busy && !busyLabel;
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        loading={spinner}
        disabled={report.busy !== null && !spinner}
        aria-label={t('View Report {{number}}', { number: row.number })}
        onClick={() => void report.open(row.id, () => fetchReport(row.id))}
      >
        {busy && busyLabel ? busyLabel : t('View Report')}
      </Button>
    );
  },
});

/** A draft line's delete button, labelled as each screen's spec says ('DELETE', 'REMOVE'). */
export const deleteLineColumn = <T,>(label: string, name: (row: T) => string, onDelete: (index: number) => void): Column<T> => ({
  header: t('Actions'),
  render: (row, index) => (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconTrash size={14} />}
      onClick={() => onDelete(index)}
      aria-label={`${label} ${name(row)}`}
    >
      {label}
    </Button>
  ),
});
