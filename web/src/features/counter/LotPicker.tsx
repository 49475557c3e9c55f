import { NativeSelect } from '@mantine/core';
import type { StockEntry } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import type { ScanCatcher } from '../../common/scanner/useScanCatcher';
import type { CounterLine } from '../../domain/sale/saleDraft';

interface LotPickerProps {
  line: CounterLine;
  /** The product's sellable batches, first expiring first (undefined while read). */
  lots: StockEntry[] | undefined;
  onLot: (batchId: number | null) => void;
  /** A code scanned while the picker has the focus goes to the scan field, the lot left as it was. */
  caughtScan: ScanCatcher;
  fieldKey: string;
}

/**
 * A line's lot: first expiring first (the server chooses), or one unexpired batch of the product
 * chosen by hand (the box handed over). A native select: the arrows and typing pick from the keyboard.
 */
export function LotPicker({ line, lots, onLot, caughtScan, fieldKey }: LotPickerProps) {
  const listed = lots ?? [];
  const chosen = line.batchId === undefined ? '' : String(line.batchId);
  const options = [
    { value: '', label: t('Lot first to expire') },
    ...listed.map((lot) => ({
      value: String(lot.id),
      // The lot is read left to right in Arabic as in French.
      label: t('Lot {{lot}} · {{date}} · {{count}} available', {
        lot: `\u2066${lot.batchNumber ?? `#${lot.id}`}\u2069`,
        date: formatDate(lot.expireDate),
        count: lot.quantity,
      }),
    })),
    // A batch scanned that expired or sold out since: still shown as the line's, to be changed.
    ...(chosen && !listed.some((lot) => String(lot.id) === chosen)
      ? [{ value: chosen, label: t('Lot no longer sellable'), disabled: true }]
      : []),
  ];
  return (
    <NativeSelect
      size="xs"
      mt={4}
      maw={320}
      aria-label={t('Lot of {{name}}', { name: line.product.name })}
      data={options}
      value={chosen}
      disabled={lots === undefined}
      onChange={(event) => onLot(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      onKeyDown={(event) => caughtScan(fieldKey, event, chosen, (before) => onLot(before === '' ? null : Number(before)))}
    />
  );
}
