import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Payable } from '@hanout/contract';
import { AccountActions, AmountOrAgeSort, oldestOpenDay } from '../../domain/accounts/AccountsListParts';
import { Amount } from '../../common/Amount';
import { t } from '../../common/i18n';
import { PagedTable } from '../../common/list/PagedTable';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { SupplierPaymentModal } from './SupplierPaymentModal';
import { fetchSupplierStatementPdf, usePayables } from './api';

/** What the shop owes; a balance below zero (goods sent back after paying) is the supplier's debt, shown as a credit. */
const Due = ({ value }: { value: number }) =>
  value < 0 ? (
    <Text span c="teal" size="sm">
      {t('Credit')}: <Amount value={-value} />
    </Text>
  ) : (
    <Amount value={value} />
  );

/** Payables: the suppliers the shop owes, largest or oldest first; a payment or a statement for each. */
export default function PayablesPage() {
  usePageTitle(t('Payables'));
  const list = usePayables();
  const statement = usePdfReport<number>(t('Error!'));
  const [paying, setPaying] = useState<Payable | null>(null);

  return (
    <PageCard title={t('Payables')}>
      <Stack gap="sm">
        <AmountOrAgeSort value={list.filters.sort} onChange={(sort) => list.setFilters({ sort })} />
        <PagedTable<Payable>
          list={list}
          exportTo={{ path: '/payables/export', query: list.request }}
          caption={t('Payables')}
          rowKey={(row) => row.supplierId}
          emptyText={t('The shop owes no supplier anything.')}
          columns={[
            { header: t('Supplier'), render: (row) => row.name },
            { header: t('Mobile'), render: (row) => row.mobile },
            { header: t('Open GRNs'), render: (row) => row.openGrns },
            {
              header: t('Oldest GRN'),
              render: (row) => oldestOpenDay(row.oldestGrnDate, row.ageDays),
            },
            { header: t('Amount due'), render: (row) => <Due value={row.amountDue} /> },
            {
              header: t('Actions'),
              render: (row) => (
                <AccountActions
                  name={row.name}
                  pay={{
                    label: t('Pay the supplier'),
                    ariaLabel: t('Pay {{name}}', { name: row.name }),
                    disabled: row.amountDue <= 0,
                    onClick: () => setPaying(row),
                  }}
                  statementBusy={statement.busy === row.supplierId}
                  onStatement={() => void statement.open(row.supplierId, () => fetchSupplierStatementPdf(row.supplierId))}
                />
              ),
            },
          ]}
        />
      </Stack>
      <SupplierPaymentModal supplier={paying} onClose={() => setPaying(null)} />
    </PageCard>
  );
}
