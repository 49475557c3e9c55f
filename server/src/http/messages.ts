import type { Language } from '@hanout/contract';
import { API_MESSAGES } from '@hanout/contract/src/messages';

/**
 * Problem details in the language the client asks for (Accept-Language: fr, ar or en; English when
 * absent, the spec's texts). The server writes its details in English; the catalogues
 * (contract/src/messages) give each English text, or template with `{{placeholders}}`, its French
 * and Arabic. A detail listing several problems (`field: message; field: message`) is read part by
 * part, each part's field path kept as it is.
 */

type Translated = Exclude<Language, 'en'>;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** The placeholders written as amounts (`{{total}} DH`): French and Arabic write them with a comma. */
  amounts: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with placeholders, the ones with the most fixed text first (the most specific). */
const templates: Template[] = Object.keys(API_MESSAGES.fr)
  .filter((key) => key.includes('{{'))
  .map((key) => ({
    key,
    names: [...key.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]),
    amounts: new Set([...key.matchAll(/\{\{(\w+)\}\} DH/g)].map((match) => match[1])),
    pattern: new RegExp(
      `^${key
        .split(/\{\{\w+\}\}/)
        .map(escape)
        .join('(.+?)')}$`,
      's',
    ),
  }))
  .sort((a, b) => b.key.replace(/\{\{\w+\}\}/g, '').length - a.key.replace(/\{\{\w+\}\}/g, '').length);

const FIELD_PREFIX = /^([\w.\-[\]]+): (.+)$/s;

/** An amount as the screens write it in French and Arabic (web/src/common/money.ts): `1234.50` becomes `1.234,50`. */
const localAmount = (value: string) =>
  value.replace(/^(-?\d+)\.(\d{2})$/, (_, units: string, cents: string) => `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`);

function translatePart(part: string, language: Translated): string | undefined {
  const catalogue = API_MESSAGES[language];
  if (Object.hasOwn(catalogue, part)) return catalogue[part];
  // `field: message` before the templates, so that a template's placeholder never swallows the field.
  const field = FIELD_PREFIX.exec(part);
  const message = field && translatePart(field[2], language);
  if (message) return `${field[1]}: ${message}`;
  for (const template of templates) {
    const match = template.pattern.exec(part);
    if (!match) continue;
    return catalogue[template.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = match[template.names.indexOf(name) + 1];
      return template.amounts.has(name) ? localAmount(value) : value;
    });
  }
  return undefined;
}

/** The detail in `language`; a part no catalogue knows stays in English. A whole detail the catalogue knows is not split (it may hold a `; `). */
export function translateDetail(detail: string, language: Language): string {
  if (language === 'en') return detail;
  if (Object.hasOwn(API_MESSAGES[language], detail)) return API_MESSAGES[language][detail];
  return detail
    .split('; ')
    .map((part) => translatePart(part, language) ?? part)
    .join('; ');
}

/** The parts of an English detail that a catalogue cannot translate (the tests keep this empty). */
export const untranslatedParts = (detail: string): string[] =>
  Object.hasOwn(API_MESSAGES.fr, detail) && Object.hasOwn(API_MESSAGES.ar, detail)
    ? []
    : detail.split('; ').filter((part) => !translatePart(part, 'fr') || !translatePart(part, 'ar'));

/** The first of the Accept-Language header's languages (by weight) that the API speaks, else English. */
export function requestLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag, ...parameters] = entry.trim().toLowerCase().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const { base } of ranked) if (base === 'fr' || base === 'ar' || base === 'en') return base;
  return 'en';
}
