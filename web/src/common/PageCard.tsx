import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** The frame of every screen: a title, optional actions on the right, and the content. */
export function PageCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper p="md" radius="md" withBorder>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
