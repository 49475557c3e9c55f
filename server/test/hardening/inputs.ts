/**
 * Request generation from a route's published schemas (OpenAPI 3.0 JSON Schema): a well-formed
 * baseline request, the list of its fields, and values that break each field.
 */
import fc from 'fast-check';
import type { ApiRoute } from './catalog';
import { addDays } from '../support/shop';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type Location = 'params' | 'query' | 'body';
export type Path = Array<string | number>;

export interface RequestSpec {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Field {
  location: Location;
  path: Path;
  schema: JsonSchema;
  required: boolean;
  /** As the API names it in a 400 detail: `invoiceItems.0.quantity`. */
  display: string;
  /** The key that names the field (`quantity`; for `stock.id`, `stock`). */
  name: string;
}

const MAX_ID = 2_147_483_647;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'enum' | 'union' | 'any';

export function kindOf(schema: JsonSchema): Kind {
  if (schema.enum || schema.const !== undefined) return 'enum';
  if (schema.anyOf || schema.oneOf) return 'union';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean' || type === 'object' || type === 'array')
    return type;
  if (schema.properties) return 'object';
  return 'any';
}

const options = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? [];
const nullable = (schema: JsonSchema) =>
  !!schema.nullable ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  options(schema).some((o) => o.type === 'null' || o.nullable);

/** An id of a row: an integer up to 2^31 − 1 (or a union holding one), or a mixed stock's `stockName`. */
export function isIdField(field: Pick<Field, 'schema' | 'name'>): boolean {
  const isId = (schema: JsonSchema) => (schema.type === 'integer' && schema.maximum === MAX_ID) || options(schema).some(isId);
  return field.name === 'stockName' || isId(field.schema);
}
export const isDateField = (schema: JsonSchema) =>
  schema.pattern === DATE_PATTERN || options(schema).some((option) => option.pattern === DATE_PATTERN);
/** Money sent in dirhams: buying and selling prices, payments, new prices. */
export const isAmountField = (field: Pick<Field, 'schema' | 'name'>) =>
  kindOf(field.schema) === 'number' && /price|payment|amount/i.test(field.name) && !/from|to$/i.test(field.name);
export const isPagingField = (field: Pick<Field, 'name' | 'path'>) =>
  field.path.length === 1 && (field.name === 'page' || field.name === 'size');

/** The table a reference field points at, from its name or, for a bare `id`, from the route's path. */
const TABLES: Record<string, string> = {
  customer: 'customers',
  customers: 'customers',
  stock: 'stocks',
  stockId: 'stocks',
  stockName: 'stocks',
  supplier: 'suppliers',
  suppliers: 'suppliers',
  product: 'products',
  products: 'products',
  brand: 'brands',
  brandId: 'brands',
  brands: 'brands',
  unit: 'units',
  units: 'units',
  category: 'categories',
  categoryId: 'categories',
  categories: 'categories',
  company: 'companies',
  companies: 'companies',
  users: 'users',
  grn: 'grns',
  invoice: 'invoices',
};
export function referencedTable(route: ApiRoute, field: Pick<Field, 'name' | 'path' | 'location'>): string | undefined {
  if (field.name === 'id') return TABLES[route.path.split('/')[2]];
  return TABLES[field.name];
}

/** The key that names a field: `quantity`; for `invoiceItems.0.stock.id`, `stock`; a bare `id` stays `id`. */
export function nameOf(path: Path): string {
  const keys = path.filter((part): part is string => typeof part === 'string');
  const last = keys.at(-1) ?? '';
  return last === 'id' && keys.length > 1 ? keys.at(-2)! : last;
}

export interface Context {
  route: ApiRoute;
  today: string;
  /** Existing rows to refer to, per table (several for lists such as mixed stock components). */
  known: Record<string, number[]>;
}

function clampText(text: string, schema: JsonSchema): string {
  let value = text;
  while (value.length < (schema.minLength ?? 0)) value += 'x';
  return value.slice(0, schema.maxLength ?? value.length);
}

let unknownCounter = 0;
/** Ids that no table holds (every table starts at 1). */
export const unknownId = () => 2_000_000_000 + ++unknownCounter;

/** A well-formed value for a field, referring to existing rows where the context knows some. */
function sample(schema: JsonSchema, field: Omit<Field, 'schema' | 'required' | 'display'>, ctx: Context, index: number): unknown {
  const { name } = field;
  if (isIdField({ schema, name })) {
    const table = referencedTable(ctx.route, field);
    const ids = table ? ctx.known[table] : undefined;
    return ids?.length ? ids[Math.min(index, ids.length - 1)] : unknownId();
  }
  switch (kindOf(schema)) {
    case 'enum':
      return schema.enum ? (schema.enum.find((value) => value !== '') ?? schema.enum[0]) : schema.const;
    case 'union':
      return sample(options(schema).find((option) => option.type !== 'null') ?? {}, field, ctx, index);
    case 'object':
      return sampleObject(schema, field.path, field.location, ctx, index);
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, (_, i) => sampleItem(schema.items ?? {}, [...field.path, i], field.location, ctx, i));
    }
    case 'boolean':
      return true;
    case 'integer':
      if (name === 'page') return 0;
      if (name === 'size') return 10;
      if (name === 'dosage') return 6;
      return Math.max(1, schema.minimum ?? 1);
    case 'number':
      return Math.max(10, schema.minimum ?? 0);
    case 'string': {
      if (isDateField(schema)) {
        if (/manufacture/i.test(name)) return addDays(ctx.today, -30);
        if (/expir/i.test(name)) return addDays(ctx.today, 365);
        return ctx.today;
      }
      if (/email/i.test(name)) return 'hardening@hanout.test';
      if (/mobile|phone/i.test(name)) return '0612345678';
      if (/^ice$/i.test(name)) return '001122334455667';
      if (/password/i.test(name)) return 'hardening-secret';
      // Signing in as nobody: a wrong password for a real account would cost an argon2 check each time.
      if (/username/i.test(name)) return ctx.route.path.endsWith('/login') ? 'nobody.hardening' : 'hardening.user';
      if (name === 'text') return '';
      return clampText('Hardening sample', schema);
    }
    default:
      return 'x';
  }
}

