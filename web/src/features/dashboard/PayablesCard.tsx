import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../common/i18n';
import { Amount } from '../../common/Amount';
import { isAdmin, validClaims } from '../../common/session';
import { usePayablesSummary } from './api';

/**
 * What the shop owes its suppliers together, and the five it owes the most, with the way to the
 * Payables screen: administrators only (staff never receive buying prices), and only when the shop owes something.
 */
export function PayablesCard() {
  const admin = isAdmin(validClaims());
  const { data: summary } = usePayablesSummary(admin);
  if (!admin || !summary?.suppliers) return null;
  return (
    <Grid.Col span={{ base: 12, lg: 4 }}>
      <Paper p="md" radius="md" withBorder h="100%">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={3} size="h5">
            {t('Payables')}
          </Title>
          <Anchor component={Link} to="/payables" size="sm">
            {t('See all')}
          </Anchor>
        </Group>
        <AccountsSummary
          totalDue={summary.totalDue}
          count={t('Suppliers owed: {{count}}', { count: summary.suppliers })}
          largest={summary.largest.map((creditor) => ({ id: creditor.supplierId, name: creditor.name, amountDue: creditor.amountDue }))}
        />
      </Paper>
    </Grid.Col>
  );
}

/** An account card's body: the total due, how many owe or are owed, and the five largest with their amounts. */
export function AccountsSummary({
  totalDue,
  count,
  largest,
}: {
  totalDue: number;
  count: string;
  largest: { id: number; name: string; amountDue: number }[];
}) {
  return (
    <>
      <Text fz="xl" fw={700}>
        <Amount value={totalDue} />
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {count}
      </Text>
      <Stack gap={4}>
        {largest.map((party) => (
          <Group key={party.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {party.name}
            </Text>
            <Text size="sm" fw={600}>
              <Amount value={party.amountDue} />
            </Text>
          </Group>
        ))}
      </Stack>
    </>
  );
}
