import { useState } from 'react';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GrnListItem } from '@hanout/contract';
import { openPdf } from '../../common/api';
import { showError } from '../../common/dialogs';
import { DataTable } from '../../common/list/DataTable';
import { ListFooter } from '../../common/list/ListFooter';
import { formatDateTime } from '../../common/dates';
import { formatMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { errorDetail } from '../../common/useLeaveOnError';
import { GRNS, PAYMENT_TYPE_LABELS, fetchGrnReport, searchGrns } from './api';

const validDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export default function GrnHistoryPage() {
  usePageTitle('GRN History');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [generating, setGenerating] = useState<number | null>(null);
  const filters = { startDate: validDate(startDate), endDate: validDate(endDate) };
  const list = useQuery({
    queryKey: [...GRNS, 'search', filters, page, size],
    queryFn: () => searchGrns({ ...filters, page, size }),
    placeholderData: keepPreviousData,
  });

  async function viewReport(grn: GrnListItem) {
    setGenerating(grn.id);
    try {
      openPdf(await fetchGrnReport(grn.id), `${grn.number}.pdf`);
    } catch (error) {
      await showError('Error!', errorDetail(error));
    } finally {
      setGenerating(null);
    }
  }

  return (
    <PageCard title="GRN History">
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Starting Date"
            value={startDate}
            onChange={(event) => {
              setStartDate(event.currentTarget.value);
              setPage(0);
            }}
          />
          <TextInput
            type="date"
            label="Ending Date"
            value={endDate}
            onChange={(event) => {
              setEndDate(event.currentTarget.value);
              setPage(0);
            }}
          />
          {(startDate || endDate) && (
            <Button
              variant="default"
              onClick={() => {
                setStartDate('');
                setEndDate('');
                setPage(0);
              }}
            >
              Clear
            </Button>
          )}
        </Group>
        <DataTable<GrnListItem>
          caption="GRN History"
          loading={list.isFetching && !list.data}
          rows={list.data?.content ?? []}
          rowKey={(grn) => grn.id}
          emptyText="No GRN found."
          columns={[
            { header: '#', width: 50, render: (_grn, index) => page * size + index + 1 },
            { header: 'GRN No.', render: (grn) => grn.number },
            { header: 'Date Time', render: (grn) => formatDateTime(grn.dateTime) },
            { header: 'Supplier', render: (grn) => grn.supplier.name },
            { header: 'Payment Type', render: (grn) => PAYMENT_TYPE_LABELS[grn.grnPayment.paymentType] },
            // Total Amount = payment − balance (= the grand total).
            { header: 'Total Amount', render: (grn) => formatMoney((Math.round(grn.grnPayment.payment * 100) - Math.round(grn.grnPayment.balance * 100)) / 100) },
            { header: 'Paid Amount', render: (grn) => formatMoney(grn.grnPayment.payment) },
            {
              header: 'Balance',
              render: (grn) => (
                <Badge color={grn.grnPayment.balance < 0 ? 'red' : 'teal'} variant="light" size="lg" radius="sm">
                  {formatMoney(grn.grnPayment.balance)}
                </Badge>
              ),
            },
            {
              header: 'Actions',
              render: (grn) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileTypePdf size={14} />}
                  loading={generating === grn.id}
                  disabled={generating !== null && generating !== grn.id}
                  onClick={() => void viewReport(grn)}
                  aria-label={`View Report ${grn.number}`}
                >
                  View Report
                </Button>
              ),
            },
          ]}
        />
        <ListFooter
          page={page}
          size={size}
          totalElements={list.data?.totalElements ?? 0}
          totalPages={list.data?.totalPages ?? 0}
          onPage={setPage}
          onSize={(value) => {
            // The page that holds the first row shown so far, as every list does.
            setPage(Math.floor((page * size) / value));
            setSize(value);
          }}
        />
      </Stack>
    </PageCard>
  );
}
