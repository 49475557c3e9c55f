import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { t } from '../../common/i18n';

export function AuthLayout() {
  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Title order={1} ta="center" c="teal.8">
          Hanout
        </Title>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          {t('© {{year}} Hanout. All rights reserved.', { year: new Date().getFullYear() })}
        </Text>
      </Stack>
    </Center>
  );
}