function sampleObject(schema: JsonSchema, path: Path, location: Location, ctx: Context, index = 0): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const property = schema.properties?.[key] ?? {};
    value[key] = sample(property, { location, path: [...path, key], name: nameOf([...path, key]) }, ctx, index);
  }
  return value;
}

/** Item `index` of a list: objects pass the index on, so that the components of a mix are different stock lines. */
function sampleItem(schema: JsonSchema, path: Path, location: Location, ctx: Context, index: number): unknown {
  if (kindOf(schema) === 'object') return sampleObject(schema, path, location, ctx, index);
  return sample(schema, { location, path, name: nameOf(path) }, ctx, index);
}

/** A request the schemas accept (ids point at existing rows where known). */
export function baseline(ctx: Context): RequestSpec {
  const { route } = ctx;
  const params: Record<string, unknown> = {};
  for (const p of route.params) params[p.name] = sample(p.schema, { location: 'params', path: [p.name], name: p.name }, ctx, 0);
  const query: Record<string, unknown> = {};
  for (const p of route.query) {
    if (p.required) query[p.name] = sample(p.schema, { location: 'query', path: [p.name], name: p.name }, ctx, 0);
  }
  const body = route.body ? sample(route.body, { location: 'body', path: [], name: '' }, ctx, 0) : undefined;
  return { params, query, body };
}

/** Every field of a route, nested ones included (the first item of arrays), optional ones too. */
export function fieldsOf(route: ApiRoute): Field[] {
  const fields: Field[] = [];
  for (const p of route.params)
    fields.push({ location: 'params', path: [p.name], schema: p.schema, required: true, display: p.name, name: p.name });
  for (const p of route.query)
    fields.push({ location: 'query', path: [p.name], schema: p.schema, required: p.required, display: p.name, name: p.name });
  const walk = (schema: JsonSchema, path: Path) => {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const childPath = [...path, key];
      const name = nameOf(childPath);
      fields.push({
        location: 'body',
        path: childPath,
        schema: property,
        required: (schema.required ?? []).includes(key),
        display: childPath.join('.'),
        name,
      });
      const kind = kindOf(property);
      if (kind === 'object') walk(property, childPath);
      if (kind === 'array' && property.items && kindOf(property.items) === 'object') walk(property.items, [...childPath, 0]);
    }
  };
  if (route.body && kindOf(route.body) === 'object') walk(route.body, []);
  return fields;
}

