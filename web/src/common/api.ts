import type { Problem } from '@hanout/contract';
import { clearToken, getToken } from './session';
import { currentLanguage, t } from './i18n';

/** A failed API call, carrying the problem's detail for the error dialogs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

type Query = Record<string, string | number | undefined | null>;
interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = getToken();
  // Problem details come back in the screens' language.
  const headers: Record<string, string> = { 'accept-language': currentLanguage(), ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  // A file (the shop's logo) travels as the raw body; anything else as JSON.
  const isFile = options.body instanceof Blob;
  if (isFile) headers['content-type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: isFile ? (options.body as Blob) : options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.ok) return response;
  let detail = t('Something went wrong');
  try {
    detail = ((await response.json()) as Problem).detail ?? detail;
  } catch {
    // not a problem+json answer: keep the generic text
  }
  // A session the server no longer accepts (expired, user disabled) ends here.
  if (response.status === 401 && token && !path.startsWith('/auth/')) {
    clearToken();
    window.location.assign('/auth/login');
  }
  throw new ApiError(response.status, detail);
}

/** The problem's detail of a failed call, else a generic text. */
export const errorDetail = (error: unknown, fallback = t('Something went wrong')): string =>
  error instanceof ApiError ? error.detail : fallback;

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/** The file name a `Content-Disposition` header gives, such as `FA-2026-000123.pdf`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Calls that answer a file other than a PDF (the logo, a CSV), with the name the server gives it. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<File> {
  const response = await send(path, options);
  const blob = await response.blob();
  return new File([blob], fileNameOf(response.headers.get('content-disposition'), 'download'), { type: blob.type });
}

/** Calls that answer a PDF, named as the server names it (its number, the report's date). */
export async function apiPdf(path: string, options: RequestOptions = {}): Promise<File> {
  const response = await send(path, options);
  const name = fileNameOf(response.headers.get('content-disposition'), 'document.pdf');
  return new File([await response.blob()], name, { type: 'application/pdf' });
}

/** Calls that answer a file to keep (an export's zip), named as the server names it. */
export async function apiFile(path: string, fallbackName: string): Promise<File> {
  const response = await send(path, {});
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return new File([await response.blob()], name, { type: response.headers.get('content-type') ?? '' });
}

/** Opens a PDF in a new window (or downloads it under its name where pop-ups are blocked). */
export function openPdf(file: File): void {
  const url = URL.createObjectURL(file);
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
