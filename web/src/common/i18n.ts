/**
 * Screen texts. The catalogues (web/src/locales/{fr,ar,en}/{signin,screens}.json) are in i18next's
 * format: the keys are the spec's English texts, `{{name}}` placeholders, `key_context` variants.
 * They are read by this small translator rather than by i18next + react-i18next: those two cost
 * 16 KB gzipped on the sign-in page, which must stay under 150 KB (e2e/auth.e2e.test.ts), and the
 * screens need only lookups, interpolation and a context. Each language's catalogue is two chunks,
 * loaded when the language is chosen: the sign-in pages' few texts, and the other screens' texts
 * once a signed-in screen opens (loadScreenTexts). `en` says what the screens always have; `fr` and
 * `ar` say the same things as a Moroccan pharmacist reads them.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type { Language };
type Catalogue = Record<string, string>;

type Load = () => Promise<{ default: Catalogue }>;
const signInTexts: Record<Language, Load> = {
  fr: () => import('../locales/fr/signin.json'),
  ar: () => import('../locales/ar/signin.json'),
  en: () => import('../locales/en/signin.json'),
};
const screenTexts: Record<Language, Load> = {
  fr: () => import('../locales/fr/screenTexts'),
  ar: () => import('../locales/ar/screenTexts'),
  en: () => import('../locales/en/screenTexts'),
};

let language: Language = DEFAULT_LANGUAGE;
let catalogue: Catalogue = {};
let withScreens = false;
/** The language being loaded (the current one once loaded), and the first loading, which the screens' texts wait for. */
let coming: Language = DEFAULT_LANGUAGE;
let started: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The first of the browser's languages the screens speak, else French (the sign-in page's choice). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const directionOf = (value: string): 'rtl' | 'ltr' => (value === 'ar' ? 'rtl' : 'ltr');

/** Loads the language's catalogue, then `<html lang dir>` and every subscribed screen follow it. */
export async function changeLanguage(next: Language): Promise<void> {
  if (next === language && Object.keys(catalogue).length > 0) return;
  coming = next;
  const [signIn, screens] = await Promise.all([signInTexts[next](), withScreens ? screenTexts[next]() : { default: {} }]);
  catalogue = { ...signIn.default, ...screens.default };
  language = next;
  document.documentElement.lang = next;
  document.documentElement.dir = directionOf(next);
  for (const listener of listeners) listener();
}

/** Adds the signed-in screens' texts (awaited before the app's layout is drawn). */
export async function loadScreenTexts(): Promise<void> {
  if (withScreens) return;
  withScreens = true;
  // Asked for at once in the language on its way, added once that language is in.
  const asked = coming;
  const screens = screenTexts[asked]();
  await started;
  catalogue = { ...catalogue, ...(await (asked === language ? screens : screenTexts[language]())).default };
}

/** The first language; the app's routes may start loading (their screens' texts too) before it is in. */
export const startI18n = (initial: Language): Promise<void> => (started = changeLanguage(initial));

export const currentLanguage = (): Language => language;

/** The language the server is asked to answer in: the one being loaded, as the answer will be read in it. */
export const requestLanguage = (): Language => coming;

/** The current language, drawing the component again when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentLanguage);

/**
 * A screen text in the current language: the catalogue's text for `key` (or for `key_context`),
 * its `{{placeholders}}` filled from `values`; the key itself when the catalogue lacks it.
 */
export function t(key: string, values: Record<string, string | number> & { context?: string } = {}): string {
  const text = (values.context !== undefined ? catalogue[`${key}_${values.context}`] : undefined) ?? catalogue[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/**
 * A left-to-right value (a path, a document number, a code with its unit) kept whole and in its
 * order inside a sentence of either direction: in Arabic, '/tmp/backups' no longer reads 'tmp/backups/'.
 */
export const isolated = (text: string) => `\u2066${text}\u2069`;
