import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Category } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { usePageTitle } from '../../common/usePageTitle';
import { CATEGORIES, searchCategories } from './api';

export default function ManageCategoriesPage() {
  usePageTitle('Manage Categories');
  const list = usePagedSearch<Category>([...CATEGORIES, 'search'], searchCategories);
  return (
    <PageCard
      title="Manage Categories"
      actions={
        <Button component={Link} to="/categories/add" leftSection={<IconPlus size={16} />}>
          Add Category
        </Button>
      }
    >
      <PagedTable
        list={list}
        caption="Categories"
        rowKey={(category) => category.id}
        columns={[
          rowNumber(list),
          { header: 'Category Name', render: (category) => category.name },
          {
            header: 'Action',
            render: (category) => (
              <Anchor component={Link} to={`/categories/edit/${category.id}`} aria-label={`Edit ${category.name}`}>
                <IconPencil size={18} />
              </Anchor>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
