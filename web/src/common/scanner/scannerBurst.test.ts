import { describe, expect, it } from 'vitest';
import { scannerBurst } from './scannerBurst';

/** Types `keys` into a watcher `gap` ms apart from `start`, the field's value growing as a text field's would. */
function type(watch: ReturnType<typeof scannerBurst>, keys: string[], gap: number, start = 1_000, value = '') {
  let field = value;
  let answer;
  keys.forEach((key, index) => {
    answer = watch(key, start + index * gap, field);
    if (key.length === 1) field += key;
  });
  return answer;
}

describe('scannerBurst', () => {
  it('takes a code typed at a scanner’s pace and ended by Enter, with what the field held before it', () => {
    const watch = scannerBurst();
    expect(type(watch, [...'6111000000017', 'Enter'], 4, 1_000, '3')).toEqual({ code: '6111000000017', before: '3' });
  });

  it('keeps what the field held before the burst when the person typed into it first', () => {
    const watch = scannerBurst();
    watch('2', 1_000, '');
    expect(type(watch, [...'61110000', 'Enter'], 5, 1_400, '2')).toEqual({ code: '61110000', before: '2' });
  });

  it('takes a code with capitals, each typed with Shift as a scanner does', () => {
    const keys = [...'MSK2024A'].flatMap((key) => (/[A-Z]/.test(key) ? ['Shift', key] : [key]));
    expect(type(scannerBurst(), [...keys, 'Enter'], 3)).toEqual({ code: 'MSK2024A', before: '' });
  });

  it('takes a box’s GS1 DataMatrix, with its prefix, signs and separators', () => {
    const gs1 = ']d2010611123456789517280531' + '10LOT-A1\u001d21SN/7';
    expect(type(scannerBurst(), [...gs1, 'Enter'], 3)).toEqual({ code: gs1, before: '' });
    const plain = '0106111234567895|10L1';
    expect(type(scannerBurst(), [...plain, 'Enter'], 3)).toEqual({ code: plain, before: '' });
  });

  it('leaves a person’s typing alone, however long', () => {
    expect(type(scannerBurst(), [...'6111000000017', 'Enter'], 60)).toBeUndefined();
  });

  it('leaves short values and amounts alone even typed fast (a quantity, a price)', () => {
    expect(type(scannerBurst(), [...'150', 'Enter'], 3)).toBeUndefined();
    expect(type(scannerBurst(), [...'1200.50', 'Enter'], 3)).toBeUndefined();
  });

  it('needs the Enter at the same pace: a code typed fast, then Enter pressed by hand, stays typed', () => {
    const watch = scannerBurst();
    type(watch, [...'6111000000017'], 4);
    expect(watch('Enter', 2_000, '6111000000017')).toBeUndefined();
  });

  it('starts over after another key (a correction) and after each Enter', () => {
    const watch = scannerBurst();
    expect(type(watch, [...'611100', 'Backspace', ...'00017', 'Enter'], 4)).toBeUndefined();
    expect(type(watch, [...'6111000000017', 'Enter'], 4, 5_000, '7')).toEqual({ code: '6111000000017', before: '7' });
  });
});
