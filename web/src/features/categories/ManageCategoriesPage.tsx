import type { Category } from '@hanout/contract';
import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { ManagePage } from '../../common/ManagePage';
import { CATEGORIES, searchCategories } from './api';

export default function ManageCategoriesPage() {
  const list = usePagedSearch<Category>([...CATEGORIES, 'search'], searchCategories);
  return (
    <ManagePage title="Manage Categories" addLabel="Add Category" addTo="/categories/add">
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
    </ManagePage>
  );
}
