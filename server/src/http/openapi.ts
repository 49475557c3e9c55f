/**
 * The API document, told truthfully from one place: every operation gets an operationId, its tag,
 * a summary, a description, the problem answers it can give (application/problem+json), and its security;
 * PDF, CSV and zip answers are documented as files. The routes declare their own schemas; what is
 * common to all of them (errors, security, names) is derived here from the route's configuration,
 * so that a new route is documented the same way without thinking of it.
 */
import { STATUS_CODES } from 'node:http';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { pdfFile } from './send-pdf';
import { exportFile, XLSX_TYPE } from './export';
import { SUMMARIES } from './operation-summaries';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown>;

/** The tags of the document, one per module, in alphabetical order. */
export const API_TAGS = [
  { name: 'alerts', description: 'Stock alerts: low stock, batches near expiry and expired' },
  { name: 'auth', description: 'Signing in and out, sessions, forgotten passwords' },
  { name: 'backups', description: 'Backups and export (administrators)' },
  { name: 'brands', description: 'Brands, each in a category' },
  { name: 'categories', description: 'Product categories and their default VAT rate' },
  { name: 'companies', description: "Suppliers' companies" },
  { name: 'credit notes', description: 'Credit notes (avoirs): goods customers bring back from an invoice' },
  { name: 'customers', description: 'Customers, individuals and businesses, and the walk-in customer' },
  { name: 'dashboard', description: "The year's figures" },
  { name: 'grn', description: 'Goods received notes: purchases that fill the stock' },
  { name: 'health', description: 'Health check' },
  { name: 'imports', description: 'Imports of products, customers, suppliers and opening stock from CSV or XLSX (administrators)' },
  { name: 'invoices', description: 'Sales invoices' },
  {
    name: 'operator',
    description: "The installation's shops, for whoever hosts them (the operator token, OPERATOR_TOKEN; without it, 404)",
  },
  { name: 'payables', description: 'What the shop owes suppliers: payments made later, vouchers and accounts (administrators)' },
  { name: 'products', description: 'Products, their barcodes and the counter lookup' },
  { name: 'receivables', description: 'What customers owe: payments received later, receipts and accounts' },
  { name: 'registers', description: 'The ordonnancier and the narcotics register, for inspections (administrators)' },
  { name: 'reports', description: 'VAT summaries' },
  { name: 'settings', description: "The shop's identity, tax settings and logo" },
  { name: 'stock', description: 'Batches in stock, prices, mixed stock and the stock report' },
  { name: 'stocktakes', description: 'Stocktakes (inventaires): counting the batches and applying the differences' },
  { name: 'supplier returns', description: 'Supplier returns: goods of a GRN sent back to its supplier' },
  { name: 'suppliers', description: 'Suppliers' },
  { name: 'units', description: 'Units products are sold by' },
  { name: 'users', description: 'Users and their roles (administrators)' },
];

/** A parameter's meaning, by name, where its schema does not say it. */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  id: "The record's id",
  text: 'Text the name (or number) contains; empty lists everything',
  page: 'Page index, from 0',
  from: 'First day of the period, YYYY-MM-DD',
  sort: 'amount (largest first) or age (oldest first)',
  to: 'Last day of the period, YYYY-MM-DD (today when absent)',
  size: 'Rows per page: 10, 20, 30, 40 or 50',
  email: "The account's e-mail address",
  q: 'A scanned barcode or part of a product name',
  period: 'A month (2026-11) or a quarter (2026-Q4)',
  format: 'csv for a CSV file; JSON otherwise',
  kind: 'What the file holds: products, customers, suppliers or opening-stock',
  code: "The shop's code",
  'idempotency-key': 'Any unique text per request; a retry sends the same and gets the first answer',
};

