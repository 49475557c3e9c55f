import { lazy, Suspense, useState } from 'react';
import { Stack } from '@mantine/core';
import type { Receivable } from '@hanout/contract';
import { AccountActions, AmountOrAgeSort, oldestOpenDay } from '../../domain/accounts/AccountsListParts';
import { Amount } from '../../common/Amount';
import { t } from '../../common/i18n';
import { PagedTable } from '../../common/list/PagedTable';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchStatementPdf, useReceivables } from './api';

/** The payment dialog (its form and schemas) is loaded when first opened, not before the list's first rows. */
const PaymentModal = lazy(() => import('./PaymentModal').then((module) => ({ default: module.PaymentModal })));

/** Receivables: the customers who owe something, largest or oldest first; a payment or a statement from each. */
export default function ReceivablesPage() {
  usePageTitle(t('Receivables'));
  const list = useReceivables();
  const statement = usePdfReport<number>(t('Error!'));
  const [paying, setPaying] = useState<Receivable | null>(null);

  return (
    <PageCard title={t('Receivables')}>
      <Stack gap="sm">
        <AmountOrAgeSort value={list.filters.sort} onChange={(sort) => list.setFilters({ sort })} />
        <PagedTable<Receivable>
          list={list}
          exportTo={{ path: '/receivables/export', query: list.request }}
          caption={t('Receivables')}
          rowKey={(row) => row.customerId}
          emptyText={t('No customer owes anything.')}
          columns={[
            { header: t('Customer'), render: (row) => row.name },
            { header: t('Mobile'), render: (row) => row.mobile },
            { header: t('Open invoices'), render: (row) => row.openInvoices },
            {
              header: t('Oldest invoice'),
              render: (row) => oldestOpenDay(row.oldestInvoiceDate, row.ageDays),
            },
            { header: t('Amount due'), render: (row) => <Amount value={row.amountDue} /> },
            {
              header: t('Actions'),
              render: (row) => (
                <AccountActions
                  name={row.name}
                  pay={{
                    label: t('Record a payment'),
                    ariaLabel: t('Record a payment from {{name}}', { name: row.name }),
                    onClick: () => setPaying(row),
                  }}
                  statementBusy={statement.busy === row.customerId}
                  onStatement={() => void statement.open(row.customerId, () => fetchStatementPdf(row.customerId))}
                />
              ),
            },
          ]}
        />
      </Stack>
      <Suspense>{paying && <PaymentModal customer={paying} onClose={() => setPaying(null)} />}</Suspense>
    </PageCard>
  );
}
