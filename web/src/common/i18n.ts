/**
 * Screen texts: i18next + react-i18next. Chosen over FormatJS because it is mature, loads each
 * language's catalogue on demand (one chunk per language, so the sign-in page carries only its
 * own), handles interpolation and plurals without an ICU parser in the bundle, and its keys are
 * plain strings. The keys are the spec's English texts (`en` says them as the screens always
 * have); `fr` and `ar` say the same things as a Moroccan pharmacist reads them.
 */
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type { Language };

const catalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import('../locales/fr/translation.json'),
  ar: () => import('../locales/ar/translation.json'),
  en: () => import('../locales/en/translation.json'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogues[language as Language] ?? catalogues[DEFAULT_LANGUAGE];
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The first of the browser's languages the screens speak, else French (the sign-in page's choice). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** `<html lang dir>` follow the screens' language. */
function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function startI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', applyToDocument);
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      // The keys are English sentences: '.' and ':' in them are text, not paths.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnEmptyString: false,
      showSupportNotice: false,
    });
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export async function changeLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** A screen text in the current language; screens are drawn again when the language changes (Providers.tsx). */
export const t = (key: string, values?: Record<string, string | number>): string => i18n.t(key, values ?? {});

export { i18n };
