import { Badge, Text } from '@mantine/core';
import type { Product } from '@hanout/contract';
import { formatMoney } from '../../common/money';
import { medicineLine } from '../../common/medicines';
import type { Column } from '../../common/list/DataTable';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { searchProducts, unitLabel } from '../../common/catalog';
import { PRODUCTS } from '../../common/queryKeys';
import { t } from '../../common/i18n';

/** The product's name, with its schedule or prescription rule, and its active ingredients and form under it in small print. */
function ProductTitle({ product }: { product: Product }) {
  const detail = medicineLine(product);
  const rule =
    product.schedule !== 'NONE'
      ? t('Tableau {{schedule}}', { schedule: product.schedule })
      : product.prescriptionRequired
        ? t('Prescription')
        : null;
  return (
    <>
      {product.name}
      {rule && (
        <Badge size="xs" variant="light" color="grape" ms={6}>
          {rule}
        </Badge>
      )}
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}

/**
 * Searchable (by name, active ingredient, brand, category or exact barcode), paged products: #,
 * Product Title (with its DCI), Barcode, Brand, Category, Unit, VAT rate, PPV and the given action column.
 */
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
        { header: t('Product Title'), render: (product) => <ProductTitle product={product} /> },
        { header: t('Barcode'), render: (product) => product.barcode ?? '' },
        { header: t('Brand'), render: (product) => product.brand.name },
        { header: t('Category'), render: (product) => product.brand.category.name },
        { header: t('Unit'), render: unitLabel },
        { header: t('VAT'), render: (product) => `${product.vatRate} %` },
        { header: t('PPV'), render: (product) => (product.ppv === null ? '' : formatMoney(product.ppv)) },
        action,
      ]}
    />
  );
}
