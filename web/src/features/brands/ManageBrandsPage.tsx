import type { Brand } from '@hanout/contract';
import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { ManagePage } from '../../common/ManagePage';
import { BRANDS, searchBrands } from './api';

export default function ManageBrandsPage() {
  const list = usePagedSearch<Brand>([...BRANDS, 'search'], searchBrands);
  return (
    <ManagePage title="Manage Brands" addLabel="Add Brand" addTo="/brands/add">
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
    </ManagePage>
  );
}
