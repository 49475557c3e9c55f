/**
 * Requests one shop sends that name another shop's rows, generated from a route's published schemas
 * (test/hardening/inputs.ts makes the well-formed request): every id the request carries, in its
 * path, query or body, is given the other shop's, and every text it searches by is given the
 * other shop's names, numbers and lots. A new route, or a new field, is covered without editing.
 */
import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '../hardening/catalog';
import { fillPath } from '../hardening/catalog';
import {
  baseline,
  fieldsOf,
  isDateField,
  isIdField,
  isPagingField,
  kindOf,
  unknownId,
  withField,
  type Field,
  type JsonSchema,
  type RequestSpec,
} from '../hardening/inputs';
import { tableOfKey, tableOfPath } from './leak-scan';
import { ID_TABLES, type IdTable, type ShopIds } from './shops';

export interface Probe {
  route: ApiRoute;
  label: string;
  spec: RequestSpec;
  /** The same request with unknown ids in place of the other shop's: its answer is the one expected. */
  unknown?: RequestSpec;
  /** The other shop's ids a write names, and whether one is in its path. */
  foreignIds?: number[];
  inPath?: boolean;
  /** The text searched, which the answer may repeat. */
  term?: string;
}

/** A field holding one id, or a list of ids. */
function idKind(field: Field): 'one' | 'list' | null {
  if (isIdField(field)) return 'one';
  const items = field.schema.items;
  return kindOf(field.schema) === 'array' && items && isIdField({ schema: items, name: field.name }) ? 'list' : null;
}

/** The tables an id field may name: known from its name or its route's path, else every one (a field nobody classified). */
export function tablesOf(route: ApiRoute, field: Field): IdTable[] {
  const table = field.name === 'id' ? tableOfPath(route.path) : tableOfKey(field.name);
  return table ? [table] : [...ID_TABLES];
}

const idFields = (route: ApiRoute) => fieldsOf(route).filter((field) => idKind(field) !== null);

/** A value of the id field: the shop's first row of that table, as one id or a list. */
function idValue(field: Field, id: number): unknown {
  const value = idKind(field) === 'list' ? [id] : id;
  return field.location === 'body' ? value : String(value);
}

/** Texts with a pattern (dates, VAT periods) get a valid value, so the request is refused for nothing else. */
function patterned(field: Field, today: string): string | undefined {
  const schema: JsonSchema = field.schema.anyOf?.find((option) => option.pattern) ?? field.schema;
  if (isDateField(schema)) return today;
  if (schema.pattern?.includes('Q[1-4]')) return today.slice(0, 7);
  return undefined;
}

/** The request as the schemas accept it, with `ids` in every id field (optional ones too). */
function wellFormed(route: ApiRoute, ids: ShopIds, today: string): RequestSpec {
  let spec = baseline({ route, today, known: ids });
  for (const field of fieldsOf(route)) {
    const value = field.required && !isDateField(field.schema) ? patterned(field, today) : undefined;
    if (value !== undefined) spec = withField(spec, field, value);
  }
  for (const field of idFields(route)) spec = withField(spec, field, idValue(field, ids[tablesOf(route, field)[0]][0]));
  return spec;
}

/**
 * Reads naming the other shop: the request with its ids in every id field (and, as a reference, the
 * same with unknown ids), then each enum value in turn (formats, sorts, lists), then each searched
 * text given each of `terms`.
 */
export function readProbes(route: ApiRoute, foreign: ShopIds, today: string, terms: readonly string[]): Probe[] {
  const spec = wellFormed(route, foreign, today);
  const probes: Probe[] = [];
  const ids = idFields(route);
  let unknown: RequestSpec | undefined;
  if (ids.length) {
    unknown = spec;
    for (const field of ids) unknown = withField(unknown, field, idValue(field, unknownId()));
  }
  probes.push({ route, label: ids.length ? 'with its ids' : 'as is', spec, unknown });
  for (const field of fieldsOf(route)) {
    if (isPagingField(field) || field.location === 'params') continue;
    const schema = field.schema;
    if (kindOf(schema) === 'enum') {
      for (const value of schema.enum ?? []) {
        if (value !== '') probes.push({ route, label: `${field.display}=${String(value)}`, spec: withField(spec, field, value) });
      }
    } else if (kindOf(schema) === 'string' && patterned(field, today) === undefined && !/password|email/i.test(field.name)) {
      for (const term of terms) probes.push({ route, label: `${field.display}=${term}`, spec: withField(spec, field, term), term });
    }
  }
  return probes;
}

/**
 * Writes naming the other shop: the request with the shop's own ids everywhere but one field, given
 * the other shop's id (and, as a reference, an unknown id); with several id fields, also the other
 * shop's ids everywhere. Routes naming no id answer an empty list.
 */
export function writeProbes(route: ApiRoute, own: ShopIds, foreign: ShopIds, today: string): Probe[] {
  const ids = idFields(route);
  if (!ids.length) return [];
  const spec = wellFormed(route, own, today);
  const probes: Probe[] = [];
  for (const field of ids) {
    for (const table of tablesOf(route, field)) {
      if (!foreign[table].length) continue;
      probes.push({
        route,
        label: `${field.display}=${table} of the other shop`,
        spec: withField(spec, field, idValue(field, foreign[table][0])),
        unknown: withField(spec, field, idValue(field, unknownId())),
        foreignIds: [foreign[table][0]],
        inPath: field.location === 'params',
      });
    }
  }
  if (ids.length > 1) {
    let unknown = spec;
    for (const field of ids) unknown = withField(unknown, field, idValue(field, unknownId()));
    const inPath = ids.some((field) => field.location === 'params');
    const foreignIds = ids.map((field) => foreign[tablesOf(route, field)[0]][0]);
    probes.push({ route, label: 'every id of the other shop', spec: wellFormed(route, foreign, today), unknown, inPath, foreignIds });
  }
  return probes;
}

/** The inject options of a request. */
export function injectOptions(route: ApiRoute, spec: RequestSpec): InjectOptions & { method: string; url: string } {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(spec.query)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const query = search.toString();
  return {
    method: route.method as 'GET',
    url: fillPath(route.path, spec.params) + (query ? `?${query}` : ''),
    ...(spec.body === undefined ? {} : { payload: JSON.stringify(spec.body), headers: { 'content-type': 'application/json' } }),
  };
}
