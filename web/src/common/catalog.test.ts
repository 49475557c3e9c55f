import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@hanout/contract';
import { unitLabel, unitName } from './catalog';
import { changeLanguage, loadScreenTexts } from './i18n';

afterAll(() => changeLanguage('en'));

const withUnit = (name: string) => ({ unit: { id: 1, name } }) as Pick<Product, 'unit'>;

describe('units', () => {
  it('names the seeded units in the screen’s language, and a shop’s own unit as it is named', async () => {
    await loadScreenTexts();
    await changeLanguage('fr');
    expect(unitLabel(withUnit('Tablet'))).toBe('1 Comprimé par unité');
    expect(unitName('Box')).toBe('Boîte');
    expect(unitName('Blister de 10')).toBe('Blister de 10');
    await changeLanguage('ar');
    expect(unitName('Piece')).toBe('قطعة');
    await changeLanguage('en');
    expect(unitLabel(withUnit('Tablet'))).toBe('1 Tablet Per Unit');
  });
});
