import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useCategorySearch } from './queries';

export default function CategoryListPage() {
  const list = useCategorySearch();
  return (
    <ListPageCard title="Manage Categories" addLabel="Add Category" addTo="/categories/add">
      <PagedTable
        list={list}
        caption="Categories"
        rowKey={(category) => category.id}
        columns={[
          rowNumber(list),
          { header: 'Category Name', render: (category) => category.name },
          editColumn('/categories/edit', 'Action'),
        ]}
      />
    </ListPageCard>
  );
}
