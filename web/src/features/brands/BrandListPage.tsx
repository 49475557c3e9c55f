import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { useBrandSearch } from './queries';

export default function BrandListPage() {
  const list = useBrandSearch();
  return (
    <ListPageCard title="Manage Brands" addLabel="Add Brand" addTo="/brands/add">
      <PagedTable
        list={list}
        caption="Brands"
        rowKey={(brand) => brand.id}
        columns={[
          rowNumber(list),
          { header: 'Brand Name', render: (brand) => brand.name },
          { header: 'Category Name', render: (brand) => brand.category.name },
          editColumn('/brands/edit', 'Action'),
        ]}
      />
    </ListPageCard>
  );
}
