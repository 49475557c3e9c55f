import { Button, Group, SegmentedControl } from '@mantine/core';
import { t } from '../../common/i18n';
import { formatDate } from '../../common/dates';

/**
 * The day of an account's oldest open document and its age in days, in each language's grammar:
 * today, one day, Arabic's two days and its plural of three to ten, then the catalogue's general form.
 */
export function oldestOpenDay(date: string, days: number): string {
  const day = formatDate(date);
  if (days === 0) return t('{{date}} (today)', { date: day });
  if (days === 1) return t('{{date}} (1 day)', { date: day });
  if (days === 2) return t('{{date}} (2 days)', { date: day });
  return t('{{date}} ({{days}} days)', { date: day, days, ...(days <= 10 ? { context: 'few' } : {}) });
}

/** The lists of accounts (receivables, payables): largest amount first, or oldest open document first. */
export function AmountOrAgeSort({ value, onChange }: { value: 'amount' | 'age'; onChange: (sort: 'amount' | 'age') => void }) {
  return (
    <SegmentedControl
      aria-label={t('Sort by')}
      value={value}
      onChange={(sort) => onChange(sort === 'age' ? 'age' : 'amount')}
      data={[
        { value: 'amount', label: t('By amount') },
        { value: 'age', label: t('By age') },
      ]}
    />
  );
}

/** A row's actions on an account: record a payment, open the statement (busy while it loads). */
export function AccountActions({
  name,
  pay,
  statementBusy,
  onStatement,
}: {
  name: string;
  pay: { label: string; ariaLabel: string; disabled?: boolean; onClick: () => void };
  statementBusy: boolean;
  onStatement: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" disabled={pay.disabled} onClick={pay.onClick} aria-label={pay.ariaLabel}>
        {pay.label}
      </Button>
      <Button size="xs" variant="light" loading={statementBusy} onClick={onStatement} aria-label={t('Statement of {{name}}', { name })}>
        {t('Statement')}
      </Button>
    </Group>
  );
}
