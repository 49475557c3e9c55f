import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { t } from './i18n';

/** What a return form (a credit note, a supplier return) keeps of each line: the units going back and why. */
export interface ReturnedLine {
  quantity: number | string;
  reason: string;
}

/** The whole units typed on a line, 0 when empty. */
export const returnedUnits = (line: ReturnedLine | undefined) => Number(line?.quantity) || 0;

/** How many units of a line go back, at most `max`, named by its product for screen readers. */
export function ReturnedQuantityInput({ product, max, ...props }: { product: string; max: number } & NumberInputProps) {
  return (
    <NumberInput
      w={90}
      min={0}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      aria-label={t('Units of {{product}} returned', { product })}
      {...props}
    />
  );
}

/** Why the units of a line go back. */
export function ReturnReasonInput({ product, ...props }: { product: string } & TextInputProps) {
  return <TextInput maxLength={200} aria-label={t('Reason for returning {{product}}', { product })} {...props} />;
}
