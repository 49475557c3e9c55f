import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { formatDate, formatDateTime, formatTimestampDate, monthNames } from './dates';
import { formatMoney } from './money';
import { browserLanguage, directionOf } from './i18n';
import { localizeMessage } from './validation';

afterAll(() => changeLanguage('en'));

describe('locale formats', () => {
  it('writes amounts the Moroccan way with Latin digits in every language', async () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      await changeLanguage(language);
      expect(formatMoney(1234.5)).toBe('1.234,50\u00a0DH');
      expect(formatMoney(-89.8)).toBe('-89,80\u00a0DH');
      expect(formatMoney(1234567.891)).toBe('1.234.567,89\u00a0DH');
      expect(formatMoney(0)).toBe('0,00\u00a0DH');
      expect(formatMoney(-0.001)).toBe('0,00\u00a0DH');
    }
  });

  it('writes dates DD/MM/YYYY', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatTimestampDate(new Date(2026, 10, 23, 15, 4).toISOString())).toBe('23/11/2026');
    expect(formatDateTime(new Date(2026, 10, 23, 9, 5).toISOString())).toBe('23/11/2026 09:05');
  });

  it('names the months in the language, January first', () => {
    expect(monthNames('en')[0]).toBe('Jan');
    expect(monthNames('fr')[10]).toMatch(/^nov/);
    expect(monthNames('ar')).toHaveLength(12);
    expect(monthNames('ar')[0]).not.toMatch(/[A-Za-z]/);
  });

  it('picks the first browser language it speaks, else French, and turns Arabic right to left', () => {
    expect(browserLanguage(['de-DE', 'ar-MA', 'en'])).toBe('ar');
    expect(browserLanguage(['de-DE'])).toBe('fr');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });

  it('says plainly that an amount is out of range, in the language', async () => {
    await changeLanguage('fr');
    expect(localizeMessage('Too big: expected number to be <=10000000')).toBe('Le montant dépasse 10.000.000 DH');
    expect(localizeMessage('Only {{count}} available')).toBe('Seulement {{count}} disponibles');
    await changeLanguage('ar');
    expect(localizeMessage('Payment is required')).toBe('الأداء إلزامي');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
