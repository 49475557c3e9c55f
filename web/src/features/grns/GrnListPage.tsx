import { Anchor, Badge, Stack } from '@mantine/core';
import type { Column } from '../../common/list/DataTable';
import { Amount } from '../../common/Amount';
import { Link } from 'react-router';
import type { GrnListItem } from '@hanout/contract';
import { viewReportColumn } from '../../common/list/actionColumns';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { formatDateTime } from '../../common/dates';
import { formatMoney, subtractMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { paymentTypeLabel } from '../../domain/payment/paymentTypes';
import { fetchGrnReport, useGrnHistory } from './api';
import { t } from '../../common/i18n';
import { isAdmin, validClaims } from '../../common/session';

/** What each GRN was bought, paid and owed for: administrators' columns (staff receive no amount). */
const amountColumns = (): Column<GrnListItem>[] => [
  // Total Amount = payment − balance (= the grand total).
  {
    header: t('Total Amount'),
    render: (grn) => <Amount value={subtractMoney(grn.grnPayment.payment ?? 0, grn.grnPayment.balance ?? 0)} />,
  },
  { header: t('Paid Amount'), render: (grn) => <Amount value={grn.grnPayment.payment ?? 0} /> },
  {
    header: t('Balance'),
    render: ({ grnPayment: { balance = 0 } }) => (
      <Badge color={balance < 0 ? 'red' : 'teal'} variant="light" size="lg" radius="sm">
        {formatMoney(balance)}
      </Badge>
    ),
  },
];

export default function GrnListPage() {
  usePageTitle(t('GRN History'));
  const list = useGrnHistory();
  const report = usePdfReport<number>(t('Error!'));

  return (
    <PageCard title={t('GRN History')}>
      <Stack gap="sm">
        <DateRangeFilter
          name={t('GRN filters')}
          labels={[t('Starting Date'), t('Ending Date')]}
          clearable
          value={list.filters}
          onChange={list.setFilters}
        />
        <PagedTable<GrnListItem>
          list={list}
          exportTo={{ path: '/grn/export', body: list.request }}
          caption={t('GRN History')}
          rowKey={(grn) => grn.id}
          emptyText={t('No GRN found.')}
          columns={[
            rowNumber(list),
            {
              header: t('GRN No.'),
              render: (grn) => (
                <Anchor component={Link} to={`/grn/${grn.id}`}>
                  {grn.number}
                </Anchor>
              ),
            },
            { header: t('Date Time'), render: (grn) => formatDateTime(grn.dateTime) },
            { header: t('Supplier'), render: (grn) => grn.supplier.name },
            { header: t('Payment Type'), render: (grn) => paymentTypeLabel(grn.grnPayment.paymentType) },
            ...(isAdmin(validClaims()) ? amountColumns() : []),
            viewReportColumn(report, fetchGrnReport),
          ]}
        />
      </Stack>
    </PageCard>
  );
}
