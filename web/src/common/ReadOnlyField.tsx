import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney } from './money';
import { t } from './i18n';

/** A value shown in a form but not typed there (ids, dates of creation, totals, a picked row's details). */
export function ReadOnlyField(props: Omit<TextInputProps, 'readOnly' | 'variant'>) {
  return <TextInput readOnly variant="filled" {...props} />;
}

/** The payment panels' Balance (payment − grand total), in red while money is still owed. */
export function BalanceField({ balance }: { balance: number }) {
  return (
    <ReadOnlyField
      label={t('Balance')}
      value={formatMoney(balance)}
      styles={balance < 0 ? { input: { color: 'var(--mantine-color-red-7)' } } : undefined}
    />
  );
}
