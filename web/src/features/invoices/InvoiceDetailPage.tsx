import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { CreditNoteSummary, InvoiceDetail, InvoiceLine } from '@hanout/contract';
import { Amount } from '../../common/Amount';
import { DetailRow, TotalRow } from '../../common/DetailBlocks';
import { formatDate, formatDateTime } from '../../common/dates';
import { t } from '../../common/i18n';
import { DataTable } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { paymentTypeLabel } from '../../domain/payment/paymentTypes';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { CreditNoteModal } from './CreditNoteModal';
import { fetchCreditNotePdf, fetchInvoiceReport, fetchInvoiceTicket, useInvoice } from './api';
import { LotNumber } from '../../common/LotNumber';

/** One invoice as issued, what it still owes today, its credit notes, and the return of goods from it. */
export default function InvoiceDetailPage() {
  const id = Number(useParams().invoiceId);
  const invoice = useInvoice(id);
  usePageTitle(invoice.data ? t('Invoice {{number}}', { number: invoice.data.number }) : t('Invoice'));
  if (!invoice.data)
    return (
      <PageCard title={t('Invoice')}>
        <Text c="dimmed">{invoice.isError ? t('Something went wrong!') : t('Loading...')}</Text>
      </PageCard>
    );
  return <LoadedInvoice invoice={invoice.data} />;
}

function LoadedInvoice({ invoice }: { invoice: InvoiceDetail }) {
  const report = usePdfReport<string>(t('Error!'));
  const [returning, setReturning] = useState(false);
  const returnable = invoice.invoiceItems.some((line) => line.quantity > line.returnedQuantity);
  const paid = invoice.invoicePayment;

  return (
    <PageCard
      title={t('Invoice {{number}}', { number: invoice.number })}
      actions={
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy === 'invoice'}
            onClick={() => void report.open('invoice', () => fetchInvoiceReport(invoice.id))}
          >
            {t('View Report')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconReceipt size={16} />}
            loading={report.busy === 'ticket'}
            onClick={() => void report.open('ticket', () => fetchInvoiceTicket(invoice.id))}
          >
            {t('Till receipt')}
          </Button>
          <Button leftSection={<IconArrowBackUp size={16} />} disabled={!returnable} onClick={() => setReturning(true)}>
            {t('Return goods')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <DetailRow
          details={[
            [t('Customer'), invoice.customer.name],
            [t('Date Time'), formatDateTime(invoice.dateTime)],
            [t('User Billed'), invoice.user.name],
          ]}
        />
        <DataTable<InvoiceLine>
          caption={t('Invoice lines')}
          rows={invoice.invoiceItems}
          rowKey={(line) => line.id}
          emptyText={t('No lines.')}
          columns={[
            { header: t('Product'), render: (line) => `${line.product.name} (${line.product.brand})` },
            { header: t('Lot'), render: (line) => <LotNumber value={line.stock.batchNumber} /> },
            { header: t('Expire Date'), render: (line) => formatDate(line.stock.expireDate) },
            { header: t('Quantity'), render: (line) => line.quantity },
            { header: t('Returned'), render: (line) => line.returnedQuantity || '' },
            { header: t('Price'), render: (line) => <Amount value={line.sellingPrice} /> },
            { header: t('Total'), render: (line) => <Amount value={line.total} /> },
          ]}
        />
        <Table variant="vertical" withTableBorder maw={420} ms="auto" aria-label={t('Totals')}>
          <Table.Tbody>
            <TotalRow label={t('Grand Total')} value={invoice.total} />
            <TotalRow
              label={`${t('Paid Amount')} (${paid.payment > 0 ? paymentTypeLabel(paid.paymentType) : t('On account')})`}
              value={paid.payment}
            />
            {paid.change > 0 && <TotalRow label={t('Change')} value={paid.change} />}
            <TotalRow label={t('Remaining due at the sale')} value={invoice.remainingDue} />
            <TotalRow label={t('Still due today')} value={invoice.stillDue} strong />
          </Table.Tbody>
        </Table>
        <Title order={3} size="h5">
          {t('Credit notes')}
        </Title>
        <DataTable<CreditNoteSummary>
          caption={t('Credit notes')}
          rows={invoice.creditNotes}
          rowKey={(note) => note.id}
          emptyText={t('No goods returned from this invoice.')}
          columns={[
            { header: t('Credit note No'), render: (note) => note.number },
            { header: t('Date'), render: (note) => formatDate(note.date) },
            { header: t('Total'), render: (note) => <Amount value={note.total} /> },
            { header: t('Refunded'), render: (note) => <Amount value={note.refund} /> },
            {
              header: t('Actions'),
              render: (note) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileTypePdf size={14} />}
                  loading={report.busy === note.number}
                  aria-label={t('View Report {{number}}', { number: note.number })}
                  onClick={() => void report.open(note.number, () => fetchCreditNotePdf(note.id))}
                >
                  {t('View Report')}
                </Button>
              ),
            },
          ]}
        />
      </Stack>
      <CreditNoteModal invoice={returning ? invoice : null} onClose={() => setReturning(false)} />
    </PageCard>
  );
}
