import { useState } from 'react';
import { openPdf } from './files';
import { showError } from './dialogs';
import { errorDetail } from './api';

/**
 * Fetches a PDF report and opens it. `busy` is the key of the report under way (a row's id, say)
 * until it opens or its error dialog is closed; a failure shows `errorTitle` with the problem's
 * detail, else `fallback`.
 */
export function usePdfReport<K = string>(errorTitle: string, fallback?: string) {
  const [busy, setBusy] = useState<K | null>(null);
  async function open(key: K, fetchPdf: () => Promise<File>) {
    setBusy(key);
    try {
      openPdf(await fetchPdf());
    } catch (error) {
      await showError(errorTitle, errorDetail(error, fallback));
    } finally {
      setBusy(null);
    }
  }
  return { busy, open };
}
export type PdfReport<K> = ReturnType<typeof usePdfReport<K>>;
