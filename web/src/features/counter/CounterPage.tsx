import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Grid, Group, Kbd, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconCash, IconPrinter, IconFileTypePdf } from '@tabler/icons-react';
import { PAYMENT_TYPES, type PaymentType, type ProductLookupItem } from '@hanout/contract';
import { askConfirm } from '../../common/dialogs';
import { openPdf } from '../../common/files';
import { Amount } from '../../common/Amount';
import { formatMoney } from '../../common/money';
import classes from './CounterPage.module.css';
import { paymentTypeOptions } from '../../domain/payment/paymentTypes';
import { ProductScanField, type ScanFieldHandle } from '../../domain/pickers/ProductScanField';
import { validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { isolated, t } from '../../common/i18n';
import { CounterLines } from './CounterLines';
import { CustomerSelect } from './CustomerSelect';
import { PrescriptionStep, usePrescriptionStep } from './PrescriptionStep';
import { EquivalentsModal } from './EquivalentsModal';
import { useCounterDraft } from './useCounterDraft';
import { useLeaveGuard } from './useLeaveGuard';
import { useUnitToggle } from './useUnitToggle';
import { UnitToggleButton } from './UnitToggleButton';
import { useScanCatcher } from '../../common/scanner/useScanCatcher';

function Figure({
  label,
  value,
  size = 'lg',
  color,
  testId,
}: {
  label: string;
  value: number;
  size?: string;
  color?: string;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={size === 'xl' ? 'lg' : 'md'} fw={600}>
        {label}
      </Text>
      <Text size={size} fw={700} c={color} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        <Amount value={value} />
      </Text>
    </Group>
  );
}

/** One of the sale's figures in the bar that stays in view on a phone. */
function BarFigure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
      <Text size="sm" fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
        <Amount value={value} />
      </Text>
    </Stack>
  );
}

/** A key named on a button: keyboard names are the same in every language. */
const KeyCap = ({ keys }: { keys: string }) => (
  <Kbd ms="xs" size="xs">
    {keys}
  </Kbd>
);

function Shortcut({ keys, children }: { keys: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Kbd size="xs">{keys}</Kbd>
      <Text size="xs">{children}</Text>
    </Group>
  );
}

/**
 * Focuses a field with its text selected, so that what is typed replaces it, and scrolls it to the
 * middle of the screen: on a narrow or short screen it may sit below the fold or under the sale's figures bar.
 */
function bringToField(field: HTMLInputElement | null) {
  field?.focus({ preventScroll: true });
  field?.select();
  field?.scrollIntoView({ block: 'center' });
}

/**
 * The counter (the staff's home screen): scan or type products, the server takes them first
 * expiring first; total, amount received and change always in view; the whole sale from the
 * keyboard (F2 product, F3 prescription, F4 customer, F6 packs or units, F7 received, F9 finish, F8
 * receipt, Alt+G the generics of the line being changed, else of the last one).
 */
