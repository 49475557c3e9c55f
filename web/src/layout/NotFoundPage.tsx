import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../common/usePageTitle';

export function NotFoundPage({ code = 404, message = 'The page you requested was not found!' }: { code?: number; message?: string }) {
  usePageTitle('Error');
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs">
        <Title order={1}>Error</Title>
        <Text fz={64} fw={800} c="teal.8" lh={1}>
          {code}
        </Text>
        <Title order={2}>Ooops!</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/dashboard" variant="light" mt="md">
          Back to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
