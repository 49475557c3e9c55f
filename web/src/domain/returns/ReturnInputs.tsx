import type { CSSProperties, FormEventHandler, ReactNode } from 'react';
import { NumberInput, Stack, Table, Text, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { t } from '../../common/i18n';
import classes from './ReturnInputs.module.css';

/** What a return form (a credit note, a supplier return) keeps of each line: the units going back and why. */
export interface ReturnedLine {
  quantity: number | string;
  reason: string;
}

/** The whole units typed on a line, 0 when empty. */
export const returnedUnits = (line: ReturnedLine | undefined) => Number(line?.quantity) || 0;

/** The units of a line that count in a return's total: what is typed, never more than can go back (`max`). */
export const countedUnits = (line: ReturnedLine | undefined, max: number) => Math.min(returnedUnits(line), max);

/**
 * What each line of a return is named by for screen readers: its product, with its lot when the
 * product is on another line too (two batches of one sale), so that no two fields share a name.
 */
export function lineNames<Line>(lines: Line[], product: (line: Line) => string, lot: (line: Line) => string | null | undefined) {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(product(line), (counts.get(product(line)) ?? 0) + 1);
  return (line: Line) => {
    const batch = lot(line);
    return (counts.get(product(line)) ?? 0) > 1 && batch ? `${product(line)} (${t('Lot')} ${batch})` : product(line);
  };
}

/**
 * How many units of a line go back, at most `max`, named by its product for screen readers. More is
 * flagged as it is typed, then brought down to `max` when the field is left, so the clerk sees it change.
 * A '-' or a decimal comma stays as typed, and a fraction is refused on the field: dropped, 1,5 sent 15 units back.
 */
export function ReturnedQuantityInput({ product, max, ...props }: { product: string; max: number } & NumberInputProps) {
  return (
    <NumberInput
      w={90}
      min={0}
      max={max}
      clampBehavior="blur"
      description={t('At most {{count}}', { count: max })}
      aria-label={t('Units of {{product}} returned', { product })}
      {...props}
      error={
        props.error ??
        (!Number.isInteger(Number(props.value ?? 0))
          ? t('Units returned must be a whole number')
          : Number(props.value ?? 0) > max && t('At most {{count}}', { count: max }))
      }
    />
  );
}

/** Why the units of a line go back. */
export function ReturnReasonInput({ product, ...props }: { product: string } & TextInputProps) {
  return <TextInput maxLength={200} aria-label={t('Reason for returning {{product}}', { product })} {...props} />;
}

/**
 * A return's form (a credit note, a supplier return): what it returns from, the table of the lines
 * that can go back (their rows as `rows`, under `columns`), then what follows it (totals, buttons).
 * In a narrow dialog the lines are stacked, each cell under its column's name (ReturnInputs.module.css).
 */
export function ReturnLinesForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  heading: ReactNode;
  columns: string[];
  minWidth: number;
  rows: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack>
        <Text size="sm">{props.heading}</Text>
        <Table.ScrollContainer
          minWidth={props.minWidth}
          className={classes.lines}
          classNames={{ scrollContainerInner: classes.inner }}
          style={columnNames(props.columns)}
        >
          <Table verticalSpacing={4} aria-label={t('Lines to return')} className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {props.children}
      </Stack>
    </form>
  );
}

/** The columns' names as CSS strings (--return-column-1…), shown above each cell when the lines are stacked. */
const columnNames = (columns: string[]) =>
  Object.fromEntries(columns.map((column, index) => [`--return-column-${index + 1}`, JSON.stringify(column)])) as CSSProperties;

/** A line's product in a return form, what can go back of it under its name. */
export function ReturnProductCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {children}
    </Table.Td>
  );
}
