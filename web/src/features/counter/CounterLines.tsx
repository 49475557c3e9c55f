import type { ReactNode } from 'react';
import { ActionIcon, NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import type { ProductLookupItem } from '@hanout/contract';
import { ExpiryDate } from '../../common/ExpiryDate';
import { Amount } from '../../common/Amount';
import { formatMoney } from '../../common/money';
import { t } from '../../common/i18n';
import { asTyped } from '../../common/asTyped';
import { lineKey, validQuantity, type AllocatedLine } from '../../domain/sale/saleDraft';
import type { ScanCatcher } from '../../common/scanner/useScanCatcher';
import type { StockEntry } from '@hanout/contract';
import { LotPicker } from './LotPicker';

interface CounterLinesProps {
  lines: AllocatedLine[];
  /** The line's key (lineKey): a product, and its batch when the line names one. */
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** The sellable batches of line `index`'s product, and the lot chosen for a line (null: first expiring first). */
  lotsOf: (productId: number) => StockEntry[] | undefined;
  onLot: (key: string, batchId: number | null) => void;
  /** Enter in a quantity: back to the scan field, where the scanner types. */
  onEntered: () => void;
  /** Takes a code scanned into a quantity to the scan field, the quantity left as it was. */
  caughtScan: ScanCatcher;
  /** Buttons shown under a line's product (selling it by the unit). */
  lineTools?: (line: AllocatedLine) => ReactNode;
  /** Opens the generics of a medicine's line (Alt+G from the keyboard). */
  onGenerics: (product: ProductLookupItem) => void;
}

/** The sale's lines: each product with the batches it will be taken from (lot, expiry, how many), its quantity and total. */
export function CounterLines({
  lines,
  onQuantity,
  onRemove,
  lotsOf,
  onLot,
  onEntered,
  caughtScan,
  lineTools,
  onGenerics,
}: CounterLinesProps) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('Scan or type a product to start the sale')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label={t('Sale lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Product')}</Table.Th>
          <Table.Th w={88}>{t('Quantity')}</Table.Th>
          {/* On a phone the line's total stands under its product, so that the table fits the screen. */}
          <Table.Th ta="end" visibleFrom="xs">
            {t('Total')}
          </Table.Th>
          <Table.Th w={40}>
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          // data-line-product: the line F6 turns between packs and units (useUnitToggle) or Alt+G offers generics for, when its field has the focus.
          <Table.Tr key={rowKey(lines, index)} data-line-product={line.product.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                <bdi>{line.product.name}</bdi>
              </Text>
              <LotPicker
                line={line}
                lots={lotsOf(line.product.id)}
                onLot={(batchId) => onLot(lineKey(line), batchId)}
                caughtScan={caughtScan}
                fieldKey={`lot-${line.product.id}`}
              />
              <Stack gap={0}>
                {line.shares.map((share) => (
                  <Text key={share.batch.id} size="xs" c="dimmed">
                    {t('Lot')} <bdi>{share.batch.batchNumber ?? `#${share.batch.id}`}</bdi> ·{' '}
                    <ExpiryDate date={share.batch.expireDate} status={share.batch.expiryStatus} size="xs" /> ·{' '}
                    {/* One island, so that Arabic keeps '2 × 21,00 DH' together and in this order. */}
                    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {share.quantity} × {formatMoney(share.batch.sellingPrice)}
                    </bdi>
                    {share.opened ? <> · {t('{{count}} packs opened', { count: share.opened })}</> : null}
                  </Text>
                ))}
                {lineTools?.(line)}
                <Text hiddenFrom="xs" size="sm" fw={600}>
                  <Amount value={line.total} />
                </Text>
                {!validQuantity(line.quantity) && (
                  <Text size="xs" c="red.9" fw={600}>
                    {t('Quantity must be a whole number of at least 1')}
                  </Text>
                )}
                {line.short > 0 && (
                  <Text size="xs" c="red.9" fw={600}>
                    {t('Only {{count}} of {{name}} can be sold', { count: line.quantity - line.short, name: line.product.name })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={t('Quantity of {{name}}', { name: line.product.name })}
                size="sm"
                min={1}
                // A decimal comma typed stays, and the line says the quantity is not whole: dropped, it turned 1,5 into 15.
                allowNegative={false}
                // Emptied while typing, the field stays empty (a 0 left before the cursor turned 3 into 30).
                value={line.quantity === 0 ? '' : line.quantity}
                error={line.short > 0 || !validQuantity(line.quantity)}
                onChange={(value) => onQuantity(lineKey(line), typedQuantity(value))}
                onFocus={(event) => event.currentTarget.select()}
                onKeyDown={(event) => {
                  if (caughtScan(`quantity-${lineKey(line)}`, event, line.quantity, (quantity) => onQuantity(lineKey(line), quantity)))
                    return;
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onEntered();
                  }
                }}
              />
            </Table.Td>
            <Table.Td ta="end" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
              <Amount value={line.total} />
            </Table.Td>
            <Table.Td>
              {line.product.dci.length > 0 && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('Generics of {{name}}', { name: line.product.name })}
                  onClick={() => onGenerics(line.product)}
                >
                  <IconReplace size={18} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Remove {{name}}', { name: line.product.name })}
                onClick={() => onRemove(lineKey(line))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The quantity a field's text stands for, as the forms read it ('1,' is 1, so the field keeps its
 * comma for the 5 that follows); 0 while it is no number (empty, '-').
 */
const typedQuantity = (value: string | number) => {
  const typed = asTyped(value);
  return typeof typed === 'number' ? typed : 0;
};

/**
 * A row's React key: its product, and how many lines of that product come before it. It stays when
 * the line's lot changes (lineKey does not), so that the lot picker keeps the focus as the arrows move it.
 */
const rowKey = (lines: AllocatedLine[], index: number) =>
  `${lines[index].product.id}#${lines.slice(0, index).filter((line) => line.product.id === lines[index].product.id).length}`;
