import { describe, expect, it } from 'vitest';
import { ean13Of, parseGs1, productCodesOf, validGtin } from '../../../src/lib/gs1';

const GS = '\u001d';
/** A Moroccan box: EAN-13 6111234567895 as a GTIN-14. */
const GTIN = '06111234567895';

describe('GS1 element strings (a box’s DataMatrix)', () => {
  it('reads the GTIN, expiry, lot and serial with the ]d2 prefix and GS separators, in any order', () => {
    expect(parseGs1(`]d201${GTIN}17280531` + `10LOT-A12${GS}21SN0001`)).toEqual({
      gtin: GTIN,
      expireDate: '2028-05-31',
      lot: 'LOT-A12',
      serial: 'SN0001',
    });
    expect(parseGs1(`]d221SN0001${GS}10LOT-A12${GS}01${GTIN}17280531`)).toEqual({
      gtin: GTIN,
      expireDate: '2028-05-31',
      lot: 'LOT-A12',
      serial: 'SN0001',
    });
  });

  it('reads it without the prefix and without a separator when the variable field comes last', () => {
    expect(parseGs1(`01${GTIN}1728053110LOT7`)).toEqual({ gtin: GTIN, expireDate: '2028-05-31', lot: 'LOT7', serial: null });
    expect(parseGs1(`01${GTIN}21ABC`)).toEqual({ gtin: GTIN, expireDate: null, lot: null, serial: 'ABC' });
    // A GS sent first for the leading FNC1, other symbologies' prefixes.
    expect(parseGs1(`${GS}01${GTIN}10L1`)?.lot).toBe('L1');
    expect(parseGs1(`]C101${GTIN}10L2`)?.lot).toBe('L2');
    expect(parseGs1(`]Q301${GTIN}10L3`)?.lot).toBe('L3');
  });

  it('takes the separators a keyboard-mode scanner may be set to type instead of ASCII 29', () => {
    for (const separator of ['\u241d', '<GS>', '<gs>', '|']) {
      expect(parseGs1(`01${GTIN}10B-7${separator}21S9${separator}17300100`)).toEqual({
        gtin: GTIN,
        expireDate: '2030-01-31',
        lot: 'B-7',
        serial: 'S9',
      });
    }
  });

  it('reads day 00 as the last day of the month, February of a leap year included', () => {
    const expiry = (yymmdd: string) => parseGs1(`01${GTIN}17${yymmdd}`)?.expireDate;
    expect(expiry('280200')).toBe('2028-02-29');
    expect(expiry('270200')).toBe('2027-02-28');
    expect(expiry('261100')).toBe('2026-11-30');
    expect(expiry('261200')).toBe('2026-12-31');
    expect(expiry('260215')).toBe('2026-02-15');
  });

  it('skips the other fields a box may carry (production date, national codes), and keeps the lot unknown when there is none', () => {
    expect(parseGs1(`]d201${GTIN}11250101172701007143400936512345${GS}21X`)).toEqual({
      gtin: GTIN,
      expireDate: '2027-01-31',
      lot: null,
      serial: 'X',
    });
  });

  it('answers null for what is not GS1: a plain EAN-13, a name, a lot typed, a bad GTIN, date or field', () => {
    for (const scan of [
      '6111234567895',
      GTIN,
      'Doliprane 1000',
      'LOT-A12',
      `01${GTIN.slice(0, 13)}3`, // wrong check digit
      `01${GTIN}17281301`, // month 13
      `01${GTIN}17270230`, // 30 February
      `01${GTIN}10${'L'.repeat(21)}`, // a lot of 21 characters
      `01${GTIN}10`, // an empty lot
      `01${GTIN}10A${GS}10B`, // a field twice
      `01${GTIN}4212345`, // an AI not read
      `17280531${GS}01${GTIN}`, // not starting with the GTIN, without a prefix
      `]d210LOT${GS}17280531`, // no GTIN
      `01${GTIN}10L 1`, // a space
      ']d1hello',
      '',
    ]) {
      expect(parseGs1(scan), scan).toBeNull();
    }
  });

  it('gives the codes a product may be registered under: the EAN-13 first, its UPC-A, an EAN-8, the GTIN', () => {
    expect(ean13Of(GTIN)).toBe('6111234567895');
    expect(ean13Of('16111234567892')).toBe('16111234567892');
    expect(productCodesOf(GTIN)).toEqual([GTIN, '6111234567895']);
    expect(productCodesOf('00036000291452')).toEqual(['00036000291452', '0036000291452', '036000291452']);
    expect(productCodesOf('00000096385074')).toEqual(['00000096385074', '0000096385074', '000096385074', '96385074']);
    expect([validGtin(GTIN), validGtin('16111234567892'), validGtin('00000096385074'), validGtin('06111234567894')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
