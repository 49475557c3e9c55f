import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { COUNT_REASON_PROBLEM, type StocktakeBatch } from '@hanout/contract';
import { ApiError, errorDetail } from '../../common/api';
import { useScanCatcher } from '../../common/scanner/useScanCatcher';
import { formatDate, formatDateTime } from '../../common/dates';
import { t } from '../../common/i18n';
import { GROUP_SEPARATOR, typesGroupSeparator } from '../../common/scanner/gs1';
import { findBatches, useSaveCount } from './api';

const batchName = (batch: StocktakeBatch) =>
  `${batch.product.name} · ${t('Lot')} ${batch.batchNumber ?? '—'} · ${t('Expire Date')} ${formatDate(batch.expireDate)}`;

/**
 * The counting screen, keyboard first: scan or type in one field and press Enter; a product with
 * several batches lists them to pick one (arrows or Tab, then Enter); type the units found and press
 * Enter: the count is saved at once and the scan field takes the focus for the next batch.
 */
export function CountPanel({ stocktakeId }: { stocktakeId: number }) {
  const save = useSaveCount();
  const scanRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<StocktakeBatch[]>([]);
  const [batch, setBatch] = useState<StocktakeBatch | null>(null);
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  /** Asked when the server wants the reason of a difference (a narcotic, tableau B): null until then. */
  const [reason, setReason] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  // The screen opens ready for the first scan; then the focus follows the step: a batch to pick, its count.
  useEffect(() => scanRef.current?.focus(), []);
  useEffect(() => {
    if (choices.length) choicesRef.current?.querySelector('button')?.focus();
  }, [choices]);
  useEffect(() => {
    if (batch) quantityRef.current?.focus();
  }, [batch]);
  const askingReason = reason !== null;
  useEffect(() => {
    if (askingReason) reasonRef.current?.focus();
  }, [askingReason]);

  function pick(chosen: StocktakeBatch) {
    setBatch(chosen);
    setChoices([]);
    setQuantity('');
    setReason(null);
  }

  // A scanner typing into the units counted (the next box scanned before this count was typed) is a
  // scan: the count is not saved with its code, the code is searched as the next batch.
  const caughtScan = useScanCatcher((code) => {
    const unsaved = batch;
    setText(code);
    scanRef.current?.focus();
    void search(
      code,
      unsaved ? t('A code was scanned into the units counted: nothing was saved for {{batch}}.', { batch: batchName(unsaved) }) : null,
    );
  });

  /** Looks `q` up; `notice` is shown meanwhile, and stays unless the search has a problem of its own. */
  async function search(q = text.trim(), notice: string | null = null) {
    if (!q) return;
    setProblem(notice);
    setSaved(null);
    setBatch(null);

    try {
      const found = await findBatches(stocktakeId, q);
      if (found.length === 0) setProblem(t('No batch matches “{{text}}”', { text: q }));
      else if (found.length === 1) pick(found[0]);
      else setChoices(found);
    } catch (error) {
      setProblem(errorDetail(error));
    }
  }

  async function submitCount() {
    if (!batch) return;
    const countedQuantity = Number(quantity.trim());
    // Digits only: '1.5', '1,5' or '-3' are refused as typed, never read as another number.
    if (!/^\d+$/.test(quantity.trim()) || !Number.isSafeInteger(countedQuantity)) {
      setProblem(t('Type the units found: a whole number, 0 or more.'));
      return;
    }
    // No one counts '0123': it is the start of a barcode scanned here and not caught as a scan.
    if (/^0\d/.test(quantity.trim())) {
      setProblem(t('{{typed}} looks like the start of a barcode: type the units found.', { typed: quantity.trim() }));
      setQuantity('');
      return;
    }
    try {
      await save.mutateAsync({ id: stocktakeId, stockId: batch.stockId, countedQuantity, reason: reason?.trim() || undefined });
      setSaved(t('{{quantity}} counted: {{batch}}', { quantity: countedQuantity, batch: batchName(batch) }));
      setProblem(null);
      setBatch(null);
      setText('');
      setQuantity('');
      setReason(null);
      scanRef.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.type === COUNT_REASON_PROBLEM) setReason((typed) => typed ?? '');
      setProblem(errorDetail(error));
    }
  }

  function moveChoice(event: React.KeyboardEvent, step: number) {
    const buttons = [...(choicesRef.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[(index + step + buttons.length) % buttons.length].focus();
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <TextInput
            ref={scanRef}
            label={t('Scan or search a batch')}
            description={t('Barcode, box DataMatrix, lot number or product name, then Enter')}
            leftSection={<IconBarcode size={18} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setText('');
              if (typesGroupSeparator(event)) {
                event.preventDefault();
                setText((current) => current + GROUP_SEPARATOR);
              }
            }}
            maxLength={100}
            autoComplete="off"
            size="md"
          />
        </form>
        {choices.length > 0 && (
          <Stack
            gap={4}
            ref={choicesRef}
            role="group"
            aria-label={t('Pick the batch counted')}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') moveChoice(event, 1);
              if (event.key === 'ArrowUp') moveChoice(event, -1);
              if (event.key === 'Escape') {
                setChoices([]);
                // Selected, the code searched gives way to the next one typed or scanned.
                scanRef.current?.focus();
                scanRef.current?.select();
              }
            }}
          >
            <Text size="sm" fw={600}>
              {t('Pick the batch counted')}
            </Text>
            {choices.map((choice) => (
              <Button
                key={choice.stockId}
                variant="light"
                justify="flex-start"
                onClick={() => pick(choice)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                h="auto"
                py={6}
              >
                {batchName(choice)}
                {choice.counted ? ` · ${t('counted: {{quantity}}', { quantity: choice.counted.quantity })}` : ''}
              </Button>
            ))}
          </Stack>
        )}
        {batch && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submitCount();
            }}
          >
            <Stack gap="xs">
              <Text fw={600}>{batchName(batch)}</Text>
              {batch.counted && (
                <Text size="sm" c="orange">
                  {t('Already counted: {{quantity}} by {{name}} at {{time}}. A new count replaces it.', {
                    quantity: batch.counted.quantity,
                    name: batch.counted.by.name,
                    time: formatDateTime(batch.counted.at),
                  })}
                </Text>
              )}
              <Group align="flex-end">
                <TextInput
                  ref={quantityRef}
                  label={t('Units counted')}
                  value={quantity}
                  onChange={(event) => setQuantity(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (caughtScan('quantity', event, quantity, setQuantity)) return;
                    if (event.key === 'Escape') {
                      setBatch(null);
                      setProblem(null);
                      scanRef.current?.focus();
                    }
                  }}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={7}
                  w={160}
                  size="md"
                />
                <Button type="submit" loading={save.isPending} size="md">
                  {t('Save the count')}
                </Button>
              </Group>
              {askingReason && (
                <TextInput
                  ref={reasonRef}
                  label={t('Reason for the difference')}
                  description={t('A narcotic (tableau B): its register shows why the count differs')}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={200}
                  autoComplete="off"
                  size="md"
                />
              )}
            </Stack>
          </form>
        )}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {saved && (
          <Text c="teal" size="sm" role="status">
            {saved}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
