import { describe, expect, it } from 'vitest';
import { amountToArabicWords, amountToFrenchWords, amountInWordsSentence, numberToFrenchWords } from '../../../src/pdf/amount-in-words';

const cases: Array<[number, string]> = [
  [0, 'zéro'],
  [1, 'un'],
  [10, 'dix'],
  [11, 'onze'],
  [16, 'seize'],
  [17, 'dix-sept'],
  [19, 'dix-neuf'],
  [20, 'vingt'],
  [21, 'vingt et un'],
  [22, 'vingt-deux'],
  [31, 'trente et un'],
  [45, 'quarante-cinq'],
  [51, 'cinquante et un'],
  [60, 'soixante'],
  [61, 'soixante et un'],
  [69, 'soixante-neuf'],
  [70, 'soixante-dix'],
  [71, 'soixante et onze'],
  [72, 'soixante-douze'],
  [77, 'soixante-dix-sept'],
  [79, 'soixante-dix-neuf'],
  [80, 'quatre-vingts'],
  [81, 'quatre-vingt-un'],
  [88, 'quatre-vingt-huit'],
  [90, 'quatre-vingt-dix'],
  [91, 'quatre-vingt-onze'],
  [97, 'quatre-vingt-dix-sept'],
  [99, 'quatre-vingt-dix-neuf'],
  [100, 'cent'],
  [101, 'cent un'],
  [121, 'cent vingt et un'],
  [180, 'cent quatre-vingts'],
  [181, 'cent quatre-vingt-un'],
  [200, 'deux cents'],
  [201, 'deux cent un'],
  [280, 'deux cent quatre-vingts'],
  [300, 'trois cents'],
  [999, 'neuf cent quatre-vingt-dix-neuf'],
  [1000, 'mille'],
  [1001, 'mille un'],
  [1100, 'mille cent'],
  [1234, 'mille deux cent trente-quatre'],
  [2000, 'deux mille'],
  [21_000, 'vingt et un mille'],
  [80_000, 'quatre-vingt mille'],
  [80_080, 'quatre-vingt mille quatre-vingts'],
  [100_000, 'cent mille'],
  [200_000, 'deux cent mille'],
  [200_200, 'deux cent mille deux cents'],
  [999_999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf'],
  [1_000_000, 'un million'],
  [1_000_001, 'un million un'],
  [2_000_000, 'deux millions'],
  [80_000_000, 'quatre-vingts millions'],
  [200_000_000, 'deux cents millions'],
  [201_000_000, 'deux cent un millions'],
  [3_200_000, 'trois millions deux cent mille'],
  [1_000_000_000, 'un milliard'],
  [2_500_000_000, 'deux milliards cinq cents millions'],
  [123_456_789, 'cent vingt-trois millions quatre cent cinquante-six mille sept cent quatre-vingt-neuf'],
];

describe('numberToFrenchWords (traditional spelling)', () => {
  it.each(cases)('%i is %s', (value, words) => {
    expect(numberToFrenchWords(value)).toBe(words);
  });

  it('refuses what it cannot write', () => {
    expect(() => numberToFrenchWords(-1)).toThrow(RangeError);
    expect(() => numberToFrenchWords(1.5)).toThrow(RangeError);
    expect(() => numberToFrenchWords(1e12)).toThrow(RangeError);
  });
});

describe('amountToFrenchWords', () => {
  it('writes dirhams, in the singular for one and zero', () => {
    expect(amountToFrenchWords(0)).toBe('zéro dirham');
    expect(amountToFrenchWords(1)).toBe('un dirham');
    expect(amountToFrenchWords(2)).toBe('deux dirhams');
    expect(amountToFrenchWords(80)).toBe('quatre-vingts dirhams');
    expect(amountToFrenchWords(200)).toBe('deux cents dirhams');
  });

  it('adds the centimes only when there are some', () => {
    expect(amountToFrenchWords(1234.5)).toBe('mille deux cent trente-quatre dirhams et cinquante centimes');
    expect(amountToFrenchWords(10.01)).toBe('dix dirhams et un centime');
    expect(amountToFrenchWords(0.71)).toBe('zéro dirham et soixante et onze centimes');
    expect(amountToFrenchWords(0.1 + 0.2)).toBe('zéro dirham et trente centimes');
    expect(amountToFrenchWords(99.999)).toBe('cent dirhams');
  });

  it('puts "de" between a round million and the currency', () => {
    expect(amountToFrenchWords(1_000_000)).toBe('un million de dirhams');
    expect(amountToFrenchWords(3_000_000)).toBe('trois millions de dirhams');
    expect(amountToFrenchWords(2_000_000_000)).toBe('deux milliards de dirhams');
    expect(amountToFrenchWords(1_000_200)).toBe('un million deux cents dirhams');
  });
});

describe('amountInWordsSentence', () => {
  it('is the closing sentence of an invoice', () => {
    expect(amountInWordsSentence(281.4)).toBe(
      'Arrêtée la présente facture à la somme de deux cent quatre-vingt-un dirhams et quarante centimes.',
    );
    expect(amountInWordsSentence(2000)).toBe('Arrêtée la présente facture à la somme de deux mille dirhams.');
  });

  it('elides "de un" to "d\'un"', () => {
    expect(amountInWordsSentence(1)).toBe("Arrêtée la présente facture à la somme d'un dirham.");
    expect(amountInWordsSentence(1_000_000)).toBe("Arrêtée la présente facture à la somme d'un million de dirhams.");
    expect(amountInWordsSentence(11)).toBe('Arrêtée la présente facture à la somme de onze dirhams.');
  });
});

describe('the amount in words of an English document', () => {
  it('writes dirhams and centimes in English', () => {
    expect(amountInWordsSentence(1234.5, 'en')).toBe('Amount in words: One thousand two hundred thirty-four dirhams and fifty centimes.');
    expect(amountInWordsSentence(1, 'en')).toBe('Amount in words: One dirham.');
    expect(amountInWordsSentence(0.01, 'en')).toBe('Amount in words: Zero dirhams and one centime.');
  });
});

describe('the amount in words of an Arabic document', () => {
  it('agrees the dirham with its number: one, two, three to ten, eleven to ninety-nine, hundreds', () => {
    expect(amountToArabicWords(1)).toBe('درهم واحد');
    expect(amountToArabicWords(2)).toBe('درهمان');
    expect(amountToArabicWords(3)).toBe('ثلاثة دراهم');
    expect(amountToArabicWords(10)).toBe('عشرة دراهم');
    expect(amountToArabicWords(11)).toBe('أحد عشر درهمًا');
    expect(amountToArabicWords(226)).toBe('مئتان وستة وعشرون درهمًا');
    expect(amountToArabicWords(1000)).toBe('ألف درهم');
    expect(amountToArabicWords(1203)).toBe('ألف ومئتان وثلاثة دراهم');
  });

  it('writes two hundred, two thousand and two million in construct before what they count, and free before و', () => {
    expect(amountToArabicWords(200)).toBe('مئتا درهم');
    expect(amountToArabicWords(2000)).toBe('ألفا درهم');
    expect(amountToArabicWords(200_000)).toBe('مئتا ألف درهم');
    expect(amountToArabicWords(2_000_000)).toBe('مليونا درهم');
    expect(amountToArabicWords(3200)).toBe('ثلاثة آلاف ومئتا درهم');
    expect(amountToArabicWords(2500)).toBe('ألفان وخمسمائة درهم');
    expect(amountToArabicWords(200.5)).toBe('مئتا درهم وخمسون سنتيمًا');
  });

  it('adds the centimes, and makes the closing sentence', () => {
    expect(amountToArabicWords(12.5)).toBe('اثنا عشر درهمًا وخمسون سنتيمًا');
    expect(amountToArabicWords(5.02)).toBe('خمسة دراهم وسنتيمان');
    expect(amountInWordsSentence(226, 'ar')).toBe('أوقفت هذه الفاتورة على مبلغ: مئتان وستة وعشرون درهمًا.');
  });
});
