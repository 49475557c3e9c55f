import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageCard } from './PageCard';
import { usePageTitle } from './usePageTitle';

interface ListPageCardProps {
  title: string;
  /** The button to the add screen, e.g. 'Add Brand' to '/brands/add'. */
  addLabel: string;
  addTo: string;
  children: ReactNode;
}

/** The frame of a Manage list screen: its title and the button to add a record. */
export function ListPageCard({ title, addLabel, addTo, children }: ListPageCardProps) {
  usePageTitle(title);
  return (
    <PageCard
      title={title}
      actions={
        <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
          {addLabel}
        </Button>
      }
    >
      {children}
    </PageCard>
  );
}
