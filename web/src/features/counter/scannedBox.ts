import type { ProductLookupItem } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import { holdsBox } from '../../domain/sale/lots';
import type { CounterLine } from '../../domain/sale/saleDraft';

/**
 * Why the box a GS1 scan names cannot join the sale, or null: its lot has expired (the date said,
 * another lot is never sold in its place), or the same box (its serial) is in the sale already.
 */
export function boxProblem(lines: CounterLine[], { id, name, batch, scan }: ProductLookupItem): string | null {
  if (batch?.expiryStatus === 'EXPIRED') {
    return t('Lot {{lot}} of {{name}} expired on {{date}}: this box cannot be sold', {
      lot: batch.batchNumber,
      name,
      date: formatDate(batch.expireDate),
    });
  }
  if (batch && scan?.serial && holdsBox(lines, id, scan.serial)) {
    return t('This box of {{name}} (serial {{serial}}) is in the sale already', { name, serial: scan.serial });
  }
  return null;
}

/** What the clerk is told of a box whose lot the stock does not hold: the sale takes the product first expiring first. */
export function unknownLotNotice({ name, batch, scan }: ProductLookupItem): string | null {
  if (batch || !scan?.lot) return null;
  return t('Lot {{lot}} of {{name}} is not in stock: the units are taken from the batches first to expire', { lot: scan.lot, name });
}
