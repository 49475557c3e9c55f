import { Anchor, Stack } from '@mantine/core';
import { Amount } from '../../common/Amount';
import { Link } from 'react-router';
import type { InvoiceListItem } from '@hanout/contract';
import { viewReportColumn } from '../../common/list/actionColumns';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { formatDateTime } from '../../common/dates';
import { subtractMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchInvoiceReport, useInvoiceHistory } from './api';
import { t } from '../../common/i18n';

export default function InvoiceListPage() {
  usePageTitle(t('Invoice History'));
  const list = useInvoiceHistory();
  if (list.error) console.error('Invoice search failed', list.error);
  const report = usePdfReport<number>(t('Error!'));

  return (
    <PageCard title={t('Invoice History')}>
      <Stack gap="sm">
        <DateRangeFilter
          name={t('Invoice filters')}
          labels={[t('Start Date'), t('End Date')]}
          value={list.filters}
          onChange={list.setFilters}
        />
        <PagedTable<InvoiceListItem>
          list={list}
          exportTo={{ path: '/invoice/export', body: list.request }}
          caption={t('Invoices')}
          rowKey={(invoice) => invoice.id}
          emptyText={t('No invoices found.')}
          columns={[
            rowNumber(list),
            {
              header: t('Invoice No'),
              render: (invoice) => (
                <Anchor component={Link} to={`/invoice/${invoice.id}`}>
                  {invoice.number}
                </Anchor>
              ),
            },
            { header: t('Date Time'), render: (invoice) => formatDateTime(invoice.dateTime) },
            { header: t('User Billed'), render: (invoice) => invoice.user.name },
            { header: t('Customer'), render: (invoice) => invoice.customer.name },
            { header: t('No of Items'), render: (invoice) => invoice.itemCount },
            // Total Amount = payment − balance (= the grand total).
            {
              header: t('Total Amount'),
              render: (invoice) => <Amount value={subtractMoney(invoice.invoicePayment.payment, invoice.invoicePayment.balance)} />,
            },
            { header: t('Paid Amount'), render: (invoice) => <Amount value={invoice.invoicePayment.payment} /> },
            { header: t('Balance'), render: (invoice) => <Amount value={invoice.invoicePayment.balance} /> },
            viewReportColumn(report, fetchInvoiceReport, t('Loading...')),
          ]}
        />
      </Stack>
    </PageCard>
  );
}
