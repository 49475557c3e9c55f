import { Text } from '@mantine/core';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { validClaims } from '../../common/session';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PageCard title="Dashboard">
      <Text>Welcome, {validClaims()?.name}.</Text>
    </PageCard>
  );
}
