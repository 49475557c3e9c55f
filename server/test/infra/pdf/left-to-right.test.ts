import { describe, expect, it } from 'vitest';
import { leftToRight, visualRuns } from '../../../src/pdf/text';

/** The line's text as drawn from left to right, its invisible marks left out. */
const drawn = (line: string) =>
  visualRuns(line, 'rtl')
    .map((run) => run.text)
    .join('')
    .replace(/\u200e/g, '');

describe('a phone number in an Arabic document', () => {
  it('keeps its digit groups in their order, after its label or alone on its line', () => {
    expect(drawn(`الهاتف: ${leftToRight('0537 70 12 34')}`)).toContain('0537 70 12 34');
    expect(drawn(leftToRight('0600 11 22 33'))).toBe('0600 11 22 33');
    expect(drawn(`ICE: ${leftToRight('001234567000089')}`)).toContain('001234567000089');
  });

  it('would read its groups backwards without the mark', () => {
    expect(drawn('0600 11 22 33')).toBe('33 22 11 0600');
  });
});
