import type { Supplier } from '@hanout/contract';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { searchSuppliers } from '../../common/catalog';
import { SUPPLIERS } from '../../common/queryKeys';
import { t } from '../../common/i18n';

interface SupplierTableProps {
  action: Column<Supplier>;
  /** Adds Company Email, Company Mobile and Company Address (the Manage screen; the picker keeps it short). */
  withCompanyContact?: boolean;
  /** Offers the export of the suppliers the search finds (the Manage screen). */
  exportable?: boolean;
}

/** Searchable, paged suppliers: #, Name, Email, Mobile, Company Name and the given action column. */
export function SupplierTable({ action, withCompanyContact, exportable }: SupplierTableProps) {
  const list = usePagedSearch<Supplier>([...SUPPLIERS, 'search'], searchSuppliers);
  const companyContact: Column<Supplier>[] = [
    { header: t('Company Email'), render: (supplier) => supplier.company.email },
    { header: t('Company Mobile'), render: (supplier) => supplier.company.mobile },
    { header: t('Company Address'), render: (supplier) => supplier.company.address },
  ];
  return (
    <PagedTable
      list={list}
      exportTo={exportable ? { path: '/suppliers/export', query: { text: list.request } } : undefined}
      caption={t('Suppliers')}
      rowKey={(supplier) => supplier.id}
      columns={[
        rowNumber(list),
        { header: t('Name'), render: (supplier) => supplier.name },
        { header: t('Email'), render: (supplier) => supplier.email },
        { header: t('Mobile'), render: (supplier) => supplier.mobile },
        { header: t('Company Name'), render: (supplier) => supplier.company.name },
        ...(withCompanyContact ? companyContact : []),
        action,
      ]}
    />
  );
}
