import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useCategorySearch } from './api';
import { t } from '../../common/i18n';

export default function CategoryListPage() {
  const list = useCategorySearch();
  return (
    <ListPageCard title={t('Manage Categories')} addLabel={t('Add Category')} addTo="/categories/add">
      <PagedTable
        list={list}
        caption={t('Categories')}
        rowKey={(category) => category.id}
        columns={[
          rowNumber(list),
          { header: t('Category Name'), render: (category) => category.name },
          {
            header: t('Default VAT rate'),
            render: (category) => (category.defaultVatRate === null ? '' : `${category.defaultVatRate} %`),
          },
          editColumn('/categories/edit', t('Action')),
        ]}
      />
    </ListPageCard>
  );
}
