import type { Product } from '@hanout/contract';
import type { Column } from '../list/DataTable';
import { PagedTable, rowNumber } from '../list/PagedTable';
import { usePagedSearch } from '../list/usePagedSearch';
import { searchProducts, unitLabel } from '../catalog';
import { PRODUCTS } from '../queryKeys';

/** Searchable, paged products: #, Product Title, Brand, Category, Unit, VAT rate and the given action column. */
export function ProductTable({ action }: { action: Column<Product> }) {
  const list = usePagedSearch<Product>([...PRODUCTS, 'search'], searchProducts);
  return (
    <PagedTable
      list={list}
      caption="Products"
      rowKey={(product) => product.id}
      columns={[
        rowNumber(list),
        { header: 'Product Title', render: (product) => product.name },
        { header: 'Brand', render: (product) => product.brand.name },
        { header: 'Category', render: (product) => product.brand.category.name },
        { header: 'Unit', render: unitLabel },
        { header: 'VAT', render: (product) => `${product.vatRate} %` },
        action,
      ]}
    />
  );
}
