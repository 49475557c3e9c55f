import { useMutation } from '@tanstack/react-query';
import type { ImportKind, ImportPreview, ImportResult } from '@hanout/contract';
import { api } from '../../common/api';
import { apiFile } from '../../common/files';
import { useChangeMutation } from '../../common/queries';
import { BRANDS, CATEGORIES, COMPANIES, CUSTOMERS, DASHBOARD, PRODUCTS, STOCK, SUPPLIERS, UNITS } from '../../common/queryKeys';

export interface ImportRequest {
  kind: ImportKind;
  file: File;
  confirmNew: boolean;
}

/** The file travels as the raw body, with the type the browser gives it (the server also reads its first bytes). */
const previewImport = ({ kind, file }: ImportRequest) => api<ImportPreview>(`/imports/${kind}/preview`, { method: 'POST', body: file });
const commitImport = ({ kind, file, confirmNew }: ImportRequest) =>
  api<ImportResult>(`/imports/${kind}`, { method: 'POST', body: file, query: { confirmNew: confirmNew ? 'true' : undefined } });

export const fetchTemplate = (kind: ImportKind) => apiFile(`/imports/${kind}/template`, `${kind}.csv`);

export const usePreviewImport = () => useMutation<ImportPreview, Error, ImportRequest>({ mutationFn: previewImport });

/** An import may add or change products, their brands, categories and units, customers, suppliers, companies and stock. */
export const useCommitImport = () =>
  useChangeMutation(commitImport, [PRODUCTS, BRANDS, CATEGORIES, UNITS, CUSTOMERS, SUPPLIERS, COMPANIES, STOCK, DASHBOARD]);
