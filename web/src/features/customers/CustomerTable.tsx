import type { ReactNode } from 'react';
import type { Customer } from '@hanout/contract';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { CUSTOMERS, searchCustomers } from './api';

/** Searchable, paged customers: #, ICE, Name, Mobile and one action column. */
export function CustomerTable({ actionHeader, action }: { actionHeader: string; action(customer: Customer): ReactNode }) {
  const list = usePagedSearch<Customer>([...CUSTOMERS, 'search'], searchCustomers);
  const columns: Column<Customer>[] = [
    rowNumber(list),
    { header: 'ICE', render: (customer) => customer.ice },
    { header: 'Name', render: (customer) => customer.name },
    { header: 'Mobile', render: (customer) => customer.mobile },
    { header: actionHeader, render: action },
  ];
  return <PagedTable list={list} caption="Customers" rowKey={(customer) => customer.id} columns={columns} />;
}
