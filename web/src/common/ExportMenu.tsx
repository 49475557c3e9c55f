import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { ExportFormat } from '@hanout/contract';
import { errorDetail } from './api';
import { showError } from './dialogs';
import { apiFile, saveFile } from './files';
import { t } from './i18n';

type Query = Record<string, string | number | undefined | null>;

/**
 * A list's export (the server's `…/export`): the filters the list on screen applies, sent the way
 * its search sends them, in the query (`query`) or as the body (`body`). `format` is added.
 */
export type ExportTarget = { path: string; query: Query } | { path: string; body: object };

/** The file of one export, named as the server names it. */
export function fetchExport(target: ExportTarget, format: ExportFormat): Promise<File> {
  const fallback = `export.${format}`;
  if ('body' in target) return apiFile(target.path, fallback, { method: 'POST', body: { ...target.body, format } });
  return apiFile(target.path, fallback, { query: { ...target.query, format } });
}

/**
 * The Export button of a list: CSV or Excel, of every row its filters select (not only the page on
 * screen), downloaded with the session's token; a refusal (too many rows) shows the server's reason.
 */
export function ExportMenu({ target }: { target: ExportTarget }) {
  const [busy, setBusy] = useState(false);
  async function download(format: ExportFormat) {
    setBusy(true);
    try {
      saveFile(await fetchExport(target, format));
    } catch (error) {
      await showError(t('The export failed.'), errorDetail(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy}>
          {t('Export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Every row the filters select')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')}>
          {t('Excel file (.xlsx)')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void download('csv')}>
          {t('CSV file (.csv)')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
