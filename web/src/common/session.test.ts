import { describe, expect, it } from 'vitest';
import { decodeToken, getDeviceToken, setDeviceToken, validClaims } from './session';

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

describe('device tokens', () => {
  it('are kept per login typed, whatever its case, so that users of one browser never send each other’s', () => {
    localStorage.clear();
    setDeviceToken('Owner@Shop.ma', 'o'.repeat(32));
    setDeviceToken('staff', 's'.repeat(32));
    expect(getDeviceToken('owner@shop.ma')).toBe('o'.repeat(32));
    expect(getDeviceToken('STAFF')).toBe('s'.repeat(32));
    expect(getDeviceToken('someone')).toBeUndefined();
    // A sign-in's fresh token replaces that login's old one only.
    setDeviceToken('staff', 't'.repeat(32));
    expect(getDeviceToken('staff')).toBe('t'.repeat(32));
    expect(getDeviceToken('owner@shop.ma')).toBe('o'.repeat(32));
  });
  it('are kept per shop and login when a shop’s code is typed, so that two shops’ clerks of one name keep theirs', () => {
    localStorage.clear();
    setDeviceToken('caisse', 'b'.repeat(32));
    setDeviceToken('Caisse', 'a'.repeat(32), 'atlas');
    setDeviceToken('caisse', 'n'.repeat(32), 'nour');
    expect(getDeviceToken('CAISSE', 'atlas')).toBe('a'.repeat(32));
    expect(getDeviceToken('caisse', 'nour')).toBe('n'.repeat(32));
    // Typed without a code (a one-shop installation), the login keeps its token of before.
    expect(getDeviceToken('caisse')).toBe('b'.repeat(32));
    expect(getDeviceToken('caisse', 'other')).toBeUndefined();
  });
  it('read nothing from an unreadable store', () => {
    localStorage.setItem('deviceTokens', 'not json');
    expect(getDeviceToken('staff')).toBeUndefined();
  });
});
