import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@hanout/contract';
import { t } from '../i18n';

interface ListFooterProps {
  page: number;
  size: number;
  /** Offset and row count of the page on screen, which may still be the previous answer while the next loads. */
  offset: number;
  count: number;
  totalElements: number;
  totalPages: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The pager's buttons, named for screen readers. */
const PAGE_CONTROL_LABELS = {
  first: () => t('first page'),
  previous: () => t('previous page'),
  next: () => t('next page'),
  last: () => t('last page'),
};

/** 'Showing {offset+1} to {end} of {total} entries', page size and pager; pages are 0-based. */
export function ListFooter({ page, size, offset, count, totalElements, totalPages, onPage, onSize }: ListFooterProps) {
  const first = count === 0 ? 0 : offset + 1;
  const end = count === 0 ? 0 : offset + count;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="list-summary">
          {t('Showing {{first}} to {{end}} of {{total}} entries', {
            first,
            end,
            total: totalElements,
            ...(totalElements === 1 ? { context: 'one' } : {}),
          })}
        </Text>
        <Select
          aria-label={t('Page size')}
          size="xs"
          w={80}
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
          allowDeselect={false}
        />
      </Group>
      <Pagination
        size="sm"
        withEdges
        total={Math.max(totalPages, 1)}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control]() })}
      />
    </Group>
  );
}
