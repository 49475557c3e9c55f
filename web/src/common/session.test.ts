import { describe, expect, it } from 'vitest';
import { decodeToken, validClaims } from './session';

const token = (claims: object, parts = 3) => [btoa('{"alg":"HS256"}'), btoa(JSON.stringify(claims)), 'signature'].slice(0, parts).join('.');

describe('session token', () => {
  it('is valid with three parts and an exp ahead', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(validClaims(token({ sub: '1', role: 'ROLE_USER', exp }))).toMatchObject({ role: 'ROLE_USER', exp });
  });
  it('is invalid once exp has passed', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(validClaims(token({ role: 'ROLE_USER', exp }), exp * 1000)).toBeNull();
  });
  it('reads a name in any script (the payload is UTF-8, base64url)', () => {
    const payload = Buffer.from(JSON.stringify({ sub: '1', name: 'Élodie فاطمة', exp: 9_999_999_999 })).toString('base64url');
    expect(decodeToken(`${btoa('{"alg":"HS256"}')}.${payload}.signature`)?.name).toBe('Élodie فاطمة');
  });
  it('is invalid without three parts or a readable payload', () => {
    expect(validClaims(token({ exp: 9_999_999_999 }, 2))).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(validClaims(null)).toBeNull();
  });
});