/** What each operation does, where the route's schema does not say it. */
const DESCRIPTIONS: Record<string, string> = {
  'POST /api/auth/login':
    'Signs in with a username or e-mail and a password; answers a bearer token, and the device token the browser sends with its next sign-ins.',
  'GET /api/auth/accounts-under-attack':
    'The accounts whose limit of failed sign-ins from all addresses tripped within the last hour; their users still sign in from the addresses and browsers they used before.',
  'GET /api/auth/sign-in-options': "What the sign-in screen asks: the shop's code when the installation holds several shops.",
  'GET /api/auth/forgot-password': 'E-mails a single-use link to reset the password; answers the same whether or not the address exists.',
  'POST /api/auth/reset-password': 'Sets a new password with the code of a reset link.',
  'GET /api/auth/session': 'The signed-in user as the server has it now.',
  'POST /api/auth/logout': 'Signs out: the token it is sent with stops working.',
  'GET /api/users/search': 'One page of the users whose name, username or e-mail contains the text.',
  'PUT /api/users/me/language': "Sets the signed-in user's language.",
  'PUT /api/users/me/password':
    "Changes the signed-in user's password (the current one first); every session opened before ends, and the answer's token replaces this one.",
  'PUT /api/users/{id}/password': 'Gives a user a new password; every session the user opened before ends.',
  'GET /api/users/{id}': 'One user.',
  'PUT /api/users/update-status/{id}': 'Enables or disables a user; disabling ends their sessions.',
  'PUT /api/users': 'Changes a user; a role or password change ends their sessions.',
  'POST /api/users': 'Registers a user.',
  'GET /api/customers/search': 'One page of the customers whose name, mobile or ICE contains the text.',
  'GET /api/customers/{id}': 'One customer.',
  'GET /api/customers/walk-in': 'The walk-in customer, the default customer of a sale, under whatever name it has.',
  'PUT /api/customers': 'Changes a customer.',
  'GET /api/categories': 'Every category.',
  'POST /api/categories': 'Registers a category.',
  'PUT /api/categories': 'Changes a category.',
  'GET /api/categories/search': 'One page of the categories whose name contains the text.',
  'GET /api/categories/{id}': 'One category.',
  'GET /api/brands': 'Every brand.',
  'POST /api/brands': 'Registers a brand in a category.',
  'PUT /api/brands': 'Changes a brand.',
  'GET /api/brands/search': 'One page of the brands whose name contains the text.',
  'GET /api/brands/{id}': 'One brand.',
  'GET /api/companies': 'Every company.',
  'POST /api/companies': 'Registers a company.',
  'PUT /api/companies': 'Changes a company.',
  'GET /api/companies/search': 'One page of the companies whose name contains the text.',
  'GET /api/companies/{id}': 'One company.',
  'GET /api/suppliers/search': 'One page of the suppliers whose name contains the text.',
  'GET /api/suppliers/{id}': 'One supplier.',
  'POST /api/suppliers': 'Registers a supplier of a company.',
  'PUT /api/suppliers/update': 'Changes a supplier.',
  'GET /api/units': 'Every unit.',
  'GET /api/products/search': 'One page of the products with this barcode, or whose name, brand or category contains the text.',
  'GET /api/products/lookup':
    "The counter's lookup: the product with this barcode, else up to 10 whose name contains it, each with its unexpired units and the price it sells at first.",
  'GET /api/products/{id}': 'One product.',
  'POST /api/products': "Registers a product; without a VAT rate it takes its category's default.",
  'PUT /api/products': 'Changes a product.',
  'POST /api/grn': 'Records goods received: one batch per line; answers the GRN PDF.',
  'POST /api/grn/search': 'One page of the GRNs of a range of days, newest first.',
  'GET /api/grn/report/{id}': 'The PDF of a GRN.',
  'POST /api/stock/search':
    'One page of the batches in stock matching the filters, first expiring first, each with its expiry status. Buying prices for administrators only.',
  'POST /api/stock/update-price': 'Sets the selling price of a batch.',
  'POST /api/stock/mixed-stock': 'Makes a compounded product from 2 to 6 batches whose dosages total 12.',
  'GET /api/stock/report':
    'The stock report PDF, every available line, streamed as it is laid out; values at buying prices for administrators only.',
  'GET /api/invoice/payment-types': 'The payment types.',
  'POST /api/invoice/search': 'One page of the invoices of a range of days, newest first.',
  'GET /api/invoice/{id}': 'An issued invoice with its lines and VAT figures.',
  'GET /api/invoice/report/{id}': 'The PDF of an invoice.',
  'GET /api/invoice/statistics': "The year's figures; purchases, income, expenses and profit for administrators only.",
  'GET /api/invoice/top-selling': 'The 5 products with the most units sold this year.',
  'GET /api/invoice/recent-orders': 'The 10 latest invoices.',
  'GET /api/settings/shop': "The shop's identity and settings, and the identity fields still missing.",
  'PUT /api/settings/shop': "Changes the shop's identity and settings.",
  'DELETE /api/settings/shop/logo': 'Removes the logo.',
  'GET /api/backups': 'The backups, the last one made, and the warnings about them.',
  'POST /api/backups': 'Makes and checks a backup now.',
  'GET /api/backups/export': "The shop's tables, its rows only, as CSV files in a zip.",
  'GET /api/health': 'Whether the server and its database answer.',
  'POST /api/operator/shops':
    'Opens a shop: its settings, walk-in customer, units and administrator (username admin), whose generated password is answered this once.',
  'GET /api/operator/shops': "Every shop with its status, its rows' counts and its last invoice, GRN or payment.",
  'POST /api/operator/shops/{code}/suspend': 'Suspends a shop: its users cannot sign in and their sessions stop; its data stays.',
  'POST /api/operator/shops/{code}/resume': 'Resumes a suspended shop.',
  'GET /api/operator/shops/{code}/export':
    "A shop's export, as its administrator downloads it: its tables, its rows only, as CSV files in a zip.",
};

