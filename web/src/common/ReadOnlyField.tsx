import { Grid, TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney } from './money';
import { t } from './i18n';

/** A value shown in a form but not typed there (ids, dates of creation, totals, a picked row's details). */
export function ReadOnlyField(props: Omit<TextInputProps, 'readOnly' | 'variant'>) {
  return <TextInput readOnly variant="filled" {...props} />;
}

/** An amount shown in a form: written left to right in Arabic too (fields.css), `-2.590,00 DH`, never `DH 2.590,00-`. */
export function AmountField({ value, ...props }: Omit<TextInputProps, 'readOnly' | 'variant' | 'value'> & { value: number }) {
  return <ReadOnlyField {...props} className="amount-field" value={formatMoney(value)} />;
}

/** The payment panels' Balance (payment − grand total), in red while money is still owed. */
export function BalanceField({ balance }: { balance: number }) {
  return (
    <AmountField
      label={t('Balance')}
      value={balance}
      styles={balance < 0 ? { input: { color: 'var(--mantine-color-red-7)' } } : undefined}
    />
  );
}

export interface ReadOnlyCell {
  label: string;
  value: string;
  /** Columns out of 12 from the breakpoint up (a phone gives each field the whole width). */
  span: number;
}

/** A picked row's details as a grid of read-only fields (the invoice's stock line, the GRN's product). */
export function ReadOnlyGrid({ cells, from = 'sm' }: { cells: ReadOnlyCell[]; from?: 'xs' | 'sm' }) {
  return (
    <Grid gap="xs">
      {cells.map((cell) => (
        <Grid.Col key={cell.label} span={{ base: 12, [from]: cell.span }}>
          <ReadOnlyField label={cell.label} value={cell.value} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
