import { Button } from '@mantine/core';
import { IconBox, IconPill } from '@tabler/icons-react';
import { t } from '../../common/i18n';
import type { CounterLine } from '../../domain/sale/saleDraft';
import { canToggleUnits } from '../../domain/sale/unitSale';

/** Under a line of a pack sold by the unit: sells it by the unit, or by the pack again (F6 on the keyboard). */
export function UnitToggleButton({ line, onToggle }: { line: CounterLine; onToggle: (line: CounterLine) => void }) {
  if (!canToggleUnits(line)) return null;
  const { pack } = line;
  return (
    <Button
      size="compact-xs"
      w="fit-content"
      mt={4}
      variant="light"
      leftSection={pack ? <IconBox size={14} /> : <IconPill size={14} />}
      onClick={() => onToggle(line)}
      aria-label={
        pack
          ? t('Sell {{name}} by the pack', { name: pack.name })
          : t('Sell {{name}} by the unit ({{count}} per pack)', { name: line.product.name, count: line.product.unitsPerPack })
      }
    >
      {pack ? t('By the pack') : t('By the unit')}
    </Button>
  );
}