const binary = { schema: { type: 'string', format: 'binary' } };
/** Answers that are files rather than JSON, beside or instead of the route's JSON answer. */
const FILE_ANSWERS: Record<string, Record<string, object>> = {
  'GET /api/settings/shop/logo': { 'image/png': binary, 'image/jpeg': binary },
  'GET /api/reports/vat': { 'text/csv': { schema: { type: 'string' } }, [XLSX_TYPE]: binary },
  'GET /api/backups/export': { 'application/zip': binary },
  'GET /api/operator/shops/{code}/export': { 'application/zip': binary },
  'GET /api/imports/{kind}/template': { 'text/csv': { schema: { type: 'string' } } },
};
/** Statuses a route answers for reasons its configuration does not show. */
const MORE_STATUSES: Record<string, number[]> = {
  'POST /api/auth/login': [401],
  // An installation of several shops: backups are its operator's.
  'GET /api/backups': [404],
  'GET /api/settings/shop/logo': [404],
  // An unknown category.
  'GET /api/alerts': [404],
  'GET /api/alerts/export': [404],
  'GET /api/alerts/report': [404],
  // A lot number whose batches have all expired.
  'GET /api/products/lookup': [404],
  // Fields only an administrator may send: a customer's credit limit, a sale allowed past it.
  'POST /api/customers': [403],
  'PUT /api/customers': [403],
  'POST /api/invoice': [403],
  // An import with a row in error writes nothing.
  'POST /api/imports/{kind}': [422],
  // An unknown product.
  'GET /api/registers/narcotics': [404],
  'GET /api/registers/narcotics/report': [404],
};

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
const problemResponse = (status: number) => ({ description: STATUS_CODES[status] ?? 'Error', content: problemContent });

/** `POST /api/customers/` and `/api/customers` are one operation: documented without the trailing slash. */
export const documentedPath = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

/** `GET /api/invoice/report/{id}` → `getInvoiceReportById`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((part) => (part.startsWith('{') ? ['by', part.slice(1, -1)] : part.split(/[-_]/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}

interface RouteFacts {
  method: string;
  path: string;
  access: 'public' | 'user' | 'admin';
  /** Taking the operator token (modules/shops/operator-access.ts): 401 without it, 404 when the installation has none. */
  operator: boolean;
  rateLimited: boolean;
  idempotent: boolean;
  writes: boolean;
}

