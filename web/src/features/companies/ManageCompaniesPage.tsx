import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Company } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { usePageTitle } from '../../common/usePageTitle';
import { COMPANIES, searchCompanies } from './api';

export default function ManageCompaniesPage() {
  usePageTitle('Manage Companies');
  const list = usePagedSearch<Company>([...COMPANIES, 'search'], searchCompanies);
  return (
    <PageCard
      title="Manage Companies"
      actions={
        <Button component={Link} to="/suppliers/companies/add" leftSection={<IconPlus size={16} />}>
          Add Company
        </Button>
      }
    >
      <PagedTable
        list={list}
        caption="Companies"
        rowKey={(company) => company.id}
        columns={[
          rowNumber(list),
          { header: 'Name', render: (company) => company.name },
          { header: 'Email', render: (company) => company.email },
          { header: 'Mobile', render: (company) => company.mobile },
          { header: 'Address', render: (company) => company.address },
          {
            header: 'Actions',
            render: (company) => (
              <Anchor component={Link} to={`/suppliers/companies/edit/${company.id}`} aria-label={`Edit ${company.name}`}>
                <IconPencil size={18} />
              </Anchor>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
