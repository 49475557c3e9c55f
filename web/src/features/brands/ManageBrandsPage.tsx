import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Brand } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { usePageTitle } from '../../common/usePageTitle';
import { BRANDS, searchBrands } from './api';

export default function ManageBrandsPage() {
  usePageTitle('Manage Brands');
  const list = usePagedSearch<Brand>([...BRANDS, 'search'], searchBrands);
  return (
    <PageCard
      title="Manage Brands"
      actions={
        <Button component={Link} to="/brands/add" leftSection={<IconPlus size={16} />}>
          Add Brand
        </Button>
      }
    >
      <PagedTable
        list={list}
        caption="Brands"
        rowKey={(brand) => brand.id}
        columns={[
          rowNumber(list),
          { header: 'Brand Name', render: (brand) => brand.name },
          { header: 'Category Name', render: (brand) => brand.category.name },
          {
            header: 'Action',
            render: (brand) => (
              <Anchor component={Link} to={`/brands/edit/${brand.id}`} aria-label={`Edit ${brand.name}`}>
                <IconPencil size={18} />
              </Anchor>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
