import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useCompanySearch } from './api';
import { t } from '../../common/i18n';

export default function CompanyListPage() {
  const list = useCompanySearch();
  return (
    <ListPageCard title={t('Manage Companies')} addLabel={t('Add Company')} addTo="/suppliers/companies/add">
      <PagedTable
        list={list}
        caption={t('Companies')}
        rowKey={(company) => company.id}
        columns={[
          rowNumber(list),
          { header: t('Name'), render: (company) => company.name },
          { header: t('Email'), render: (company) => company.email },
          { header: t('Mobile'), render: (company) => company.mobile },
          { header: t('Address'), render: (company) => company.address },
          editColumn('/suppliers/companies/edit'),
        ]}
      />
    </ListPageCard>
  );
}
