import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { BackupWarnings } from '../../domain/backups/BackupWarnings';
import { BACKUPS, fetchBackupOverview, formatBytes } from '../../domain/backups/backups';
import { formatDateTime } from '../../common/dates';
import { showError, showSuccess } from '../../common/dialogs';
import { DataTable, type Column } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { saveFile } from '../../common/files';
import { downloadExport, makeBackup } from './api';
import { isolated, t } from '../../common/i18n';

const texts = () => ({
  title: t('Backups'),
  backUpNow: t('Back up now'),
  exportData: t('Export data'),
  caption: t('Backups'),
  empty: t('No backup yet.'),
  columns: { time: t('Time'), size: t('Size'), verified: t('Verified'), reason: t('Made') },
  verified: t('Verified'),
  notVerified: t('Not verified'),
  reasons: {
    schedule: t('On schedule'),
    manual: t('By hand'),
    shutdown: t('At shutdown'),
    'before-upgrade': t('Before an upgrade'),
    command: 'npm run backup',
  } satisfies Record<NonNullable<Backup['reason']>, string>,
  unknownReason: t('Copied in'),
  where: (directory: string, everyHours: number) =>
    `${
      everyHours > 0
        ? t('Backups go to {{directory}}, every {{everyHours}} hours and when the app stops.', {
            directory: isolated(directory),
            everyHours,
          })
        : t('Backups go to {{directory}} (automatic backups are off).', { directory: isolated(directory) })
    } ${t('Each is checked after writing: integrity, and every table’s row count against the database at that moment.')}`,
  postgresTitle: t('The database is PostgreSQL'),
  postgresText: t('Hanout does not back up PostgreSQL itself: schedule pg_dump (a systemd timer or a cron line, see the README).'),
  exportHint: t('Export data downloads every table as a CSV file, with a README of the columns, in one zip: your data is never locked in.'),
  backupDone: t('Backup made'),
  backupDoneText: (backup: Backup) =>
    t('{{file}} ({{size}}) is written and verified.', { file: isolated(backup.file), size: isolated(formatBytes(backup.sizeBytes)) }),
  backupFailed: t('The backup failed'),
  exportFailed: t('The export failed'),
  hosted: t('This installation holds several shops: whoever hosts it makes its backups. Export data downloads your shop’s own data.'),
});

const columns = (): Column<Backup>[] => [
  { header: texts().columns.time, render: (backup) => formatDateTime(backup.createdAt) },
  { header: texts().columns.size, render: (backup) => formatBytes(backup.sizeBytes) },
  {
    header: texts().columns.verified,
    render: (backup) => (
      <Badge color={backup.verified ? 'teal' : 'red'} variant="light" tt="none">
        {backup.verified ? texts().verified : texts().notVerified}
      </Badge>
    ),
  },
  { header: texts().columns.reason, render: (backup) => (backup.reason ? texts().reasons[backup.reason] : texts().unknownReason) },
];

const errorText = (error: unknown) => (error instanceof ApiError ? error.detail : t('Something went wrong. Please try again later.'));

export default function BackupsPage() {
  usePageTitle(texts().title);
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: BACKUPS, queryFn: fetchBackupOverview });
  const [busy, setBusy] = useState<'backup' | 'export' | null>(null);
  const data = overview.data;
  const postgres = data?.engine === 'postgres';
  // An installation of several shops is backed up whole by whoever hosts it: a shop has its export only.
  const hosted = data === null;

  async function backUpNow() {
    setBusy('backup');
    try {
      const backup = await makeBackup();
      await showSuccess(texts().backupDone, texts().backupDoneText(backup));
    } catch (error) {
      await showError(texts().backupFailed, errorText(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: BACKUPS });
    }
  }

  async function exportData() {
    setBusy('export');
    try {
      saveFile(await downloadExport());
    } catch (error) {
      await showError(texts().exportFailed, errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <PageCard
      title={texts().title}
      actions={
        <Group gap="xs">
          <Button
            leftSection={<IconDatabaseExport size={18} />}
            onClick={() => void backUpNow()}
            loading={busy === 'backup'}
            disabled={!data || postgres || busy !== null}
            hidden={hosted}
          >
            {texts().backUpNow}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => void exportData()}
            loading={busy === 'export'}
            disabled={busy !== null}
          >
            {texts().exportData}
          </Button>
        </Group>
      }
    >
      <Stack>
        <BackupWarnings />
        {hosted && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} data-testid="hosted-backups">
            {texts().hosted}
          </Alert>
        )}
        {postgres ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={texts().postgresTitle}>
            {texts().postgresText}
          </Alert>
        ) : (
          data?.directory && (
            <Text size="sm" c="dimmed">
              {texts().where(data.directory, data.everyHours)}
            </Text>
          )
        )}
        <Text size="sm" c="dimmed">
          {texts().exportHint}
        </Text>
        {!postgres && !hosted && (
          <DataTable
            caption={texts().caption}
            rows={data?.backups ?? []}
            rowKey={(backup) => backup.file}
            loading={overview.isLoading}
            emptyText={texts().empty}
            columns={columns()}
          />
        )}
      </Stack>
    </PageCard>
  );
}
