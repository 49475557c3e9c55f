import { Button, Group, TextInput } from '@mantine/core';
import type { Paged } from '@hanout/contract';
import { reversedRangeError, validDate } from '../dates';
import { usePagedList } from './usePagedList';
import { t } from '../i18n';

interface DateRange {
  startDate: string;
  endDate: string;
}
const EMPTY_DATE_RANGE: DateRange = { startDate: '', endDate: '' };

interface DateRangePageRequest {
  startDate?: string;
  endDate?: string;
  page: number;
  size: number;
}

/** A paged list filtered by a date range (the histories); half-typed dates are left out. */
export const useDateRangeList = <T,>(key: readonly unknown[], fetchPage: (request: DateRangePageRequest) => Promise<Paged<T>>) =>
  usePagedList(key, {
    initial: EMPTY_DATE_RANGE,
    toRequest: (range: DateRange) => ({ startDate: validDate(range.startDate), endDate: validDate(range.endDate) }),
    fetchPage: ({ filters, page, size }) => fetchPage({ ...filters, page, size }),
  });

interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The two inputs' labels, as each screen's spec names them. */
  labels: [start: string, end: string];
  /** Names the filter group for screen readers. */
  name: string;
  /** Offers 'Clear' once a date is set. */
  clearable?: boolean;
}

/** Start and end date filters of a history list; the list re-runs its search on each change. */
export function DateRangeFilter({ value, onChange, labels, name, clearable }: DateRangeFilterProps) {
  return (
    <Group align="flex-start" role="search" aria-label={name}>
      <TextInput
        type="date"
        label={labels[0]}
        value={value.startDate}
        onChange={(event) => onChange({ ...value, startDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={labels[1]}
        value={value.endDate}
        error={reversedRangeError('dates', value.startDate, value.endDate, labels)}
        onChange={(event) => onChange({ ...value, endDate: event.currentTarget.value })}
      />
      {clearable && (value.startDate || value.endDate) && (
        <Button variant="default" mt={25} onClick={() => onChange(EMPTY_DATE_RANGE)}>
          {t('Clear')}
        </Button>
      )}
    </Group>
  );
}
