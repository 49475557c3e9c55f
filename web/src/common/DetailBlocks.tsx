import { Table, Text } from '@mantine/core';
import { Amount } from './Amount';

/** A labelled value at the head of a document's screen (its customer, date, who issued it). */
export const Detail = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={500}>{value}</Text>
  </div>
);

/** A row of a document's totals table, the last one `strong`. */
export const TotalRow = ({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) => (
  <Table.Tr>
    <Table.Th>{label}</Table.Th>
    <Table.Td ta="end" fw={strong ? 700 : undefined}>
      <Amount value={value} />
    </Table.Td>
  </Table.Tr>
);
