/**
 * The API as the running app declares it, and the access rules of DECISIONS.md written out by hand.
 *
 * Routes are enumerated twice from the app itself: from its OpenAPI document (which also gives
 * each route's parameter and body schemas, used to generate inputs) and from an onRoute hook
 * (so that a route hidden from the document cannot escape the suite). A route added later is
 * attacked without editing this suite; it only has to be classified in ROUTE_RULES, and the
 * suite fails until it is.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { apiModules } from '../../src/modules';
import type { JsonSchema } from './inputs';

/** 'operator': the operator API, for the operator token (OPERATOR_TOKEN) alone, never a shop's session. */
export type Access = 'public' | 'user' | 'admin' | 'operator';
/** 'write' routes store what they accept; 'read' routes only look (searches, reports, sign-in). */
export type Effect = 'read' | 'write';

/**
 * Who may call what, from DECISIONS.md ("Accounts and access"), not from the routes' own config:
 * - users, the VAT summary, supplier accounts (payables): every call is for administrators (reads too), but each user
 *   sets their own screen language and changes their own password;
 * - suppliers, companies, products, brands, categories: writes for administrators, reads for
 *   any signed-in user (GRN and stock screens need them);
 * - shop settings and logo: writes for administrators, reads for any signed-in user (documents need them);
 * - imports (their previews and templates too): administrators only;
 * - the registers (ordonnancier, narcotics) and their PDFs: administrators only (they name patients); the
 *   counter's prescriber suggestions: any signed-in user;
 * - everything else: any signed-in user; sign-in, forgot and reset password: no token;
 * - the operator API (/api/operator): the operator token only (issue 47).
 */
