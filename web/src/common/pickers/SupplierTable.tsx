import type { Supplier } from '@hanout/contract';
import type { Column } from '../list/DataTable';
import { PagedTable, rowNumber } from '../list/PagedTable';
import { usePagedSearch } from '../list/usePagedSearch';
import { searchSuppliers } from '../catalog';
import { SUPPLIERS } from '../queryKeys';

interface SupplierTableProps {
  action: Column<Supplier>;
  /** Adds Company Email, Company Mobile and Company Address (the Manage screen; the picker keeps it short). */
  withCompanyContact?: boolean;
}

/** Searchable, paged suppliers: #, Name, Email, Mobile, Company Name and the given action column. */
export function SupplierTable({ action, withCompanyContact }: SupplierTableProps) {
  const list = usePagedSearch<Supplier>([...SUPPLIERS, 'search'], searchSuppliers);
  const companyContact: Column<Supplier>[] = [
    { header: 'Company Email', render: (supplier) => supplier.company.email },
    { header: 'Company Mobile', render: (supplier) => supplier.company.mobile },
    { header: 'Company Address', render: (supplier) => supplier.company.address },
  ];
  return (
    <PagedTable
      list={list}
      caption="Suppliers"
      rowKey={(supplier) => supplier.id}
      columns={[
        rowNumber(list),
        { header: 'Name', render: (supplier) => supplier.name },
        { header: 'Email', render: (supplier) => supplier.email },
        { header: 'Mobile', render: (supplier) => supplier.mobile },
        { header: 'Company Name', render: (supplier) => supplier.company.name },
        ...(withCompanyContact ? companyContact : []),
        action,
      ]}
    />
  );
}
