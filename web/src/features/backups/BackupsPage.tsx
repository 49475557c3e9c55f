import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { BackupWarnings } from '../../common/BackupWarnings';
import { BACKUPS, fetchBackupOverview, formatBytes } from '../../common/backups';
import { formatDateTime } from '../../common/dates';
import { showError, showSuccess } from '../../common/dialogs';
import { DataTable, type Column } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { downloadExport, makeBackup, saveFile } from './api';

const TEXTS = {
  title: 'Backups',
  backUpNow: 'Back up now',
  exportData: 'Export data',
  caption: 'Backups',
  empty: 'No backup yet.',
  columns: { time: 'Time', size: 'Size', verified: 'Verified', reason: 'Made' },
  verified: 'Verified',
  notVerified: 'Not verified',
  reasons: {
    schedule: 'On schedule',
    manual: 'By hand',
    shutdown: 'At shutdown',
    'before-upgrade': 'Before an upgrade',
    command: 'npm run backup',
  } satisfies Record<NonNullable<Backup['reason']>, string>,
  unknownReason: 'Copied in',
  where: (directory: string, everyHours: number) =>
    `Backups go to ${directory}${everyHours > 0 ? `, every ${everyHours} hours and when the app stops` : ' (automatic backups are off)'}. ` +
    'Each is checked after writing: integrity, and every table’s row count against the database at that moment.',
  postgresTitle: 'The database is PostgreSQL',
  postgresText: 'Hanout does not back up PostgreSQL itself: schedule pg_dump (a systemd timer or a cron line, see the README).',
  exportHint: 'Export data downloads every table as a CSV file, with a README of the columns, in one zip: your data is never locked in.',
  backupDone: 'Backup made',
  backupDoneText: (backup: Backup) => `${backup.file} (${formatBytes(backup.sizeBytes)}) is written and verified.`,
  backupFailed: 'The backup failed',
  exportFailed: 'The export failed',
};

const COLUMNS: Column<Backup>[] = [
  { header: TEXTS.columns.time, render: (backup) => formatDateTime(backup.createdAt) },
  { header: TEXTS.columns.size, render: (backup) => formatBytes(backup.sizeBytes) },
  {
    header: TEXTS.columns.verified,
    render: (backup) => (
      <Badge color={backup.verified ? 'teal' : 'red'} variant="light" tt="none">
        {backup.verified ? TEXTS.verified : TEXTS.notVerified}
      </Badge>
    ),
  },
  { header: TEXTS.columns.reason, render: (backup) => (backup.reason ? TEXTS.reasons[backup.reason] : TEXTS.unknownReason) },
];

const errorText = (error: unknown) => (error instanceof ApiError ? error.detail : 'Something went wrong. Please try again later.');

export default function BackupsPage() {
  usePageTitle(TEXTS.title);
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: BACKUPS, queryFn: fetchBackupOverview });
  const [busy, setBusy] = useState<'backup' | 'export' | null>(null);
  const data = overview.data;
  const postgres = data?.engine === 'postgres';

  async function backUpNow() {
    setBusy('backup');
    try {
      const backup = await makeBackup();
      await showSuccess(TEXTS.backupDone, TEXTS.backupDoneText(backup));
    } catch (error) {
      await showError(TEXTS.backupFailed, errorText(error));
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
      await showError(TEXTS.exportFailed, errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <PageCard
      title={TEXTS.title}
      actions={
        <Group gap="xs">
          <Button
            leftSection={<IconDatabaseExport size={18} />}
            onClick={() => void backUpNow()}
            loading={busy === 'backup'}
            disabled={!data || postgres || busy !== null}
          >
            {TEXTS.backUpNow}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => void exportData()}
            loading={busy === 'export'}
            disabled={busy !== null}
          >
            {TEXTS.exportData}
          </Button>
        </Group>
      }
    >
      <Stack>
        <BackupWarnings />
        {postgres ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={TEXTS.postgresTitle}>
            {TEXTS.postgresText}
          </Alert>
        ) : (
          data?.directory && (
            <Text size="sm" c="dimmed">
              {TEXTS.where(data.directory, data.everyHours)}
            </Text>
          )
        )}
        <Text size="sm" c="dimmed">
          {TEXTS.exportHint}
        </Text>
        {!postgres && (
          <DataTable
            caption={TEXTS.caption}
            rows={data?.backups ?? []}
            rowKey={(backup) => backup.file}
            loading={overview.isLoading}
            emptyText={TEXTS.empty}
            columns={COLUMNS}
          />
        )}
      </Stack>
    </PageCard>
  );
}
