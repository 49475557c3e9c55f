import type { Problem } from '@hanout/contract';
import { endSession, getToken } from './session';
import { requestLanguage, t } from './i18n';

/** A failed API call, carrying the problem's detail for the error dialogs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** The problem's type, for the few a screen answers in its own way (a credit limit reached). */
    readonly type = 'about:blank',
  ) {
    super(detail);
  }
}

type Query = Record<string, string | number | undefined | null>;
export interface RequestOptions {
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

/** Sends a request with the session's token and the screens' language; a failed answer throws its problem's detail. */
export async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = getToken();
  // Problem details come back in the screens' language.
  const headers: Record<string, string> = { 'accept-language': requestLanguage(), ...options.headers };
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
  let type: string | undefined;
  try {
    const problem = (await response.json()) as Problem;
    detail = problem.detail ?? detail;
    type = problem.type;
  } catch {
    // not a problem+json answer: keep the generic text
  }
  // A session the server no longer accepts (expired, user disabled) ends here.
  if (response.status === 401 && token && !path.startsWith('/auth/')) {
    endSession(detail);
    window.location.assign('/auth/login');
  }
  throw new ApiError(response.status, detail, type);
}

/**
 * The request path before a part of a problem's detail (`grnItems.1.expireDate: `, `countedQuantity: `),
 * which names a field for the API's clients: written in camel case or with dots, unlike the product
 * names some details start with.
 */
const REQUEST_PATH = /^[a-z][A-Za-z]*(?:\.(?:\d+|[a-z][A-Za-z]*))*: /;

/** A problem's detail as the screen shows it: each part without its request path, each said once. */
export function readableDetail(detail: string): string {
  const parts = detail.split('; ').map((part) => {
    const path = REQUEST_PATH.exec(part)?.[0];
    return path && /[.A-Z]/.test(path) ? part.slice(path.length) : part;
  });
  return [...new Set(parts)].join('; ');
}

/** The problem's detail of a failed call, readable (readableDetail), else a generic text. */
export const errorDetail = (error: unknown, fallback = t('Something went wrong')): string =>
  error instanceof ApiError ? readableDetail(error.detail) : fallback;

/** The answer as the server declares it. The server writes answers through the contract's schemas, so a cast holds. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/** What reads an answer: one of the contract's schemas, typed without importing Zod into the first script. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/**
 * The answer read by its contract schema: a server and a screen from different versions fail at the
 * call, not later in the screen. For the screens that load Zod already (forms): elsewhere it would
 * cost the schemas' script.
 */
export async function parsedApi<T>(path: string, schema: AnswerSchema<T>, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return schema.parse(await response.json());
}
