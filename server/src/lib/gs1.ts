/**
 * GS1 element strings as a 2D scanner types them from a box's DataMatrix: the product (AI 01, its
 * GTIN-14), the expiry (17), the lot (10) and the serial (21). See DECISIONS, "The dispensary".
 */
export interface Gs1Scan {
  /** The GTIN-14, check digit verified. */
  gtin: string;
  /** `YYYY-MM-DD`; a day 00 on the box is the month's last day. */
  expireDate: string | null;
  lot: string | null;
  serial: string | null;
}

/** The symbology identifiers of GS1 data: DataMatrix, GS1-128, QR Code, DataBar. */
const GS1_PREFIX = /^\](?:d2|C1|Q3|e0)/;
/**
 * The group separator (FNC1) ends a variable-length field. Scanners send ASCII 29,
 * or, set to replace it, its Unicode picture '␝', the text '<GS>' or '|': none of them can be part of
 * a GS1 field (its character set has no '|' and no control character).
 */
const GS = '\u001d';
const OTHER_SEPARATORS = /\u241d|<GS>|\|/gi;

type Field = { length: number; fixed: boolean; digits: boolean };
const fixed = (length: number): Field => ({ length, fixed: true, digits: true });
const upTo = (length: number): Field => ({ length, fixed: false, digits: false });

/**
 * The AIs read, and those skipped that boxes also carry (dates, variants, quantities, national
 * reimbursement codes, company data): a string with any other AI is not read as GS1 at all.
 */
const FIELDS: Record<string, Field> = {
  '00': fixed(18),
  '01': fixed(14),
  '02': fixed(14),
  '10': upTo(20),
  '11': fixed(6),
  '12': fixed(6),
  '13': fixed(6),
  '15': fixed(6),
  '16': fixed(6),
  '17': fixed(6),
  '20': fixed(2),
  '21': upTo(20),
  '22': upTo(20),
  '30': upTo(8),
  '37': upTo(8),
  '240': upTo(30),
  '241': upTo(30),
  ...Object.fromEntries(['710', '711', '712', '713', '714', '715'].map((ai) => [ai, upTo(20)])),
  '90': upTo(30),
  ...Object.fromEntries(['91', '92', '93', '94', '95', '96', '97', '98', '99'].map((ai) => [ai, upTo(90)])),
};

/** Whether the last digit of a GTIN is its check digit (the EAN mod-10 rule). */
export function validGtin(gtin: string): boolean {
  const digits = [...gtin].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A GS1 date YYMMDD as `YYYY-MM-DD` (years 2000 to 2099), day 00 the month's last; null when it is no date. */
function dateOf(yymmdd: string): string | null {
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day || lastDay).padStart(2, '0')}`;
}

/** The fields of an element string (separators already ASCII 29), or null when one is not read. */
function fieldsOf(data: string): Map<string, string> | null {
  const found = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    if (data[at] === GS) {
      at += 1;
      continue;
    }
    const ai = [2, 3].map((size) => data.slice(at, at + size)).find((code) => code in FIELDS);
    if (!ai || found.has(ai)) return null;
    const field = FIELDS[ai];
    at += ai.length;
    let value: string;
    if (field.fixed) {
      value = data.slice(at, at + field.length);
      if (!new RegExp(`^\\d{${field.length}}$`).test(value)) return null;
    } else {
      const end = data.indexOf(GS, at);
      value = data.slice(at, end < 0 ? data.length : end);
      // Without a separator a variable field runs to the end: longer than it may be, the string is not guessed at.
      if (value.length === 0 || value.length > field.length) return null;
    }
    found.set(ai, value);
    at += value.length;
  }
  return found;
}

/**
 * Reads a scan as a GS1 element string, or answers null when it is not one (a plain EAN-13, a name,
 * a lot number typed). Without a symbology prefix it must start with AI 01; in any case it must hold
 * a valid GTIN, and every field must be read (an unknown AI, a bad date or a field too long: null).
 */
export function parseGs1(raw: string): Gs1Scan | null {
  const text = raw.trim();
  const prefixed = GS1_PREFIX.test(text);
  const data = text.replace(GS1_PREFIX, '').replace(OTHER_SEPARATORS, GS);
  if (!/^[!-~]+$/.test(data.replaceAll(GS, ''))) return null;
  if (!prefixed && !(data.startsWith(GS) ? data.slice(1) : data).startsWith('01')) return null;
  const fields = fieldsOf(data);
  const gtin = fields?.get('01');
  if (!fields || !gtin || !validGtin(gtin)) return null;
  const expiry = fields.get('17');
  const expireDate = expiry === undefined ? null : dateOf(expiry);
  if (expiry !== undefined && expireDate === null) return null;
  return { gtin, expireDate, lot: fields.get('10') ?? null, serial: fields.get('21') ?? null };
}

/**
 * The codes a product may be registered under for a GTIN-14 (products.barcode): the EAN-13 (the
 * GTIN less its indicator digit 0), its 12-digit UPC-A form, the EAN-8 a GTIN with six leading zeros
 * holds, and the GTIN-14 itself.
 */
export function productCodesOf(gtin: string): string[] {
  const codes = [gtin];
  if (gtin.startsWith('0')) codes.push(gtin.slice(1));
  if (gtin.startsWith('00')) codes.push(gtin.slice(2));
  if (gtin.startsWith('000000')) codes.push(gtin.slice(6));
  return codes;
}

/** The code a product is most likely registered under for a GTIN-14: the EAN-13 for a unit (indicator 0), else the GTIN. */
export const ean13Of = (gtin: string): string => (gtin.startsWith('0') ? gtin.slice(1) : gtin);
