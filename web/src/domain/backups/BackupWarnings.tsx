import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDatabase } from '@tabler/icons-react';
import type { BackupOverview } from '@hanout/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BACKUPS, fetchBackupOverview, warningText } from './backups';
import { isAdmin, validClaims } from '../../common/session';
import { t } from '../../common/i18n';

const texts = () => ({ open: t('Open Backups') });

/**
 * A new shop has no backup yet, and its backups are on the database's disk until someone chooses
 * another: true, but not yet a fault. Until the first automatic backup has run (or failed), those
 * two warnings are one calm line instead, saying when it runs and where its place is chosen.
 */
function isNewShop(overview: BackupOverview): boolean {
  return (
    overview.everyHours > 0 &&
    overview.backups.length === 0 &&
    overview.warnings.every((warning) => (warning.code === 'no-recent-backup' && !warning.lastVerifiedAt) || warning.code === 'same-disk')
  );
}

function FirstBackupLine({ everyHours }: { everyHours: number }) {
  return (
    <Text size="sm" c="dimmed" data-testid="first-backup">
      <IconDatabase size={14} style={{ verticalAlign: 'middle' }} />{' '}
      {t('The first automatic backup runs a few minutes after the server starts, then one every {{hours}} h.', { hours: everyHours })}{' '}
      {t('Where backups go:')}{' '}
      <Anchor component={Link} to="/backups" size="sm" underline="always">
        {t('Settings → Backups')}
      </Anchor>
    </Text>
  );
}

/** The backup and disk warnings, for administrators only (nothing is asked or shown to other users). */
export function BackupWarnings({ withLink = false }: { withLink?: boolean }) {
  const admin = isAdmin(validClaims());
  const overview = useQuery({ queryKey: BACKUPS, queryFn: fetchBackupOverview, enabled: admin });
  const warnings = overview.data?.warnings ?? [];
  if (!admin || warnings.length === 0 || !overview.data) return null;
  if (withLink && isNewShop(overview.data)) return <FirstBackupLine everyHours={overview.data.everyHours} />;
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
