import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../common/usePageTitle';
import { t } from '../common/i18n';

export function NotFoundPage({ code = 404, message = t('The page you requested was not found!') }: { code?: number; message?: string }) {
  usePageTitle(t('Error'));
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs">
        <Title order={1}>{t('Error')}</Title>
        <Text fz={64} fw={800} c="teal.8" lh={1}>
          {code}
        </Text>
        <Title order={2}>{t('Ooops!')}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/dashboard" variant="light" mt="md">
          {t('Back to the dashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
