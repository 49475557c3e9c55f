import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
});
afterAll(() => t.close());

const register = (payload: object, token: string | null = staffToken) =>
  t.request(token, { method: 'POST', url: '/api/customers', payload });
const update = (payload: object, token: string | null = staffToken) => t.request(token, { method: 'PUT', url: '/api/customers', payload });
const get = (url: string, token: string | null = staffToken) => t.request(token, { method: 'GET', url });
const search = async (text: string, page = 0, size = 10) =>
  (await get(`/api/customers/search?text=${encodeURIComponent(text)}&page=${page}&size=${size}`)).json();

async function idOf(name: string): Promise<number> {
  return (await t.database.db.selectFrom('customers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

describe('POST /api/customers', () => {
  it('registers a customer, for any signed-in user, trimming the fields', async () => {
    const response = await register({ ice: ' 001525896000045 ', name: ' Pharmacie Atlas ', mobile: '0522334455' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Customer registered successfully.' });
    const id = await idOf('Pharmacie Atlas');
    const customer = await get(`/api/customers/${id}`);
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual({
      id,
      ice: '001525896000045',
      name: 'Pharmacie Atlas',
      mobile: '0522334455',
      type: 'BUSINESS',
      address: '',
      walkIn: false,
      creditLimit: null,
    });
  });

  it('accepts a customer without ICE (kept as empty text)', async () => {
    expect((await register({ name: 'Walk-in Karim', mobile: '066' })).statusCode).toBe(200);
    const id = await idOf('Walk-in Karim');
    expect((await get(`/api/customers/${id}`)).json()).toEqual({
      id,
      ice: '',
      name: 'Walk-in Karim',
      mobile: '066',
      type: 'INDIVIDUAL',
      address: '',
      walkIn: false,
      creditLimit: null,
    });
  });

  it.each([
    ['name', { name: 'Al' }],
    ['name', { name: '   ' }],
    ['name', { name: undefined }],
    ['name', { name: 'x'.repeat(51) }],
    ['mobile', { mobile: '06' }],
    ['mobile', { mobile: undefined }],
    ['mobile', { mobile: '0'.repeat(21) }],
    ['ice', { ice: '1'.repeat(31) }],
  ])('refuses an invalid %s', async (field, change) => {
    const response = await register({ ice: '123', name: 'Valid Name', mobile: '0612345678', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(`${field}:`);
  });
});

describe('PUT /api/customers', () => {
  it('updates every field', async () => {
    const id = await idOf('Walk-in Karim');
    const response = await update({ id, ice: '002233445566778', name: 'Karim Bennani', mobile: '0661122334' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Customer updated successfully.' });
    expect((await get(`/api/customers/${id}`)).json()).toEqual({
      id,
      ice: '002233445566778',
      name: 'Karim Bennani',
      mobile: '0661122334',
      type: 'BUSINESS',
      address: '',
      walkIn: false,
      creditLimit: null,
    });
  });

  it.each([
    ['ice', { ice: '' }],
    ['ice', { ice: undefined }],
    ['name', { name: 'Ka' }],
    ['name', { name: 'x'.repeat(51) }],
    ['mobile', { mobile: '066112233' }],
    ['mobile', { mobile: '06611223344' }],
    ['id', { id: undefined }],
    ['id', { id: 0 }],
  ])('refuses an invalid %s', async (field, change) => {
    const id = await idOf('Karim Bennani');
    const response = await update({ id, ice: '1', name: 'Karim', mobile: '0661122334', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(`${field}:`);
    expect((await get(`/api/customers/${id}`)).json().name).toBe('Karim Bennani');
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await update({ id: 98765, ice: '1', name: 'Nobody', mobile: '0661122334' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Customer 98765 does not exist.');
    expect((await get('/api/customers/98765')).statusCode).toBe(404);
    expect((await get('/api/customers/x')).statusCode).toBe(400);
  });
});

describe('GET /api/customers/search', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 26; i++) {
      const n = String(i).padStart(2, '0');
      expect((await register({ ice: `ICE-LIST-${n}`, name: `Listed Client ${n}`, mobile: `07000000${n}` })).statusCode).toBe(200);
    }
  });

  it('finds customers by name, ICE or mobile, ignoring case', async () => {
    const names = async (text: string) => (await search(text, 0, 50)).content.map((c: { name: string }) => c.name);
    expect(await names('atlas')).toEqual(['Pharmacie Atlas']);
    expect(await names('001525896')).toEqual(['Pharmacie Atlas']);
    expect(await names('0661122334')).toEqual(['Karim Bennani']);
    expect(await names('ice-list-2')).toEqual([
      'Listed Client 20',
      'Listed Client 21',
      'Listed Client 22',
      'Listed Client 23',
      'Listed Client 24',
      'Listed Client 25',
      'Listed Client 26',
    ]);
    expect(await names('_')).toEqual([]);
  });

  it('answers every customer for an empty text, in id order, page by page', async () => {
    const all = await search('', 0, 50);
    // 28 registered here, and the walk-in customer every shop starts with.
    expect(all.totalElements).toBe(29);
    expect(all.content[0]).toMatchObject({ name: 'Client comptoir', type: 'INDIVIDUAL', walkIn: true });
    const ids = all.content.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const page1 = await search('', 1, 20);
    expect(page1).toMatchObject({ totalElements: 29, totalPages: 2, last: true, pageable: { pageNumber: 1, pageSize: 20, offset: 20 } });
    expect(page1.content.map((c: { id: number }) => c.id)).toEqual(ids.slice(20));
    const page0 = await search('', 0, 20);
    expect(page0).toMatchObject({ last: false, totalPages: 2 });
    expect(await search('', 5, 10)).toMatchObject({ content: [], totalElements: 29, last: true });
    expect(await search('no such customer')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('access', () => {
  it('needs a token for every customers call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/customers/search' },
      { method: 'GET' as const, url: '/api/customers/1' },
      { method: 'POST' as const, url: '/api/customers', payload: { ice: '', name: 'Anonymous', mobile: '0600000000' } },
      { method: 'PUT' as const, url: '/api/customers', payload: { id: 1, ice: '1', name: 'Anonymous', mobile: '0600000000' } },
    ];
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/customers/search?text=Anonymous' })).json().totalElements).toBe(0);
  });

  it('lets an administrator work with customers too', async () => {
    expect((await register({ ice: '9', name: 'Admin Client', mobile: '0600000009' }, t.adminToken)).statusCode).toBe(200);
    expect((await get(`/api/customers/${await idOf('Admin Client')}`, t.adminToken)).statusCode).toBe(200);
  });
});
