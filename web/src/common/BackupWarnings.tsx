import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BACKUPS, fetchBackupOverview, warningText } from './backups';
import { isAdmin, validClaims } from './session';
import { t } from './i18n';

const texts = () => ({ open: t('Open Backups') });

/** The backup and disk warnings, for administrators only (nothing is asked or shown to other users). */
export function BackupWarnings({ withLink = false }: { withLink?: boolean }) {
  const admin = isAdmin(validClaims());
  const overview = useQuery({ queryKey: BACKUPS, queryFn: fetchBackupOverview, enabled: admin });
  const warnings = overview.data?.warnings ?? [];
  if (!admin || warnings.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="backup-warnings">
      {warnings.map((warning) => {
        const { title, text } = warningText(warning);
        return (
          <Alert key={warning.code + title} color="orange" variant="light" icon={<IconAlertTriangle />} title={title}>
            <Text size="sm">{text}</Text>
            {withLink && (
              <Anchor component={Link} to="/backups" size="sm" c="inherit" underline="always" fw={600}>
                {texts().open}
              </Anchor>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
