import { Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { hasAtMostTwoDecimals, PAYMENT_TYPES, type CustomerAccount, type PaymentType } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { Amount } from '../../common/Amount';
import { formatDate } from '../../common/dates';
import { askConfirm, showError } from '../../common/dialogs';
import { openPdf } from '../../common/files';
import { FormActions } from '../../common/FormActions';
import { t } from '../../common/i18n';
import { paymentTypeOptions } from './paymentTypes';
import { typedNumber } from '../../common/typedNumber';
import { localizedResolver } from '../../common/validation';
import { formatMoney, sumMoney } from '../../common/money';

/** An invoice or a GRN that still owes something. */
export interface OpenAccountDocument {
  id: number;
  number: string;
  date: string;
  remainingDue: number;
}

/** What is owed on one account, as the payment form shows it. */
export interface PayableAccount {
  amountDue: number;
  documents: OpenAccountDocument[];
  /** What is owed by the age of the documents owing it (0–30, 31–60, 61–90, over 90 days). */
  aging: CustomerAccount['aging'];
}

/** The aged balance: each age band that holds something. */
function AgedBalance({ aging }: { aging: PayableAccount['aging'] }) {
  const bands = [
    [t('0–30 days'), aging.current],
    [t('31–60 days'), aging.days31to60],
    [t('61–90 days'), aging.days61to90],
    [t('Over 90 days'), aging.over90],
  ] as const;
  return (
    <Group gap="md" wrap="wrap">
      {bands
        .filter(([, owed]) => owed !== 0)
        .map(([band, owed]) => (
          <Text key={band} size="xs" c="dimmed">
            {band}: <Amount value={owed} />
          </Text>
        ))}
    </Group>
  );
}

export interface AccountPaymentValues {
  partyId: number;
  amount: number;
  paymentType: PaymentType;
  /** The documents to settle first, in the order they were ticked. */
  documentIds: number[];
}

/** The words of one side of the accounts: a customer paying the shop, or the shop paying a supplier. */
export interface AccountPaymentTexts {
  title: string;
  submit: string;
  recordedTitle: string;
  documentsCaption: string;
  documentHeader: string;
  tick: string;
  settleFirst: (number: string) => string;
  amountLabel: string;
  /** The form's message (an English catalogue key) for an amount above what is owed. */
  tooMuch: string;
  recorded: (payment: { number: string; amount: number }, name: string) => string;
  openDocument: string;
}

interface AccountPaymentModalProps {
  /** Who pays or is paid; null keeps the modal closed. */
  party: { id: number; name: string } | null;
  onClose: () => void;
  texts: AccountPaymentTexts;
  /** Loads the account afresh each time the form opens: it starts from what is owed now. */
  useAccount: (partyId: number) => { data?: PayableAccount; isError: boolean };
  /** Records the payment; kept while the screen is open, so that a retry reuses its Idempotency-Key. */
  save: (values: AccountPaymentValues) => Promise<{ id: number; number: string; amount: number }>;
  saving: boolean;
  fetchPdf: (paymentId: number) => Promise<File>;
}

interface PaymentValues {
  amount: number | string;
  paymentType: PaymentType;
  documentIds: number[];
}

/** The amount proposed: what the ticked documents still owe, else all that is owed. */
function proposalOf(account: PayableAccount, documentIds: number[]): number {
  const ticked = account.documents.filter((document) => documentIds.includes(document.id));
  return ticked.length ? sumMoney(ticked.map((document) => document.remainingDue)) : Math.max(0, account.amountDue);
}

/**
 * The payment form's rules: an amount above 0, with centimes at most, and no more than is owed. An
 * empty amount is the one proposed (proposalOf).
 */
const paymentForm = (account: PayableAccount, tooMuch: string) =>
  z.preprocess(
    (values: PaymentValues) => (values.amount === '' ? { ...values, amount: proposalOf(account, values.documentIds) } : values),
    z.object({
      amount: typedNumber(
        z
          .number({ error: 'Payment is required' })
          .refine((value) => value > 0, 'Amount must be above 0')
          .refine(hasAtMostTwoDecimals, 'Amount must have at most 2 decimals')
          .refine((value) => value <= account.amountDue, tooMuch),
      ),
      paymentType: z.enum(PAYMENT_TYPES),
      documentIds: z.array(z.number()),
    }),
  );

/** Records a payment on what is owed, settling the documents ticked first, then the oldest. */
export function AccountPaymentModal({ party, onClose, ...form }: AccountPaymentModalProps) {
  return (
    <Modal opened={!!party} onClose={onClose} title={form.texts.title} size="lg" centered>
      {party && <PaymentForm key={party.id} party={party} onDone={onClose} {...form} />}
    </Modal>
  );
}

type FormProps = Omit<AccountPaymentModalProps, 'party' | 'onClose'> & { party: { id: number; name: string }; onDone: () => void };

function PaymentForm({ useAccount, ...props }: FormProps & Pick<AccountPaymentModalProps, 'useAccount'>) {
  const account = useAccount(props.party.id);
  if (!account.data) return <Text c="dimmed">{account.isError ? t('Something went wrong!') : t('Loading...')}</Text>;
  return <LoadedPaymentForm account={account.data} {...props} />;
}

function LoadedPaymentForm({
  party,
  account,
  texts,
  save,
  saving,
  fetchPdf,
  onDone,
}: Omit<FormProps, 'useAccount'> & { account: PayableAccount }) {
  // Left empty, the amount is the one proposed, shown in the field: what is typed is never added to it.
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { amount: '', paymentType: 'CASH', documentIds: [] },
    validate: localizedResolver(paymentForm(account, texts.tooMuch)),
    validateInputOnChange: true,
  });
  const proposal = proposalOf(account, form.values.documentIds);
  async function submit(values: PaymentValues) {
    try {
      const payment = await save({
        partyId: party.id,
        amount: values.amount === '' ? proposal : Number(values.amount),
        paymentType: values.paymentType,
        documentIds: values.documentIds,
      });
      onDone();
      const open = await askConfirm({
        title: texts.recordedTitle,
        text: texts.recorded(payment, party.name),
        confirmLabel: texts.openDocument,
        cancelLabel: t('Close'),
      });
      if (open) openPdf(await fetchPdf(payment.id));
    } catch (error) {
      await showError(t('Something went wrong!'), errorDetail(error));
    }
  }

  const toggle = (documentId: number, checked: boolean) =>
    form.setFieldValue(
      'documentIds',
      checked ? [...form.values.documentIds, documentId] : form.values.documentIds.filter((id) => id !== documentId),
    );

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <div>
          <Text fw={600}>{party.name}</Text>
          <Text size="sm">
            {t('Amount due')}: <Amount value={account.amountDue} />
          </Text>
          <AgedBalance aging={account.aging} />
        </div>
        <Text size="sm" c="dimmed">
          {texts.tick}
        </Text>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} aria-label={texts.documentsCaption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{texts.documentHeader}</Table.Th>
                <Table.Th>{t('Date')}</Table.Th>
                <Table.Th>{t('Remaining due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={texts.settleFirst(document.number)}
                      checked={form.values.documentIds.includes(document.id)}
                      onChange={(event) => toggle(document.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{document.number}</Table.Td>
                  <Table.Td>{formatDate(document.date)}</Table.Td>
                  <Table.Td>
                    <Amount value={document.remainingDue} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group grow align="flex-start">
          <NumberInput
            label={texts.amountLabel}
            min={0}
            decimalScale={2}
            suffix={` ${t('DH')}`}
            data-autofocus
            {...form.getInputProps('amount')}
            placeholder={formatMoney(proposal)}
            description={t('Empty: {{amount}}', { amount: formatMoney(proposal) })}
          />
          <Select
            label={t('Payment Type')}
            required
            allowDeselect={false}
            data={paymentTypeOptions()}
            {...form.getInputProps('paymentType')}
          />
        </Group>
        <FormActions submitLabel={texts.submit} cancel={onDone} loading={saving} />
      </Stack>
    </form>
  );
}
