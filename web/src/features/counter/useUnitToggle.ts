import { useEffect, useRef } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../common/api';
import { t } from '../../common/i18n';
import type { CounterLine } from '../../domain/sale/saleDraft';
import { canToggleUnits, toPacks, toUnits, unitItem } from '../../domain/sale/unitSale';
import { unitProductQuery } from './api';

/** The attribute that names a sale line's product on its row: F6 turns the line whose field has the focus. */
export const LINE_PRODUCT_ATTRIBUTE = 'data-line-product';

interface UnitSale {
  lines: CounterLine[];
  changeLines: (update: (lines: CounterLine[]) => CounterLine[]) => void;
  warn: (notice: string | null) => void;
}

/** The line being worked on: the one whose quantity has the focus, else the last one (just scanned). */
function currentLine(lines: CounterLine[]): CounterLine | undefined {
  const row = document.activeElement?.closest(`[${LINE_PRODUCT_ATTRIBUTE}]`);
  const productId = Number(row?.getAttribute(LINE_PRODUCT_ATTRIBUTE));
  return lines.find((line) => line.product.id === productId) ?? lines.at(-1);
}

/**
 * F6 (or a line's button) turns a line of a pack sold by the unit into a line of its unit product,
 * and back, keeping the quantity typed; the turned line's quantity then has the focus, for the
 * number of units (or packs). Answers the toggle, for the lines' buttons.
 */
export function useUnitToggle(sale: UnitSale) {
  const queryClient = useQueryClient();
  /** The product whose line, once drawn turned, takes the focus. */
  const focusOn = useRef<number | null>(null);
  useEffect(() => {
    const field =
      focusOn.current === null ? null : document.querySelector<HTMLInputElement>(`[${LINE_PRODUCT_ATTRIBUTE}="${focusOn.current}"] input`);
    if (!field) return;
    field.focus();
    field.select();
    focusOn.current = null;
  }, [sale.lines]);

  async function toggle(line: CounterLine) {
    const { pack } = line;
    if (pack) {
      focusOn.current = pack.id;
      sale.changeLines((lines) => toPacks(lines, line.product.id));
      return;
    }
    if (!canToggleUnits(line)) {
      sale.warn(t('{{name}} is not sold by the unit', { name: line.product.name }));
      return;
    }
    try {
      const unit = await queryClient.fetchQuery(unitProductQuery(line.product.unitProductId!));
      focusOn.current = unit.id;
      sale.changeLines((lines) => toUnits(lines, line.product.id, unitItem(unit, line.product)));
    } catch (error) {
      sale.warn(errorDetail(error));
    }
  }

  useHotkeys(
    [
      [
        'F6',
        () => {
          const line = currentLine(sale.lines);
          if (line) void toggle(line);
        },
      ],
    ],
    [],
  );
  return toggle;
}
