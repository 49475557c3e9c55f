import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useCompanySearch } from './queries';

export default function CompanyListPage() {
  const list = useCompanySearch();
  return (
    <ListPageCard title="Manage Companies" addLabel="Add Company" addTo="/suppliers/companies/add">
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
          editColumn('/suppliers/companies/edit'),
        ]}
      />
    </ListPageCard>
  );
}