export default function CounterPage() {
  usePageTitle(t('Counter'));
  const sale = useCounterDraft(`counter-draft:${validClaims()?.sub ?? ''}`);
  const scanRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const receivedRef = useRef<HTMLInputElement>(null);
  const scanner = useRef<ScanFieldHandle>(null);
  const caughtScan = useScanCatcher((code) => {
    scanner.current?.take(code);
    scanRef.current?.focus();
  });
  useLeaveGuard(sale.inProgress);
  const toggleUnits = useUnitToggle(sale);
  // The scanner types wherever the focus is: the counter opens with it in the scan field.
  useEffect(() => scanRef.current?.focus(), []);
  // Once a line's removal, a button or a click has taken the focus out of every field, what is typed
  // next (a scan, a name) goes to the scan field rather than nowhere.
  useEffect(() => {
    function toScanField(event: KeyboardEvent) {
      if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable], [role="dialog"]')) return;
      scanRef.current?.focus();
    }
    document.addEventListener('keydown', toScanField, true);
    return () => document.removeEventListener('keydown', toScanField, true);
  }, []);
  const backToScan = () => scanRef.current?.focus();
  /** A whole basket is lost on a slip of the mouse: asked first, as leaving the counter is. */
  async function cancelSale() {
    const cancel = await askConfirm({
      title: t('Cancel this sale?'),
      text: t('Its lines are removed and nothing is sold.'),
      confirmLabel: t('Yes, cancel it'),
      cancelLabel: t('Keep the sale'),
      danger: true,
      focusCancel: true,
    });
    if (cancel) sale.clear();
    backToScan();
  }

  const prescription = usePrescriptionStep(sale, () => void finish());
  async function finish() {
    const scanning = scanner.current?.pendingScans();
    if (scanning) {
      // F9 right after a scan: the sale waits for that product, and the clerk sees the total with it.
      await scanning;
      sale.warn(t('A product scanned was still being added: check the total, then finish again.'));
      return;
    }
    if (prescription.holdsSale()) return;
    await sale.finish();
    scanRef.current?.focus();
  }
  const [generics, setGenerics] = useState<ProductLookupItem | null>(null);
  /** The line whose quantity has the focus, else the last one scanned. */
  function currentLine() {
    const row = document.activeElement?.closest('[data-line-product]');
    const id = row ? Number(row.getAttribute('data-line-product')) : sale.lines.at(-1)?.product.id;
    return sale.lines.find((line) => line.product.id === id)?.product ?? null;
  }
  useHotkeys(
    [
      ['alt+G', () => setGenerics(currentLine()), { usePhysicalKeys: true }],
      ['F2', () => scanRef.current?.focus()],
      ['F4', () => bringToField(customerRef.current)],
      ['F7', () => bringToField(receivedRef.current)],
      ['F9', () => void finish()],
      ['F8', () => void sale.printReceipt()],
    ],
    [],
  );
  const { money, finished } = sale;
  // On a phone the sale just saved is drawn below the fold: its change is brought into view.
  const finishedRef = useRef<HTMLDivElement>(null);
  const finishedId = finished?.id;
  useEffect(() => {
    if (finishedId !== undefined) finishedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [finishedId]);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('Counter')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <ProductScanField
                label={t('Scan or type a product')}
                description={t('Enter adds one; scan again for one more')}
                inputRef={scanRef}
                scannerRef={scanner}
                size="lg"
                withStock
                onPick={sale.addProduct}
              />
              <CounterLines
                lines={sale.lines}
                onQuantity={sale.setQuantity}
                onRemove={(key) => {
                  sale.removeLine(key);
                  backToScan();
                }}
                lotsOf={sale.lotsOf}
                onLot={sale.setLot}
                onEntered={backToScan}
                caughtScan={caughtScan}
                lineTools={(line) => <UnitToggleButton line={line} onToggle={(turned) => void toggleUnits(turned)} />}
                onGenerics={setGenerics}
              />
              <EquivalentsModal
                product={generics}
                onClose={() => {
                  setGenerics(null);
                  backToScan();
                }}
                onSwap={(equivalent) => {
                  if (generics) sale.swapProduct(generics.id, equivalent);
                  setGenerics(null);
                  backToScan();
                }}
              />
              <PrescriptionStep step={prescription} />
            </Stack>
          </Paper>
          {sale.inProgress && (
            <Paper withBorder shadow="sm" radius="md" px="md" py="xs" mt="md" hiddenFrom="lg" className={classes.figuresBar}>
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="counter-figures-bar">
                <BarFigure label={t('Total')} value={sale.total} />
                <BarFigure label={t('Amount received')} value={money.paid} />
                {/* A refused amount received gives back no change: none is shown until it is corrected. */}
                {money.problem ? null : money.due > 0 ? (
                  <BarFigure label={t('Remaining due')} value={money.due} color="red.9" />
                ) : (
                  <BarFigure label={t('Change')} value={money.change} color="teal.9" />
                )}
              </Group>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* Total, received and change stay in view however long the sale. */}
          <Stack gap="md" className={classes.payment}>
            <Paper withBorder radius="md" p="md">
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void finish();
                }}
              >
                <Stack gap="sm">
                  <CustomerSelect
                    customer={sale.customer}
                    walkIn={sale.walkIn}
                    onChange={sale.setCustomer}
                    inputRef={customerRef}
                    caughtScan={caughtScan}
                  />
                  <Figure label={t('Total')} value={sale.total} size="xl" testId="counter-total" />
                  <TextInput
                    ref={receivedRef}
                    label={t('Amount received')}
                    description={t('Empty: the exact total')}
                    inputMode="decimal"
                    autoComplete="off"
                    // Isolated, so that an Arabic screen shows '42,00 DH' rather than 'DH 42,00'.
                    placeholder={isolated(formatMoney(sale.total))}
                    value={sale.received}
                    error={money.problem}
                    onChange={(event) => sale.setReceived(event.currentTarget.value)}
                    onKeyDown={(event) => caughtScan('received', event, sale.received, sale.setReceived)}
                  />
                  <NativeSelect
                    label={t('Payment Type')}
                    data={paymentTypeOptions()}
                    value={sale.paymentType}
                    onKeyDown={(event) => caughtScan('paymentType', event, sale.paymentType, sale.setPaymentType)}
                    onChange={(event) => {
                      const type = event.currentTarget.value as PaymentType;
                      if (PAYMENT_TYPES.includes(type)) sale.setPaymentType(type);
                    }}
                  />
                  {money.problem ? null : money.due > 0 ? (
                    <Figure label={t('Remaining due')} value={money.due} color="red.9" testId="counter-due" />
                  ) : (
                    <Figure label={t('Change')} value={money.change} color="teal.9" testId="counter-change" />
                  )}
                  {sale.notice && (
                    <Alert color="red" variant="light" role="alert">
                      {sale.notice}
                    </Alert>
                  )}
                  <Button type="submit" size="lg" leftSection={<IconCash size={20} />} loading={sale.saving}>
                    {t('Finish sale')} <KeyCap keys="F9" />
                  </Button>
                  {sale.inProgress && (
                    <Button variant="subtle" color="gray" size="xs" onClick={() => void cancelSale()}>
                      {t('Cancel this sale')}
                    </Button>
                  )}
                </Stack>
              </form>
            </Paper>
            {finished && (
              <Paper ref={finishedRef} withBorder radius="md" p="md" bg="var(--mantine-color-teal-light)" role="status" aria-live="polite">
                <Stack gap="xs">
                  <Text fw={700}>{t('Sale {{number}} saved', { number: finished.number })}</Text>
                  <Figure
                    label={finished.due > 0 ? t('Remaining due') : t('Change')}
                    value={finished.due > 0 ? finished.due : finished.change}
                    size="xl"
                    color={finished.due > 0 ? 'red.9' : 'teal.9'}
                    testId="finished-sale-balance"
                  />
                  <Text size="sm">
                    {t('Total')} <Amount value={finished.total} /> · {t('Paid')} <Amount value={finished.paid} />
                  </Text>
                  <Group gap="xs">
                    <Button leftSection={<IconPrinter size={16} />} loading={sale.printing} onClick={() => void sale.printReceipt()}>
                      {t('Print receipt')} <KeyCap keys="F8" />
                    </Button>
                    <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => openPdf(finished.pdf)}>
                      {t('A4 invoice')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            )}
            {/* A phone has no function keys. */}
            <Paper withBorder radius="md" p="sm" visibleFrom="sm">
              <Text size="xs" fw={600} mb={4}>
                {t('Keyboard')}
              </Text>
              <Group gap="sm">
                <Shortcut keys="F2">{t('Scan or type a product')}</Shortcut>
                <Shortcut keys="F4">{t('Customer')}</Shortcut>
                <Shortcut keys="F3">{t('Prescription')}</Shortcut>
                <Shortcut keys="F6">{t('Packs or units')}</Shortcut>
                <Shortcut keys="F7">{t('Amount received')}</Shortcut>
                <Shortcut keys="F9">{t('Finish sale')}</Shortcut>
                <Shortcut keys="F8">{t('Print receipt')}</Shortcut>
                <Shortcut keys="Alt+G">{t('Generics of the line')}</Shortcut>
                <Shortcut keys="Esc">{t('Clear the field')}</Shortcut>
              </Group>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
