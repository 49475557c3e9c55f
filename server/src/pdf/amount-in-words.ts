import type { DocumentLanguage } from '@hanout/contract';
import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as englishCardinal } from 'n2words/en-US';

/**
 * Numbers and amounts in French words, in the traditional spelling (before the 1990
 * rectifications), as Moroccan invoices are usually written:
 * - hyphens only between tens and units below one hundred (`trente-quatre`, `quatre-vingt-dix`),
 *   `et` in 21, 31, 41, 51, 61 and 71 (`vingt et un`, `soixante et onze`), none in 81 and 91;
 * - `vingts` and `cents` take an s when multiplied and ending the number (`quatre-vingts`,
 *   `deux cents`), and lose it before another number or before `mille` (`quatre-vingt-un`,
 *   `deux cent mille`), but keep it before `millions` and `milliards`, which are nouns;
 * - `mille` is invariable and never preceded by `un`; `million` and `milliard` take an s.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 < n < 100. `final` is false when another word follows inside the same number (only matters for 80). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n];
  if (n < 70) {
    const ten = TENS[Math.floor(n / 10)];
    const unit = n % 10;
    if (unit === 0) return ten;
    if (unit === 1) return `${ten} et un`;
    return `${ten}-${UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${UNITS[n - 60]}`;
  // 80 to 99: quatre-vingts, quatre-vingt-un … quatre-vingt-dix-neuf.
  if (n === 80) return final ? 'quatre-vingts' : 'quatre-vingt';
  return `quatre-vingt-${UNITS[n - 80]}`;
}

/** 0 < n < 1000. `final` is true when the group ends the number or is followed by a noun (millions). */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push('cent');
  else if (hundreds > 1) words.push(`${UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) words.push(belowHundred(rest, final));
  return words.join(' ');
}

const BIG = [
  { value: 1_000_000_000, singular: 'milliard', plural: 'milliards' },
  { value: 1_000_000, singular: 'million', plural: 'millions' },
];

/** A whole number from 0 to 999 999 999 999 in French words. */
export function numberToFrenchWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e12) {
    throw new RangeError(`Cannot write ${value} in words`);
  }
  if (value === 0) return UNITS[0];
  const words: string[] = [];
  let rest = value;
  for (const big of BIG) {
    const count = Math.floor(rest / big.value);
    rest %= big.value;
    if (count > 0) words.push(`${belowThousand(count, true)} ${count > 1 ? big.plural : big.singular}`);
  }
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  // mille is an adjective: `deux cent mille`, `quatre-vingt mille`, never `un mille`.
  if (thousands === 1) words.push('mille');
  else if (thousands > 1) words.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) words.push(belowThousand(rest, true));
  return words.join(' ');
}

/** `un million de dirhams` but `un million deux cents dirhams`: a round million or milliard takes `de`. */
function withCurrency(count: number, singular: string, plural: string): string {
  const words = numberToFrenchWords(count);
  if (count <= 1) return `${words} ${singular}`;
  const roundBig = count % 1_000_000 === 0;
  return `${words} ${roundBig ? 'de ' : ''}${plural}`;
}

/** An amount in dirhams, `mille deux cent trente-quatre dirhams et cinquante centimes`. */
export function amountToFrenchWords(dirhams: number): string {
  const centimesTotal = Math.round(dirhams * 100);
  if (centimesTotal < 0) return `moins ${amountToFrenchWords(-dirhams)}`;
  const whole = Math.floor(centimesTotal / 100);
  const centimes = centimesTotal % 100;
  const text = withCurrency(whole, 'dirham', 'dirhams');
  return centimes > 0 ? `${text} et ${withCurrency(centimes, 'centime', 'centimes')}` : text;
}

/** An amount as `two hundred twenty-six dirhams and fifty centimes` (n2words for the numbers). */
export function amountToEnglishWords(dirhams: number): string {
  const centimesTotal = Math.round(Math.abs(dirhams) * 100);
  const count = (n: number, noun: string) => `${englishCardinal(n)} ${noun}${n === 1 ? '' : 's'}`;
  const whole = count(Math.floor(centimesTotal / 100), 'dirham');
  const text = centimesTotal % 100 > 0 ? `${whole} and ${count(centimesTotal % 100, 'centime')}` : whole;
  return dirhams < 0 ? `minus ${text}` : text;
}

interface ArabicNoun {
  /** درهم: after 1 (placed first), after 0, 100, 1000…, and after a number ending in 01 or 02 above 100. */
  singular: string;
  /** درهمان: exactly two. */
  dual: string;
  /** دراهم: after 3 to 10. */
  plural: string;
  /** درهمًا: after 11 to 99 (the tamyīz). */
  accusative: string;
}
const DIRHAM: ArabicNoun = { singular: 'درهم', dual: 'درهمان', plural: 'دراهم', accusative: 'درهمًا' };
const CENTIME: ArabicNoun = { singular: 'سنتيم', dual: 'سنتيمان', plural: 'سنتيمات', accusative: 'سنتيمًا' };

/** A count of a masculine noun in Arabic, the noun in the form the number asks for: `درهم واحد`, `ثلاثة دراهم`, `مئتان وستة وعشرون درهمًا`. */
function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return `${noun.singular} واحد`;
  if (n === 2) return noun.dual;
  const lastTwo = n % 100;
  const form = lastTwo >= 3 && lastTwo <= 10 ? noun.plural : lastTwo >= 11 ? noun.accusative : noun.singular;
  return inConstruct(`${arabicCardinal(n)} ${form}`);
}

/** A dual number word (two hundred, two thousand, two million, two billion) directly followed by another word than one joined by و. */
const DUAL_BEFORE_NOUN = /(مئتان|ألفان|مليونان|ملياران)(?= [^و])/g;

/**
 * A dual directly followed by what it counts (a larger unit of the number, or the noun) loses its
 * final nūn, as in a construct: مئتا درهم, ألفا درهم, مئتا ألف درهم, مليونا درهم; followed by و it
 * keeps it (مئتان وستة وعشرون درهمًا). n2words writes the free forms only.
 */
const inConstruct = (words: string) => words.replace(DUAL_BEFORE_NOUN, (dual: string) => dual.slice(0, -1));

/** An amount in Arabic words: `مئتان وستة وعشرون درهمًا وخمسون سنتيمًا` (n2words for the numbers, the nouns agreed here). */
export function amountToArabicWords(dirhams: number): string {
  const centimesTotal = Math.round(Math.abs(dirhams) * 100);
  const whole = arabicCount(Math.floor(centimesTotal / 100), DIRHAM);
  const text = centimesTotal % 100 > 0 ? `${whole} و${arabicCount(centimesTotal % 100, CENTIME)}` : whole;
  return dirhams < 0 ? `ناقص ${text}` : text;
}

/** The documents that close with their amount in words: the invoice (feminine in French), the receipt, the supplier payment voucher, the credit note and the supplier return (masculine). */
export type WordedDocument = 'invoice' | 'receipt' | 'voucher' | 'creditNote' | 'supplierReturn';

const CLOSING: Record<WordedDocument, { fr: string; ar: string }> = {
  invoice: { fr: 'Arrêtée la présente facture', ar: 'أوقفت هذه الفاتورة' },
  receipt: { fr: 'Arrêté le présent reçu', ar: 'أوقف هذا الوصل' },
  voucher: { fr: 'Arrêté le présent paiement', ar: 'أوقف هذا السند' },
  creditNote: { fr: 'Arrêté le présent avoir', ar: 'أوقف هذا الإشعار الدائن' },
  supplierReturn: { fr: 'Arrêté le présent retour', ar: 'أوقف هذا الإرجاع' },
};

/**
 * The closing sentence of a document in its language: `Arrêtée la présente facture à la somme de …
 * dirhams.`, `أوقفت هذه الفاتورة على مبلغ: … درهمًا.` or `Amount in words: … dirhams.`
 */
export function amountInWordsSentence(dirhams: number, language: DocumentLanguage = 'fr', document: WordedDocument = 'invoice'): string {
  if (language === 'en') {
    const words = amountToEnglishWords(dirhams);
    return `Amount in words: ${words[0].toUpperCase()}${words.slice(1)}.`;
  }
  if (language === 'ar') return `${CLOSING[document].ar} على مبلغ: ${amountToArabicWords(dirhams)}.`;
  const words = amountToFrenchWords(dirhams);
  // `de un dirham` elides to `d'un dirham`; every other number keeps `de`.
  const joined = /^un\b/.test(words) ? `d'${words}` : `de ${words}`;
  return `${CLOSING[document].fr} à la somme ${joined}.`;
}
