import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';

describe('the configuration', () => {
  it('takes the shop’s time zone from TZ, Africa/Casablanca when unset, and refuses one it does not know', () => {
    expect(configFromEnv({}).timeZone).toBe('Africa/Casablanca');
    expect(configFromEnv({ TZ: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(configFromEnv({ TZ: 'UTC' }).timeZone).toBe('UTC');
    expect(() => configFromEnv({ TZ: 'Africa/Casablance' })).toThrow(
      'TZ must be a time zone such as Africa/Casablanca, not "Africa/Casablance"',
    );
  });
});
