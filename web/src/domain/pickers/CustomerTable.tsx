import type { Customer } from '@hanout/contract';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { searchCustomers } from '../../common/catalog';
import { CUSTOMERS } from '../../common/queryKeys';
import { t } from '../../common/i18n';

/** Searchable, paged customers: #, ICE, Name, Mobile and the given action column. */
export function CustomerTable({ action, exportable }: { action: Column<Customer>; exportable?: boolean }) {
  const list = usePagedSearch<Customer>([...CUSTOMERS, 'search'], searchCustomers);
  return (
    <PagedTable
      list={list}
      exportTo={exportable ? { path: '/customers/export', query: { text: list.request } } : undefined}
      caption={t('Customers')}
      rowKey={(customer) => customer.id}
      columns={[
        rowNumber(list),
        { header: t('ICE'), render: (customer) => customer.ice },
        { header: t('Name'), render: (customer) => customer.name },
        { header: t('Mobile'), render: (customer) => customer.mobile },
        action,
      ]}
    />
  );
}
