import { Stack } from '@mantine/core';
import type { InvoiceListItem } from '@hanout/contract';
import { viewReportColumn } from '../../common/list/actionColumns';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { formatDateTime } from '../../common/dates';
import { formatMoney, subtractMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchInvoiceReport, useInvoiceHistory } from './queries';

export default function InvoiceListPage() {
  usePageTitle('Invoice History');
  const list = useInvoiceHistory();
  if (list.error) console.error('Invoice search failed', list.error);
  const report = usePdfReport<number>('Error!');

  return (
    <PageCard title="Invoice History">
      <Stack gap="sm">
        <DateRangeFilter name="Invoice filters" labels={['Start Date', 'End Date']} value={list.filters} onChange={list.setFilters} />
        <PagedTable<InvoiceListItem>
          list={list}
          caption="Invoices"
          rowKey={(invoice) => invoice.id}
          emptyText="No invoices found."
          columns={[
            rowNumber(list),
            { header: 'Invoice No', render: (invoice) => invoice.number },
            { header: 'Date Time', render: (invoice) => formatDateTime(invoice.dateTime) },
            { header: 'User Billed', render: (invoice) => invoice.user.name },
            { header: 'Customer', render: (invoice) => invoice.customer.name },
            { header: 'No of Items', render: (invoice) => invoice.itemCount },
            // Total Amount = payment − balance (= the grand total).
            {
              header: 'Total Amount',
              render: (invoice) => formatMoney(subtractMoney(invoice.invoicePayment.payment, invoice.invoicePayment.balance)),
            },
            { header: 'Paid Amount', render: (invoice) => formatMoney(invoice.invoicePayment.payment) },
            { header: 'Balance', render: (invoice) => formatMoney(invoice.invoicePayment.balance) },
            viewReportColumn(report, fetchInvoiceReport, 'Loading...'),
          ]}
        />
      </Stack>
    </PageCard>
  );
}
