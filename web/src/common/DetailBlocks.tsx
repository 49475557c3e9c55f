import { SimpleGrid, Table, Text } from '@mantine/core';
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

/** The head of a document's screen: its labelled values side by side (one under the other on a phone). */
export const DetailRow = ({ details }: { details: [label: string, value: string][] }) => (
  <SimpleGrid cols={{ base: 1, sm: details.length }}>
    {details.map(([label, value]) => (
      <Detail key={label} label={label} value={value} />
    ))}
  </SimpleGrid>
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
