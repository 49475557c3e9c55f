import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config';

describe('the configuration', () => {
  it('takes the shop’s time zone from TZ, Africa/Casablanca when unset, and refuses one it does not know', () => {
    expect(configFromEnv({}).timeZone).toBe('Africa/Casablanca');
    expect(configFromEnv({ TZ: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(configFromEnv({ TZ: 'UTC' }).timeZone).toBe('UTC');
    expect(() => configFromEnv({ TZ: 'Africa/Casablance' })).toThrow(
      'TZ must be a time zone such as Africa/Casablanca, not "Africa/Casablance"',
    );
  });

  it('stops at a DATABASE_URL that is not PostgreSQL’s, rather than start on an empty embedded database, without repeating its password', () => {
    expect(configFromEnv({}).databaseUrl).toBeUndefined();
    expect(configFromEnv({ DATABASE_URL: 'postgresql://shop:secret@db/hanout' }).databaseUrl).toBe('postgresql://shop:secret@db/hanout');
    const typo = () => configFromEnv({ DATABASE_URL: 'postgress://shop:secret@db/hanout' });
    expect(typo).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database), not "postgress:…"',
    );
    expect(typo).not.toThrow(/secret/);
  });

  it('stops at a disk threshold that is not a whole number of megabytes', () => {
    expect(configFromEnv({ DISK_WARN_MB: '2048' }).diskWarnBytes).toBe(2048 * 1024 * 1024);
    expect(() => configFromEnv({ DISK_WARN_MB: 'abc' })).toThrow('DISK_WARN_MB must be a whole number of megabytes, not "abc"');
    expect(() => configFromEnv({ DISK_FLOOR_MB: '-5' })).toThrow('DISK_FLOOR_MB must be a whole number of megabytes, not "-5"');
  });

  it('stops at a PORT that is not a port number', () => {
    expect(configFromEnv({}).port).toBe(8080);
    expect(configFromEnv({ PORT: '4100' }).port).toBe(4100);
    for (const port of ['abc', '0', '70000', '80.5', ''])
      expect(() => configFromEnv({ PORT: port })).toThrow(`PORT must be a port number from 1 to 65535, not "${port}"`);
  });

  it('takes OPERATOR_TOKEN (none when unset or empty) and stops at one short enough to guess, without repeating it', () => {
    expect(configFromEnv({}).operatorToken).toBeUndefined();
    expect(configFromEnv({ OPERATOR_TOKEN: '' }).operatorToken).toBeUndefined();
    const token = 'k'.repeat(32);
    expect(configFromEnv({ OPERATOR_TOKEN: token }).operatorToken).toBe(token);
    const short = () => configFromEnv({ OPERATOR_TOKEN: 'letmein-operator' });
    expect(short).toThrow('OPERATOR_TOKEN must have at least 32 characters (openssl rand -base64 32 makes one)');
    expect(short).not.toThrow(/letmein/);
  });
});