/** A copy of the request with the field set to `value` (or removed, for `undefined`). */
export function withField(spec: RequestSpec, field: Field, value: unknown): RequestSpec {
  const copy: RequestSpec = structuredClone(spec);
  if (field.location !== 'body') {
    const bag = copy[field.location];
    if (value === undefined) delete bag[field.path[0] as string];
    else bag[field.path[0] as string] = value;
    return copy;
  }
  let node = copy.body as Record<string | number, unknown>;
  for (const part of field.path.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object')
      node[part] = typeof field.path[field.path.indexOf(part) + 1] === 'number' ? [] : {};
    node = node[part] as Record<string | number, unknown>;
  }
  const last = field.path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const isFiniteNumberText = (value: unknown) => typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

/** Would a JSON value pass as this field's type (leniently: numbers written as text count as numbers)? */
export function sameType(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return nullable(schema);
  switch (kindOf(schema)) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
    case 'number':
      return typeof value === 'number' || isFiniteNumberText(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'enum':
      return (schema.enum ?? [schema.const]).includes(value);
    case 'union':
      return options(schema).some((option) => sameType(option, value));
    default:
      return true;
  }
}

/** A few values of the wrong JSON type for the field. */
export function wrongTypes(schema: JsonSchema): unknown[] {
  const candidates: unknown[] = ['not a number', 12345, true, {}, { id: 'x' }, [7], null];
  return candidates.filter((value) => !sameType(schema, value));
}

/** Arbitrary JSON values of the wrong type for the field. */
export function wrongTypeArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 2 }).filter((value) => !sameType(schema, value));
}

/** Numbers outside the field's published bounds, and fractions where a whole number is due. */
export function outOfRange(schema: JsonSchema): number[] {
  const values: number[] = [];
  const kind = kindOf(schema);
  const numeric =
    kind === 'integer' || kind === 'number' ? schema : options(schema).find((o) => o.type === 'integer' || o.type === 'number');
  if (!numeric) return values;
  if (numeric.minimum !== undefined) {
    values.push(numeric.exclusiveMinimum === true ? numeric.minimum : numeric.minimum - 1, -1_000_000);
  } else if (typeof numeric.exclusiveMinimum === 'number') {
    values.push(numeric.exclusiveMinimum, -1);
  }
  if (numeric.maximum !== undefined && numeric.maximum < Number.MAX_SAFE_INTEGER) values.push(numeric.maximum + 1, numeric.maximum * 1000);
  if (numeric.type === 'integer') values.push((numeric.minimum ?? 0) + 1.5, 2.25);
  return [...new Set(values)];
}

/** Calendar dates that do not exist, and dates in other shapes. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-1-5',
  '26-01-05',
  '2026/01/05',
  '05-01-2026',
  '2026-01-05T00:00:00Z',
  '',
];

export const impossibleDateArbitrary = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 0, max: 13 }), day: fc.integer({ min: 0, max: 32 }) })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  .filter((text) => {
    const [y, m, d] = text.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return !(date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d);
  });

/** SQL and HTML/script payloads. */
export const HOSTILE_TEXTS = [
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash, email FROM users --",
  '1) OR (1=1',
  "admin'--",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0001\u0002',
  '1e3',
  '0x10',
  ' ',
];
/** The payloads sent where a number is due (the type alone refuses them). */
export const HOSTILE_NUMBERS = [
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '0x10',
  '1e3',
  ' ',
  '\u0000',
  '%00',
];

/** Amounts with three or more decimals, within range: 12.345 */
export const threeDecimalAmountArbitrary = fc
  .integer({ min: 1_000, max: 9_999_999_999 })
  .filter((thousandths) => thousandths % 10 !== 0)
  .map((thousandths) => thousandths / 1000);
