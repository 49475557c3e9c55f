import { useState, type KeyboardEvent } from 'react';
import { Badge, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProductEquivalent, ProductLookupItem } from '@hanout/contract';
import { Amount } from '../../common/Amount';
import { formatMoney } from '../../common/money';
import { errorDetail } from '../../common/api';
import { t } from '../../common/i18n';
import { medicineLine } from '../../common/medicines';
import { useEquivalents } from './api';

interface EquivalentsModalProps {
  /** The product of the line whose generics are shown; null: closed. */
  product: ProductLookupItem | null;
  onClose: () => void;
  /** The generic chosen: the line is sold as it instead. */
  onSwap: (equivalent: ProductEquivalent) => void;
}

/** How much more or less a generic costs than the line's product: cheaper in green, dearer in red. */
function Difference({ value }: { value: number | null }) {
  if (value === null || value === 0) return null;
  return (
    <Badge variant="light" color={value < 0 ? 'teal' : 'red'} tt="none">
      {/* One island with its sign, so that Arabic keeps '+2,60 DH' as written. */}
      <bdi dir="ltr">
        {value > 0 && '+'}
        {formatMoney(value)}
      </bdi>
    </Badge>
  );
}

/**
 * The generics of a counter line's product (same active ingredients, strengths and form), cheapest
 * first: ↑ and ↓ move between those that can be sold, Enter (or a click) swaps the line to the one
 * chosen, Esc closes. Those with nothing left are listed after them, greyed.
 */
export function EquivalentsModal({ product, onClose, onSwap }: EquivalentsModalProps) {
  return (
    <Modal opened={product !== null} onClose={onClose} title={product ? t('Generics of {{name}}', { name: product.name }) : ''} centered>
      {product && <EquivalentsList product={product} onSwap={onSwap} />}
    </Modal>
  );
}

/** The list takes the focus once it is drawn (after the modal opened, its generics read): arrows and Enter work at once. */
const focusWhenShown = (list: HTMLDivElement | null) => list?.focus();

function EquivalentsList({ product, onSwap }: { product: ProductLookupItem; onSwap: (equivalent: ProductEquivalent) => void }) {
  const equivalents = useEquivalents(product.dci.length ? product.id : null);
  const [active, setActive] = useState(0);
  if (!product.dci.length)
    return <Text>{t('{{name}} has no active ingredient recorded: no generic can be offered.', { name: product.name })}</Text>;
  if (equivalents.isPending) return <Loader size="sm" />;
  if (equivalents.isError) return <Text c="red.9">{errorDetail(equivalents.error)}</Text>;
  const found = equivalents.data;
  if (!found.length) return <Text>{t('No generic of {{name}} is registered.', { name: product.name })}</Text>;
  // Those with nothing left come last (no price): the arrows move among the others.
  const sellable = found.flatMap((equivalent, index) => (equivalent.availableQuantity > 0 ? [index] : []));
  const activeIndex = sellable[active];
  const optionId = (index: number) => `generic-${found[index].id}`;

  function onKeyDown(event: KeyboardEvent) {
    if (activeIndex === undefined) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + sellable.length) % sellable.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSwap(found[activeIndex]);
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {medicineLine(product)}
      </Text>
      <Stack
        gap={4}
        role="listbox"
        aria-label={t('Generics of {{name}}', { name: product.name })}
        aria-activedescendant={activeIndex === undefined ? undefined : optionId(activeIndex)}
        tabIndex={0}
        ref={focusWhenShown}
        onKeyDown={onKeyDown}
        style={{ outline: 'none' }}
      >
        {found.map((equivalent, index) => {
          const canSell = equivalent.availableQuantity > 0;
          const selected = index === activeIndex;
          return (
            <UnstyledButton
              key={equivalent.id}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              aria-disabled={!canSell}
              tabIndex={-1}
              p="xs"
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: canSell ? 1 : 0.55 }}
              onMouseEnter={() => canSell && setActive(sellable.indexOf(index))}
              onClick={() => canSell && onSwap(equivalent)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    <bdi>{equivalent.name}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {equivalent.brand.name} ·{' '}
                    {canSell ? t('{{count}} available', { count: equivalent.availableQuantity }) : t('Out of stock')}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Difference value={equivalent.priceDifference} />
                  {equivalent.price !== null && (
                    <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                      <Amount value={equivalent.price} />
                    </Text>
                  )}
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('↑ ↓ to choose, Enter to sell it instead, Esc to keep the line')}
      </Text>
    </Stack>
  );
}
