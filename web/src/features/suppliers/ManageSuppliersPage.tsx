import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Supplier } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { usePageTitle } from '../../common/usePageTitle';
import { SUPPLIERS, searchSuppliers } from './api';

export default function ManageSuppliersPage() {
  usePageTitle('Manage Suppliers');
  const list = usePagedSearch<Supplier>([...SUPPLIERS, 'search'], searchSuppliers);
  return (
    <PageCard
      title="Manage Suppliers"
      actions={
        <Button component={Link} to="/suppliers/add" leftSection={<IconPlus size={16} />}>
          Add Supplier
        </Button>
      }
    >
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
          { header: 'Company Email', render: (supplier) => supplier.company.email },
          { header: 'Company Mobile', render: (supplier) => supplier.company.mobile },
          { header: 'Company Address', render: (supplier) => supplier.company.address },
          {
            header: 'Actions',
            render: (supplier) => (
              <Anchor component={Link} to={`/suppliers/edit/${supplier.id}`} aria-label={`Edit ${supplier.name}`}>
                <IconPencil size={18} />
              </Anchor>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
