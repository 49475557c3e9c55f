import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Product } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { usePageTitle } from '../../common/usePageTitle';
import { PRODUCTS, searchProducts, unitLabel } from './api';

export default function ManageProductsPage() {
  usePageTitle('Manage Products');
  const list = usePagedSearch<Product>([...PRODUCTS, 'search'], searchProducts);
  return (
    <PageCard
      title="Manage Products"
      actions={
        <Button component={Link} to="/products/add" leftSection={<IconPlus size={16} />}>
          Add Product
        </Button>
      }
    >
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
          {
            header: 'Actions',
            render: (product) => (
              <Anchor component={Link} to={`/products/edit/${product.id}`} aria-label={`Edit ${product.name}`}>
                <IconPencil size={18} />
              </Anchor>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
