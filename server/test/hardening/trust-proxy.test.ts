/** X-Forwarded-For counts only when TRUST_PROXY names the peer: by default a client, even on loopback, cannot pick its address. */
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';

const login = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'nobody@hanout.test', password: 'wrong-password' },
  });

async function codesFrom(app: TestApp, remoteAddress: string) {
  const codes = [];
  for (let i = 1; i <= 5; i++) codes.push((await login(app, remoteAddress, `198.51.100.${i}`)).statusCode);
  return codes;
}

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count or a list of addresses and CIDRs', () => {
    expect([undefined, '', 'false', 'FALSE'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
  });

  it('unset: a forged X-Forwarded-For from loopback or the LAN does not change the rate-limit key', async () => {
    const limited = await createTestApp({ loginLimitPerMinute: 3 });
    try {
      expect(limited.config.trustProxy).toBe(false);
      // 127.0.0.9, not .1: the harness's own sign-in already spent one of 127.0.0.1's attempts.
      expect(await codesFrom(limited, '127.0.0.9')).toEqual([401, 401, 401, 429, 429]);
      expect(await codesFrom(limited, '10.0.0.5')).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
    console.log(
      `hardening: trust proxy (${dialectUnderTest}): TRUST_PROXY unset, forged X-Forwarded-For from loopback and LAN keeps the client's own rate-limit key`,
    );
  }, 60_000);

  it('set to the proxy: each forwarded client has its own allowance', async () => {
    const proxied = await createTestApp({ loginLimitPerMinute: 3, trustProxy: '127.0.0.9' });
    try {
      expect(await codesFrom(proxied, '127.0.0.9')).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  }, 60_000);
});
