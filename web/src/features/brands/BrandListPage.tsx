import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useBrandSearch } from './api';
import { t } from '../../common/i18n';

export default function BrandListPage() {
  const list = useBrandSearch();
  return (
    <ListPageCard title={t('Manage Brands')} addLabel={t('Add Brand')} addTo="/brands/add">
      <PagedTable
        list={list}
        caption={t('Brands')}
        rowKey={(brand) => brand.id}
        columns={[
          rowNumber(list),
          { header: t('Brand Name'), render: (brand) => brand.name },
          { header: t('Category Name'), render: (brand) => brand.category.name },
          editColumn('/brands/edit', t('Action')),
        ]}
      />
    </ListPageCard>
  );
}
