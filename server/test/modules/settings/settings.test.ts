import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
});
afterAll(() => t.close());

const IDENTITY = {
  name: 'Pharmacie Atlas',
  legalName: 'Pharmacie Atlas SARL',
  address: '12 boulevard Zerktouni',
  city: 'Casablanca',
  phone: '0522334455',
  email: 'contact@atlas.ma',
  ice: '001525896000045',
  identifiantFiscal: '40123456',
  registreCommerce: 'RC 123456',
  taxeProfessionnelle: '35712345',
  cnss: '1234567',
  vatRegistered: true,
  vatExemptionNote: "Exonéré de la TVA en application de l'article 92 du CGI",
  invoiceFooter: 'RIB 011 780 0000123456789012 34',
  documentLanguage: 'fr',
  nearExpiryDays: 60,
};

const getSettings = (token: string | null = staffToken) => t.request(token, { method: 'GET', url: '/api/settings/shop' });
const putSettings = (payload: object, token: string | null = t.adminToken) =>
  t.request(token, { method: 'PUT', url: '/api/settings/shop', payload });
const putLogo = (body: Buffer | string, contentType: string, token: string | null = t.adminToken) =>
  t.request(token, { method: 'PUT', url: '/api/settings/shop/logo', payload: body, headers: { 'content-type': contentType } });

/** The smallest valid PNG (1 × 1) and the first bytes of a JPEG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

describe('shop settings', () => {
  it('starts empty, with the defaults, and lists the missing identity fields', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: '',
      legalName: '',
      address: '',
      city: '',
      phone: '',
      email: '',
      ice: '',
      identifiantFiscal: '',
      registreCommerce: '',
      taxeProfessionnelle: '',
      cnss: '',
      vatRegistered: true,
      // Empty: the standard note, in the document's language.
      vatExemptionNote: '',
      vatNotApplicableNote: '',
      invoiceFooter: '',
      documentLanguage: 'fr',
      nearExpiryDays: 90,
      receiptWidth: 80,
      alertDigestHour: null,
      hasLogo: false,
      missingIdentity: [
        'name',
        'legalName',
        'address',
        'city',
        'phone',
        'ice',
        'identifiantFiscal',
        'registreCommerce',
        'taxeProfessionnelle',
      ],
    });
  });

  it('lets an administrator fill in the identity, trimmed, and any signed-in user read it', async () => {
    const response = await putSettings({ ...IDENTITY, name: '  Pharmacie Atlas ' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = { ...IDENTITY, vatNotApplicableNote: '', receiptWidth: 80, alertDigestHour: null, hasLogo: false, missingIdentity: [] };
    expect(response.json()).toEqual(saved);
    expect((await getSettings()).json()).toEqual(saved);
  });

  it('refuses writes from staff and reads without a token', async () => {
    expect((await putSettings({ ...IDENTITY, name: 'Staff Shop' }, staffToken)).statusCode).toBe(403);
    expect((await getSettings(null)).statusCode).toBe(401);
    expect((await getSettings()).json().name).toBe('Pharmacie Atlas');
  });

  it.each([
    ['ice', { ice: '12345' }],
    ['ice', { ice: '00152589600004A' }],
    ['ice', { ice: '0015258960000451' }],
    ['email', { email: 'not an address' }],
    ['documentLanguage', { documentLanguage: 'de' }],
    ['nearExpiryDays', { nearExpiryDays: 0 }],
    ['nearExpiryDays', { nearExpiryDays: 1.5 }],
    ['vatRegistered', { vatRegistered: 'yes' }],
    ['name', { name: 'x'.repeat(101) }],
    ['cnss', { cnss: undefined }],
  ])('refuses an invalid %s and writes nothing', async (field, change) => {
    const response = await putSettings({ ...IDENTITY, name: 'Changed', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(`${field}:`);
    expect((await getSettings()).json().name).toBe('Pharmacie Atlas');
  });

  it('accepts an empty ICE and e-mail, and says the ICE is missing again', async () => {
    const response = await putSettings({ ...IDENTITY, ice: '', email: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().missingIdentity).toEqual(['ice']);
    expect((await putSettings(IDENTITY)).json().missingIdentity).toEqual([]);
  });
});

describe('shop logo', () => {
  it('has none at first', async () => {
    const response = await t.request(staffToken, { method: 'GET', url: '/api/settings/shop/logo' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('The shop has no logo.');
  });

  it('stores a PNG sent as the body and answers it back to any signed-in user', async () => {
    const response = await putLogo(PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Logo saved.' });
    const logo = await t.request(staffToken, { method: 'GET', url: '/api/settings/shop/logo' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect((await getSettings()).json().hasLogo).toBe(true);
  });

  it('reads the type from the content, not from the declared type', async () => {
    expect((await putLogo(JPEG, 'application/octet-stream')).statusCode).toBe(200);
    const logo = await t.request(staffToken, { method: 'GET', url: '/api/settings/shop/logo' });
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect(logo.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses what is not a PNG or JPEG, whatever its declared type, and keeps the logo', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const [body, type] of [
      [gif, 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg'],
      [Buffer.from('%PDF-1.7'), 'application/octet-stream'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const response = await putLogo(body, type);
      expect(response.statusCode, `${type} ${body.subarray(0, 6).toString()}`).toBe(400);
      expect(response.json().detail).toMatch(/^logo: /);
    }
    const json = await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop/logo', payload: { logo: 'x' } });
    expect(json.statusCode).toBe(400);
    const logo = await t.request(staffToken, { method: 'GET', url: '/api/settings/shop/logo' });
    expect(logo.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an image over 1 MB', async () => {
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(1024 * 1024)]);
    const response = await putLogo(big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('is uploaded and removed by administrators only', async () => {
    expect((await putLogo(PNG, 'image/png', staffToken)).statusCode).toBe(403);
    expect((await t.request(staffToken, { method: 'DELETE', url: '/api/settings/shop/logo' })).statusCode).toBe(403);
    const removed = await t.request(t.adminToken, { method: 'DELETE', url: '/api/settings/shop/logo' });
    expect(removed.json()).toEqual({ message: 'Logo removed.' });
    expect((await t.request(staffToken, { method: 'GET', url: '/api/settings/shop/logo' })).statusCode).toBe(404);
    expect((await getSettings()).json().hasLogo).toBe(false);
  });
});
