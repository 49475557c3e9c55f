import { Button, Group, SegmentedControl } from '@mantine/core';
import { t } from './i18n';

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
