import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { CustomerTable } from './CustomerTable';

export default function ManageCustomersPage() {
  usePageTitle('Manage Customers');
  return (
    <PageCard
      title="Manage Customers"
      actions={
        <Button component={Link} to="/customers/add" leftSection={<IconPlus size={16} />}>
          Register Customer
        </Button>
      }
    >
      <CustomerTable
        actionHeader="Actions"
        action={(customer) => (
          <Anchor component={Link} to={`/customers/edit/${customer.id}`} aria-label={`Edit ${customer.name}`}>
            <IconPencil size={18} />
          </Anchor>
        )}
      />
    </PageCard>
  );
}
