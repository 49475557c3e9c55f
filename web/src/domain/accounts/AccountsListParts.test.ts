import { afterAll, describe, expect, it } from 'vitest';
import { oldestOpenDay } from './AccountsListParts';
import { changeLanguage, loadScreenTexts } from '../../common/i18n';

afterAll(() => changeLanguage('en'));

describe('oldestOpenDay', () => {
  it('gives an account’s age in each language’s grammar: today, one day, Arabic’s dual and its plural of three to ten', async () => {
    await loadScreenTexts();
    const ages = [0, 1, 2, 5, 11, 40].map((days) => oldestOpenDay('2026-11-20', days));
    expect(ages).toEqual([
      '20/11/2026 (today)',
      '20/11/2026 (1 day)',
      '20/11/2026 (2 days)',
      '20/11/2026 (5 days)',
      '20/11/2026 (11 days)',
      '20/11/2026 (40 days)',
    ]);
    await changeLanguage('fr');
    expect([0, 1, 2, 11].map((days) => oldestOpenDay('2026-11-20', days))).toEqual([
      '20/11/2026 (aujourd’hui)',
      '20/11/2026 (1 jour)',
      '20/11/2026 (2 jours)',
      '20/11/2026 (11 jours)',
    ]);
    await changeLanguage('ar');
    expect([0, 1, 2, 5, 11].map((days) => oldestOpenDay('2026-11-20', days).replace(/^\S+ /, ''))).toEqual([
      '(اليوم)',
      '(يوم واحد)',
      '(يومان)',
      '(5 أيام)',
      '(11 يوما)',
    ]);
  });
});