export const ROUTE_RULES: Record<string, { access: Access; effect: Effect }> = {
  'POST /api/auth/login': { access: 'public', effect: 'read' },
  'GET /api/auth/sign-in-options': { access: 'public', effect: 'read' },
  'GET /api/auth/forgot-password': { access: 'public', effect: 'write' },
  'POST /api/auth/reset-password': { access: 'public', effect: 'write' },
  'GET /api/auth/session': { access: 'user', effect: 'read' },
  'POST /api/auth/logout': { access: 'user', effect: 'write' },
  'GET /api/auth/accounts-under-attack': { access: 'admin', effect: 'read' },

  'GET /api/users/search': { access: 'admin', effect: 'read' },
  'GET /api/users/{id}': { access: 'admin', effect: 'read' },
  'PUT /api/users/update-status/{id}': { access: 'admin', effect: 'write' },
  'PUT /api/users': { access: 'admin', effect: 'write' },
  'POST /api/users': { access: 'admin', effect: 'write' },
  'PUT /api/users/me/language': { access: 'user', effect: 'write' },
  'PUT /api/users/me/password': { access: 'user', effect: 'write' },
  'PUT /api/users/{id}/password': { access: 'admin', effect: 'write' },

  'GET /api/customers/search': { access: 'user', effect: 'read' },
  'GET /api/customers/export': { access: 'user', effect: 'read' },
  'GET /api/customers/walk-in': { access: 'user', effect: 'read' },
  'GET /api/customers/{id}': { access: 'user', effect: 'read' },
  'POST /api/customers': { access: 'user', effect: 'write' },
  'PUT /api/customers': { access: 'user', effect: 'write' },
  'DELETE /api/customers/{id}': { access: 'user', effect: 'write' },
  'POST /api/customers/{id}/payments': { access: 'user', effect: 'write' },
  'GET /api/customers/{id}/account': { access: 'user', effect: 'read' },
  'GET /api/customers/{id}/statement': { access: 'user', effect: 'read' },
  'GET /api/receipts/{id}/report': { access: 'user', effect: 'read' },
  'GET /api/receivables': { access: 'user', effect: 'read' },
  'GET /api/receivables/summary': { access: 'user', effect: 'read' },
  'GET /api/receivables/export': { access: 'user', effect: 'read' },

  'GET /api/categories': { access: 'user', effect: 'read' },
  'GET /api/categories/search': { access: 'user', effect: 'read' },
  'GET /api/categories/{id}': { access: 'user', effect: 'read' },
  'POST /api/categories': { access: 'admin', effect: 'write' },
  'PUT /api/categories': { access: 'admin', effect: 'write' },

  'GET /api/brands': { access: 'user', effect: 'read' },
  'GET /api/brands/search': { access: 'user', effect: 'read' },
  'GET /api/brands/{id}': { access: 'user', effect: 'read' },
  'POST /api/brands': { access: 'admin', effect: 'write' },
  'PUT /api/brands': { access: 'admin', effect: 'write' },

  'GET /api/companies': { access: 'user', effect: 'read' },
  'GET /api/companies/search': { access: 'user', effect: 'read' },
  'GET /api/companies/{id}': { access: 'user', effect: 'read' },
  'POST /api/companies': { access: 'admin', effect: 'write' },
  'PUT /api/companies': { access: 'admin', effect: 'write' },

  'GET /api/suppliers/search': { access: 'user', effect: 'read' },
  'GET /api/suppliers/export': { access: 'user', effect: 'read' },
  'GET /api/suppliers/{id}': { access: 'user', effect: 'read' },
  'POST /api/suppliers': { access: 'admin', effect: 'write' },
  'PUT /api/suppliers/update': { access: 'admin', effect: 'write' },

  // Supplier accounts: buying prices and expenses are administrators' data.
  'POST /api/suppliers/{id}/payments': { access: 'admin', effect: 'write' },
  'GET /api/suppliers/{id}/account': { access: 'admin', effect: 'read' },
  'GET /api/suppliers/{id}/statement': { access: 'admin', effect: 'read' },
  'GET /api/supplier-payments/{id}': { access: 'admin', effect: 'read' },
  'GET /api/supplier-payments/{id}/report': { access: 'admin', effect: 'read' },
  'GET /api/payables': { access: 'admin', effect: 'read' },
  'GET /api/payables/summary': { access: 'admin', effect: 'read' },
  'GET /api/payables/export': { access: 'admin', effect: 'read' },

  'GET /api/units': { access: 'user', effect: 'read' },

  'GET /api/products/search': { access: 'user', effect: 'read' },
  'GET /api/products/export': { access: 'user', effect: 'read' },
  'GET /api/products/lookup': { access: 'user', effect: 'read' },
  'GET /api/products/{id}': { access: 'user', effect: 'read' },
  'GET /api/products/{id}/equivalents': { access: 'user', effect: 'read' },
  'POST /api/products': { access: 'admin', effect: 'write' },
  'PUT /api/products': { access: 'admin', effect: 'write' },

  'POST /api/grn': { access: 'user', effect: 'write' },
  'POST /api/grn/search': { access: 'user', effect: 'read' },
  'POST /api/grn/export': { access: 'user', effect: 'read' },
  'GET /api/grn/report/{id}': { access: 'user', effect: 'read' },

  'GET /api/grn/{id}': { access: 'user', effect: 'read' },
  'POST /api/grn/{id}/returns': { access: 'user', effect: 'write' },
  'GET /api/supplier-returns/{id}': { access: 'user', effect: 'read' },
  'GET /api/supplier-returns/{id}/report': { access: 'user', effect: 'read' },

  'POST /api/stock/search': { access: 'user', effect: 'read' },
  'POST /api/stock/export': { access: 'user', effect: 'read' },
  'POST /api/stock/update-price': { access: 'user', effect: 'write' },
  'POST /api/stock/mixed-stock': { access: 'user', effect: 'write' },
  'GET /api/stock/report': { access: 'user', effect: 'read' },

  // Stocktakes: everyone counts; administrators start, validate and cancel them.
  'GET /api/stocktakes': { access: 'user', effect: 'read' },
  'POST /api/stocktakes': { access: 'admin', effect: 'write' },
  'GET /api/stocktakes/{id}': { access: 'user', effect: 'read' },
  'GET /api/stocktakes/{id}/batches': { access: 'user', effect: 'read' },
  'PUT /api/stocktakes/{id}/counts/{stockId}': { access: 'user', effect: 'write' },
  'POST /api/stocktakes/{id}/validate': { access: 'admin', effect: 'write' },
  'POST /api/stocktakes/{id}/cancel': { access: 'admin', effect: 'write' },
  'GET /api/stocktakes/{id}/report': { access: 'user', effect: 'read' },

  'GET /api/invoice/payment-types': { access: 'user', effect: 'read' },
  'POST /api/invoice': { access: 'user', effect: 'write' },
  'POST /api/invoice/search': { access: 'user', effect: 'read' },
  'POST /api/invoice/export': { access: 'user', effect: 'read' },
  'GET /api/invoice/report/{id}': { access: 'user', effect: 'read' },
  'GET /api/invoice/{id}/receipt': { access: 'user', effect: 'read' },
  'POST /api/invoice/{id}/credit-notes': { access: 'user', effect: 'write' },
  'GET /api/credit-notes/{id}': { access: 'user', effect: 'read' },
  'GET /api/credit-notes/{id}/report': { access: 'user', effect: 'read' },
  'GET /api/stock/recall': { access: 'user', effect: 'read' },
  'GET /api/stock/recall/report': { access: 'user', effect: 'read' },
  'GET /api/registers/prescriptions': { access: 'admin', effect: 'read' },
  'GET /api/registers/prescriptions/report': { access: 'admin', effect: 'read' },
  'GET /api/registers/narcotics': { access: 'admin', effect: 'read' },
  'GET /api/registers/narcotics/report': { access: 'admin', effect: 'read' },
  'GET /api/registers/prescribers': { access: 'user', effect: 'read' },
  'GET /api/alerts': { access: 'user', effect: 'read' },
  'GET /api/alerts/counts': { access: 'user', effect: 'read' },
  'GET /api/alerts/report': { access: 'user', effect: 'read' },
  'GET /api/stock/{id}/movements': { access: 'user', effect: 'read' },
  'GET /api/stock/{id}/price-history': { access: 'user', effect: 'read' },
  'POST /api/stock/{id}/adjustments': { access: 'admin', effect: 'write' },
  'POST /api/stock/{id}/split': { access: 'user', effect: 'write' },
  'GET /api/products/{id}/movements': { access: 'user', effect: 'read' },
  'GET /api/stock/{id}/movements/export': { access: 'user', effect: 'read' },
  'GET /api/products/{id}/movements/export': { access: 'user', effect: 'read' },
  'GET /api/alerts/export': { access: 'user', effect: 'read' },
  'GET /api/invoice/{id}': { access: 'user', effect: 'read' },
  'GET /api/invoice/statistics': { access: 'user', effect: 'read' },
  'GET /api/invoice/top-selling': { access: 'user', effect: 'read' },
  'GET /api/invoice/recent-orders': { access: 'user', effect: 'read' },

  'GET /api/settings/shop': { access: 'user', effect: 'read' },
  'PUT /api/settings/shop': { access: 'admin', effect: 'write' },
  'GET /api/imports/{kind}/template': { access: 'admin', effect: 'read' },
  'POST /api/imports/{kind}/preview': { access: 'admin', effect: 'read' },
  'POST /api/imports/{kind}': { access: 'admin', effect: 'write' },

  'GET /api/settings/shop/logo': { access: 'user', effect: 'read' },
  'PUT /api/settings/shop/logo': { access: 'admin', effect: 'write' },
  'DELETE /api/settings/shop/logo': { access: 'admin', effect: 'write' },

  'GET /api/reports/vat': { access: 'admin', effect: 'read' },
  'GET /api/backups': { access: 'admin', effect: 'read' },
  'POST /api/backups': { access: 'admin', effect: 'write' },
  'GET /api/backups/export': { access: 'admin', effect: 'read' },
  'GET /api/health': { access: 'public', effect: 'read' },

  'POST /api/operator/shops': { access: 'operator', effect: 'write' },
  'GET /api/operator/shops': { access: 'operator', effect: 'read' },
  'POST /api/operator/shops/{code}/suspend': { access: 'operator', effect: 'write' },
  'POST /api/operator/shops/{code}/resume': { access: 'operator', effect: 'write' },
  'GET /api/operator/shops/{code}/export': { access: 'operator', effect: 'read' },
};

