import { Badge, Stack } from '@mantine/core';
import type { GrnListItem } from '@hanout/contract';
import { viewReportColumn } from '../../common/list/actionColumns';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { formatDateTime } from '../../common/dates';
import { formatMoney, subtractMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { PAYMENT_TYPE_LABELS } from '@hanout/contract';
import { fetchGrnReport, useGrnHistory } from './queries';

export default function GrnListPage() {
  usePageTitle('GRN History');
  const list = useGrnHistory();
  const report = usePdfReport<number>('Error!');

  return (
    <PageCard title="GRN History">
      <Stack gap="sm">
        <DateRangeFilter
          name="GRN filters"
          labels={['Starting Date', 'Ending Date']}
          clearable
          value={list.filters}
          onChange={list.setFilters}
        />
        <PagedTable<GrnListItem>
          list={list}
          caption="GRN History"
          rowKey={(grn) => grn.id}
          emptyText="No GRN found."
          columns={[
            rowNumber(list),
            { header: 'GRN No.', render: (grn) => grn.number },
            { header: 'Date Time', render: (grn) => formatDateTime(grn.dateTime) },
            { header: 'Supplier', render: (grn) => grn.supplier.name },
            { header: 'Payment Type', render: (grn) => PAYMENT_TYPE_LABELS[grn.grnPayment.paymentType] },
            // Total Amount = payment − balance (= the grand total).
            { header: 'Total Amount', render: (grn) => formatMoney(subtractMoney(grn.grnPayment.payment, grn.grnPayment.balance)) },
            { header: 'Paid Amount', render: (grn) => formatMoney(grn.grnPayment.payment) },
            {
              header: 'Balance',
              render: (grn) => (
                <Badge color={grn.grnPayment.balance < 0 ? 'red' : 'teal'} variant="light" size="lg" radius="sm">
                  {formatMoney(grn.grnPayment.balance)}
                </Badge>
              ),
            },
            viewReportColumn(report, fetchGrnReport),
          ]}
        />
      </Stack>
    </PageCard>
  );
}
