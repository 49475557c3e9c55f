import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconBarcode } from '@tabler/icons-react';
import type { ProductLookupItem } from '@hanout/contract';
import { ApiError, errorDetail } from '../../common/api';
import { lookupProducts } from '../../common/catalog';
import { Amount } from '../../common/Amount';
import { STOCK } from '../../common/queryKeys';
import { t } from '../../common/i18n';
import { GROUP_SEPARATOR, typesGroupSeparator } from '../../common/scanner/gs1';

/** Lookups answer available quantities, so they live under the stock's key: a sale refreshes them. */
const lookupQuery = (q: string) => ({
  queryKey: [...STOCK, 'lookup', q],
  queryFn: ({ signal }: { signal: AbortSignal }) => lookupProducts(q, signal),
  staleTime: 5_000,
});

/** Keys that only change the next one (a scanner presses Shift around each capital). */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

interface ProductScanFieldProps {
  label: string;
  description?: string;
  /** Takes the chosen product; answers what stops it being taken (shown under the field), or null. */
  onPick: (product: ProductLookupItem) => string | null;
  /** Told when a scanned or typed text matches no product: a form holding the last product lets it go. */
  onMiss?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes a code scanned into another field, as if it had been scanned here (the counter's quantities and amount). */
  scannerRef?: Ref<ScanFieldHandle>;
  /** Shows each suggestion's price and available quantity (the counter), not only its name and code. */
  withStock?: boolean;
  size?: 'md' | 'lg';
}

export interface ScanFieldHandle {
  take(code: string): void;
  /** The lookups of codes taken and not yet answered, or null when there are none. */
  pendingScans(): Promise<void> | null;
}

/**
 * One field for a barcode scanner (a keyboard that types the code fast and presses Enter) or a
 * typed name. Enter takes the product whose barcode is the text, else the highlighted suggestion
 * (the first by default); the arrows move through the suggestions, Escape clears the field.
 */
export function ProductScanField({
  label,
  description,
  onPick,
  onMiss,
  inputRef,
  scannerRef,
  withStock = false,
  size = 'md',
}: ProductScanFieldProps) {
  const listId = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const typed = text.trim();
  const [settled] = useDebouncedValue(typed, 150);
  const suggestions = useQuery({ ...lookupQuery(settled), enabled: settled !== '' });
  const shown = typed !== '' && settled === typed ? (suggestions.data ?? []) : [];

  function take(product: ProductLookupItem) {
    const problem = onPick(product);
    setError(problem);
    if (problem) return;
    setText('');
    setActive(-1);
  }

  /**
   * A scanner types the next code right after Enter: the field is emptied at once for it, and the
   * codes are looked up one after the other, so the lines come in the order they were scanned.
   */
  const pending = useRef(Promise.resolve());
  const unanswered = useRef(0);
  // Called when its lookup answers: by then the screen may have drawn the previous scan's line.
  const pick = useRef(onPick);
  const miss = useRef(onMiss);
  useEffect(() => {
    pick.current = onPick;
    miss.current = onMiss;
  });
  function takeText(searched: string, highlighted?: ProductLookupItem) {
    setText('');
    setActive(-1);
    setError(null);
    unanswered.current += 1;
    pending.current = pending.current.then(async () => {
      try {
        const product = highlighted ?? (await queryClient.fetchQuery(lookupQuery(searched)))[0];
        if (product) setError(pick.current(product));
        else {
          setError(t('No product matches “{{text}}”', { text: searched }));
          miss.current?.();
        }
      } catch (error) {
        // A lot number whose batches have all expired: the server says so, with the date (404).
        setError(errorDetail(error));
        if (error instanceof ApiError && error.status === 404) miss.current?.();
      } finally {
        unanswered.current -= 1;
      }
    });
  }
  function takeTyped() {
    if (typed) takeText(typed, active >= 0 ? shown[active] : undefined);
  }
  useImperativeHandle(scannerRef, () => ({
    take: (code) => takeText(code),
    pendingScans: () => (unanswered.current > 0 ? pending.current : null),
  }));

  // What went wrong with one product is gone at the next thing done, anywhere on the screen (a key, a
  // click), so that it is never read as the fate of a later one.
  useEffect(() => {
    if (!error) return;
    const clear = (event: Event) => {
      if (event instanceof KeyboardEvent && MODIFIER_KEYS.has(event.key)) return;
      setError(null);
    };
    document.addEventListener('keydown', clear, true);
    document.addEventListener('pointerdown', clear, true);
    return () => {
      document.removeEventListener('keydown', clear, true);
      document.removeEventListener('pointerdown', clear, true);
    };
  }, [error]);

  function move(step: number) {
    if (shown.length === 0) return;
    setActive((current) => (current + step + shown.length) % shown.length);
  }

  return (
    <Stack gap={4} pos="relative">
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        size={size}
        autoComplete="off"
        spellCheck={false}
        leftSection={<IconBarcode size={size === 'lg' ? 22 : 18} />}
        value={text}
        error={error}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(-1);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (typesGroupSeparator(event)) {
            event.preventDefault();
            setText((current) => current + GROUP_SEPARATOR);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            takeTyped();
          } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            setActive(-1);
            setError(null);
          }
        }}
      />
      <Paper
        id={listId}
        role="listbox"
        aria-label={label}
        withBorder={shown.length > 0}
        shadow="md"
        pos="absolute"
        top="100%"
        left={0}
        right={0}
        style={{ zIndex: 20, overflow: 'hidden' }}
      >
        {shown.map((product, index) => (
          <UnstyledButton
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            w="100%"
            px="sm"
            py={6}
            bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
            // The field keeps the focus, so that the next scan goes where it should.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => take(product)}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[product.brand.name, product.barcode].filter(Boolean).join(' · ')}
                </Text>
              </div>
              {withStock && (
                <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }} c={product.availableQuantity === 0 ? 'red.9' : undefined}>
                  {product.price !== null && <Amount value={product.price} />}
                  <br />
                  {product.availableQuantity === 0 ? t('Out of stock') : t('{{count}} available', { count: product.availableQuantity })}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        ))}
      </Paper>
    </Stack>
  );
}