/** The statuses an operation can answer besides its success, from what the route is. */
function problemStatuses(facts: RouteFacts): number[] {
  // 400 on any operation: a malformed URL, or a body that is not JSON or nested too deep, is refused wherever it is sent.
  const statuses = new Set<number>([400, 500, 503]);
  if (facts.access !== 'public') statuses.add(401);
  if (facts.access === 'admin') statuses.add(403);
  if (facts.operator) {
    statuses.add(401);
    statuses.add(404);
  }
  if (facts.path.includes('{')) statuses.add(404);
  if (facts.writes) {
    statuses.add(404);
    statuses.add(409);
    statuses.add(507);
  }
  if (facts.idempotent) statuses.add(422);
  if (facts.rateLimited) statuses.add(429);
  // A body over 1 MB, or of a type the server does not read, wherever a body can be sent.
  if (facts.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of MORE_STATUSES[`${facts.method} ${facts.path}`] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * OpenAPI 3.0.3 reads `nullable` only beside `type`, and it does not add null to an `enum`, which
 * must list it (a category's default VAT rate may be null). A nullable union has no type of its own
 * (an optional date bound: a date or ''): null is one more of its branches, written as zod writes it.
 */
function allowNull(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNull);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = [...(schema.anyOf as unknown[]), { type: 'string', nullable: true, enum: [null] }];
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const child of Object.values(schema)) allowNull(child);
}

/** The swagger transform: the route's Zod schemas as JSON schemas, then what every operation says alike. */
export function documentRoute(input: TransformInput) {
  const answer = (input.schema?.response as Record<string, unknown> | undefined)?.['200'];
  const isPdf = answer === pdfFile;
  const { schema, url } = jsonSchemaTransform(input) as { schema: Schema; url: string };
  const route = input.route;
  const config = (route.config ?? {}) as { access?: RouteFacts['access']; operator?: boolean; rateLimit?: unknown };
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const path = documentedPath(url).replace(/:(\w+)/g, '{$1}');
  const facts: RouteFacts = {
    method,
    path,
    access: config.access ?? 'user',
    operator: config.operator === true,
    rateLimited: config.rateLimit !== undefined,
    idempotent: Boolean((schema.headers as Schema | undefined)?.properties),
    writes: method !== 'GET' && !/\/(search|export)$/.test(path),
  };
  const key = `${method} ${path}`;
  const responses = { ...(schema.response as Record<string, Schema> | undefined) };
  if (isPdf) {
    responses['200'] = {
      description: 'The PDF; a saved document also answers x-document-id and x-document-number',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (answer === exportFile) {
    responses['200'] = {
      description: 'The rows as a file to download (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: { type: 'string' } }, [XLSX_TYPE]: binary },
    };
  }
  const files = FILE_ANSWERS[key];
  if (files) {
    // The route's own JSON answer, where it has one besides the file (the VAT summary).
    const json = responses['200'] && key.endsWith('/vat') ? { 'application/json': { schema: responses['200'] } } : {};
    responses['200'] = { description: 'OK', content: { ...json, ...files } };
  }
  for (const status of problemStatuses(facts)) responses[String(status)] ??= problemResponse(status);
  allowNull(schema);
  return {
    url: documentedPath(url),
    schema: {
      ...schema,
      operationId: operationIdOf(method, path),
      summary: (schema.summary as string | undefined) ?? SUMMARIES[key],
      description: (schema.description as string | undefined) ?? DESCRIPTIONS[key] ?? '',
      ...(facts.operator ? { security: [{ operator: [] }] } : facts.access === 'public' ? { security: [] } : {}),
      response: responses,
    },
  };
}

/**
 * The whole document, last: null allowed in nullable unions and enums, and the named shapes (components)
 * without the input variants no operation uses (the Zod registry gives each named schema an input
 * and an output form).
 */
export function finishDocument<T extends object>(document: T): T {
  allowNull(document);
  const openapi = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = openapi.components?.schemas;
  if (!schemas) return document;
  // Removing one can leave another unused (an input shape only used by it): repeat until none goes.
  for (let removed = true; removed;) {
    removed = false;
    const text = JSON.stringify(openapi);
    for (const name of Object.keys(schemas)) {
      const references = text.split(`"#/components/schemas/${name}"`).length - 1;
      if (references === 0 && name.endsWith('Input')) {
        delete schemas[name];
        removed = true;
      }
    }
  }
  return document;
}

/** After the whole document is built: parameters described. */
export function describeDocument<T extends { openapiObject: Record<string, unknown> }>(document: T) {
  const openapi = document.openapiObject as {
    paths?: Record<string, Record<string, { parameters?: Array<{ name: string; description?: string }> }>>;
  };
  for (const operations of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) parameter.description ??= PARAMETER_DESCRIPTIONS[parameter.name];
    }
  }
  return document;
}
