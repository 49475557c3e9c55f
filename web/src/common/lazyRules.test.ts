import { describe, expect, it } from 'vitest';
import { lazyRules } from './validation';

describe('lazyRules', () => {
  it('checks nothing before its rules are asked for, loads them once, then checks with them', async () => {
    let loads = 0;
    const rules = lazyRules<{ quantity: number }>(() => {
      loads++;
      return Promise.resolve((values) => (values.quantity < 1 ? { quantity: 'Quantity must be at least 1' } : {}));
    });
    expect(rules.validate({ quantity: 0 })).toEqual({});
    expect(loads).toBe(0);
    await Promise.all([rules.ready(), rules.ready()]);
    expect(loads).toBe(1);
    expect(rules.validate({ quantity: 0 })).toEqual({ quantity: 'Quantity must be at least 1' });
    expect(rules.validate({ quantity: 2 })).toEqual({});
  });
});
