import type { Product } from '@hanout/contract';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { searchProducts, unitLabel } from '../../common/catalog';
import { PRODUCTS } from '../../common/queryKeys';
import { t } from '../../common/i18n';

/** Searchable (by name, brand, category or exact barcode), paged products: #, Product Title, Barcode, Brand, Category, Unit, VAT rate and the given action column. */
export function ProductTable({ action, exportable }: { action: Column<Product>; exportable?: boolean }) {
  const list = usePagedSearch<Product>([...PRODUCTS, 'search'], searchProducts);
  return (
    <PagedTable
      list={list}
      exportTo={exportable ? { path: '/products/export', query: { text: list.request } } : undefined}
      caption={t('Products')}
      rowKey={(product) => product.id}
      columns={[
        rowNumber(list),
        { header: t('Product Title'), render: (product) => product.name },
        { header: t('Barcode'), render: (product) => product.barcode ?? '' },
        { header: t('Brand'), render: (product) => product.brand.name },
        { header: t('Category'), render: (product) => product.brand.category.name },
        { header: t('Unit'), render: unitLabel },
        { header: t('VAT'), render: (product) => `${product.vatRate} %` },
        action,
      ]}
    />
  );
}
