import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceListItem } from '@hanout/contract';
import { openPdf } from '../../common/api';
import { formatDateTime } from '../../common/dates';
import { showError } from '../../common/dialogs';
import { DataTable } from '../../common/list/DataTable';
import { ListFooter } from '../../common/list/ListFooter';
import { formatMoney, sumMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { fetchInvoiceReport, INVOICES, searchInvoices } from './api';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export default function InvoiceHistoryPage() {
  usePageTitle('Invoice History');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [generating, setGenerating] = useState<number | null>(null);

  const filters = { startDate: isDate(startDate) ? startDate : undefined, endDate: isDate(endDate) ? endDate : undefined };
  const list = useQuery({
    queryKey: [...INVOICES, 'search', { ...filters, page, size }],
    queryFn: () => searchInvoices({ page, size, ...filters }),
    placeholderData: keepPreviousData,
  });
  if (list.error) console.error('Invoice search failed', list.error);

  async function viewReport(invoice: InvoiceListItem) {
    setGenerating(invoice.id);
    try {
      openPdf(await fetchInvoiceReport(invoice.id), `${invoice.number}.pdf`);
    } catch (error) {
      await showError('Error!', errorDetail(error));
    } finally {
      setGenerating(null);
    }
  }

  const data = list.data;
  return (
    <PageCard title="Invoice History">
      <Stack gap="sm">
        <Group role="search" aria-label="Invoice filters">
          <TextInput
            type="date"
            label="Start Date"
            value={startDate}
            onChange={(event) => {
              setStartDate(event.currentTarget.value);
              setPage(0);
            }}
          />
          <TextInput
            type="date"
            label="End Date"
            value={endDate}
            onChange={(event) => {
              setEndDate(event.currentTarget.value);
              setPage(0);
            }}
          />
        </Group>
        <DataTable
          caption="Invoices"
          rows={data?.content ?? []}
          rowKey={(invoice) => invoice.id}
          loading={list.isFetching && !data}
          emptyText="No invoices found."
          columns={[
            { header: '#', width: 50, render: (_invoice, index) => page * size + index + 1 },
            { header: 'Invoice No', render: (invoice) => invoice.number },
            { header: 'Date Time', render: (invoice) => formatDateTime(invoice.dateTime) },
            { header: 'User Billed', render: (invoice) => invoice.user.name },
            { header: 'Customer', render: (invoice) => invoice.customer.name },
            { header: 'No of Items', render: (invoice) => invoice.invoiceItems },
            // The spec's Total Amount: payment − balance (= the grand total).
            {
              header: 'Total Amount',
              render: (invoice) => formatMoney(sumMoney([invoice.invoicePayment.payment, -invoice.invoicePayment.balance])),
            },
            { header: 'Paid Amount', render: (invoice) => formatMoney(invoice.invoicePayment.payment) },
            { header: 'Balance', render: (invoice) => formatMoney(invoice.invoicePayment.balance) },
            {
              header: 'Actions',
              render: (invoice) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileTypePdf size={14} />}
                  disabled={generating === invoice.id}
                  aria-label={`View Report ${invoice.number}`}
                  onClick={() => void viewReport(invoice)}
                >
                  {generating === invoice.id ? 'Loading...' : 'View Report'}
                </Button>
              ),
            },
          ]}
        />
        <ListFooter
          page={page}
          size={size}
          totalElements={data?.totalElements ?? 0}
          totalPages={data?.totalPages ?? 0}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </Stack>
    </PageCard>
  );
}
