import { currentLanguage, type Language } from './i18n';

/**
 * Amounts as Moroccan documents write them, in every language: the locale's grouping and comma
 * (`1.234,50 DH` for fr-MA and ar-MA) and Latin digits, Arabic screens included. English screens
 * keep the Moroccan figures too: the amounts are dirhams written the shop's way.
 */
const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'fr-MA' };
const formats = new Map<Language, Intl.NumberFormat>();
function amountFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    formats.set(language, format);
  }
  return format;
}

/** An amount in dirhams as staff read it: `1.234,50 DH`, Latin digits, in the screens' language. */
export const formatMoney = (dirhams: number, language: Language = currentLanguage()): string =>
  `${amountFormat(language).format(dirhams)}\u00a0DH`;

/** Sum in centimes so that 0.1 + 0.2 stays 0.3. */
export const sumMoney = (amounts: number[]): number => amounts.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
export const multiplyMoney = (price: number, quantity: number): number => (Math.round(price * 100) * quantity) / 100;
/** a − b to the centime (balances, and the histories' Total Amount = payment − balance). */
export const subtractMoney = (a: number, b: number): number => (Math.round(a * 100) - Math.round(b * 100)) / 100;