/** The operator token of the hardening suites' apps. */
export const OPERATOR_TOKEN = 'hardening-operator-token-0123456789abcdef';

export interface ParameterSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: string;
  /** OpenAPI form without a trailing slash: `/api/customers/{id}`. */
  path: string;
  /** `GET /api/customers/{id}` */
  key: string;
  params: ParameterSpec[];
  query: ParameterSpec[];
  body?: JsonSchema;
}

/** `/api/customers/:id/` → `/api/customers/{id}` */
export function normalisePath(url: string): string {
  const braces = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return braces.length > 1 ? braces.replace(/\/+$/, '') : braces;
}

/**
 * Builds the app while an onRoute hook, placed in front of the API modules, records every route
 * registered under /api; the hook is taken out again once the app is built.
 */
export async function collectRegisteredRoutes<T>(build: () => Promise<T>): Promise<{ built: T; registered: Set<string> }> {
  const registered = new Set<string>();
  const collector = fp((api: FastifyInstance, _options: unknown, done: () => void) => {
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) {
          registered.add(`${method} ${normalisePath(route.url)}`);
        }
      }
    });
    done();
  });
  const entry: (typeof apiModules)[number] = ['', collector];
  apiModules.unshift(entry);
  try {
    return { built: await build(), registered };
  } finally {
    apiModules.splice(apiModules.indexOf(entry), 1);
  }
}

/** Every /api route of the app's OpenAPI document, with its parameter and body schemas. */
export async function listApiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const document = response.json<{
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Array<ParameterSpec & { in: string }>; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }
      >
    >;
  }>();
  const routes = new Map<string, ApiRoute>();
  for (const [rawPath, operations] of Object.entries(document.paths)) {
    if (!rawPath.startsWith('/api/') || rawPath.startsWith('/api/docs')) continue;
    const path = normalisePath(rawPath);
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper === 'HEAD') continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: where === 'path' || !!p.required, schema: p.schema ?? {} }));
      const key = `${upper} ${path}`;
      routes.set(key, {
        method: upper,
        path,
        key,
        params: pick('path'),
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Fills `{name}` placeholders with the given values, URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Routes of the document that the rules do not classify, and rules that name no route. */
export function unclassified(routes: ApiRoute[]): { unknownRoutes: string[]; staleRules: string[] } {
  const keys = new Set(routes.map((route) => route.key));
  return {
    unknownRoutes: [...keys].filter((key) => !ROUTE_RULES[key]),
    staleRules: Object.keys(ROUTE_RULES).filter((key) => !keys.has(key)),
  };
}
