import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../src/lib/problems';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
});
afterAll(() => t.close());

const valid = { name: 'Sothema', email: 'contact@sothema.ma', mobile: '0522000001', address: 'Bouskoura, Casablanca' };
const cooper = { name: 'Cooper Pharma Maroc', email: 'info@cooper.ma', mobile: '0522999999', address: 'Rue 2, Casablanca' };
const post = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'POST', url: '/api/companies', payload });
const put = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'PUT', url: '/api/companies', payload });
const get = (url: string, token: string | null = t.adminToken) => t.request(token, { method: 'GET', url });
const idOf = async (name: string) =>
  (await t.database.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('registering a company', () => {
  it('saves the four fields and answers the spec message', async () => {
    const response = await post({ ...valid, name: '  Sothema  ', email: 'Contact@Sothema.MA' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Company registered successfully.' });
    const id = await idOf('Sothema');
    const read = await get(`/api/companies/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id, ...valid });
  });

  it.each([
    ['name', { name: '' }, 'name: Company name is required'],
    ['name (blank)', { name: '   ' }, 'name: Company name is required'],
    ['mobile', { mobile: '' }, 'mobile: Company mobile is required'],
    ['address', { address: '' }, 'address: Company address is required'],
    ['email (missing)', { email: undefined }, 'email: Company email is required'],
    ['email (invalid)', { email: 'not-an-email' }, 'email: Company email must be a valid e-mail address'],
    ['name (too long)', { name: 'x'.repeat(101) }, 'name: Company name must have at most 100 characters'],
  ])('refuses a company without a valid %s', async (_field, change, detail) => {
    const response = await post({ ...valid, name: 'Other Company', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(detail);
    expect(await t.database.db.selectFrom('companies').select('id').where('name', '=', 'Other Company').execute()).toEqual([]);
  });

  it('keeps the name unique in the database too, for requests racing past the check', async () => {
    const twin = t.database.db
      .insertInto('companies')
      .values({ ...valid, name: 'sothema' })
      .execute();
    await expect(twin).rejects.toSatisfy(isUniqueViolation);
  });

  it('refuses a second company with the same name, whatever the case', async () => {
    const response = await post({ ...valid, name: 'SOTHEMA' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('A company with this name already exists.');
  });

  it('is for administrators only', async () => {
    expect((await post({ ...valid, name: 'Staff Co' }, null)).statusCode).toBe(401);
    const forbidden = await post({ ...valid, name: 'Staff Co' }, staffToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe('Only an administrator can do this');
  });
});

describe('updating a company', () => {
  it('changes every field and answers the spec message', async () => {
    await post({ ...valid, name: 'Cooper Pharma' });
    const id = await idOf('Cooper Pharma');
    const changed = { id, ...cooper };
    const response = await put(changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Company updated successfully' });
    expect((await get(`/api/companies/${id}`)).json()).toEqual(changed);
  });

  it("keeps its own name when unchanged but refuses another company's name", async () => {
    const id = await idOf('Cooper Pharma Maroc');
    expect((await put({ id, ...cooper })).statusCode).toBe(200);
    const taken = await put({ id, ...cooper, name: 'sothema' });
    expect(taken.statusCode).toBe(409);
    expect((await get(`/api/companies/${id}`)).json().name).toBe('Cooper Pharma Maroc');
  });

  it('answers 404 for an unknown company and 400 for a missing id or invalid field', async () => {
    const unknown = await put({ id: 999_999, ...valid });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Company 999999 does not exist.');
    expect((await put(valid)).statusCode).toBe(400);
    const id = await idOf('Sothema');
    const invalid = await put({ id, ...valid, email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toContain('email');
  });

  it('is for administrators only', async () => {
    const id = await idOf('Sothema');
    expect((await put({ id, ...valid }, null)).statusCode).toBe(401);
    expect((await put({ id, ...valid }, staffToken)).statusCode).toBe(403);
  });
});

describe('reading companies', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 23; i++) {
      const n = String(i).padStart(2, '0');
      await post({ name: `Labo ${n}`, email: `labo${n}@labos.ma`, mobile: `06000000${n}`, address: i % 2 ? 'Rabat' : 'Fès' });
    }
  });

  it('lists every company by name for any signed-in user', async () => {
    const response = await get('/api/companies', staffToken);
    expect(response.statusCode).toBe(200);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names).toHaveLength(25);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Cooper Pharma Maroc',
      address: 'Rue 2, Casablanca',
      email: 'info@cooper.ma',
      mobile: '0522999999',
    });
  });

  it('reads one company for any signed-in user and 404 for an unknown id', async () => {
    const id = await idOf('Labo 01');
    expect((await get(`/api/companies/${id}`, staffToken)).json()).toMatchObject({ id, name: 'Labo 01', address: 'Rabat' });
    const missing = await get('/api/companies/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Company 424242 does not exist.');
    expect((await get('/api/companies/abc')).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    for (const url of ['/api/companies', '/api/companies/search', '/api/companies/1']) expect((await get(url, null)).statusCode).toBe(401);
  });

  it('pages by id with the spec paged shape', async () => {
    const first = await get('/api/companies/search?text=&page=0&size=10', staffToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ totalElements: 25, totalPages: 3, last: false, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } });
    expect(body.content).toHaveLength(10);
    const ids = body.content.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const last = (await get('/api/companies/search?page=2&size=10')).json();
    expect(last).toMatchObject({ totalElements: 25, totalPages: 3, last: true, pageable: { pageNumber: 2, offset: 20 } });
    expect(last.content).toHaveLength(5);
    expect(last.content[0].id).toBeGreaterThan(ids[9]);

    const beyond = (await get('/api/companies/search?page=7&size=10')).json();
    expect(beyond).toMatchObject({ content: [], totalElements: 25, totalPages: 3, last: true });

    const all = (await get('/api/companies/search?page=0&size=50')).json();
    expect(all).toMatchObject({ totalPages: 1, last: true });
    expect(all.content).toHaveLength(25);
  });

  it('searches name, e-mail, mobile and address, case-insensitively', async () => {
    const search = async (text: string) =>
      (await get(`/api/companies/search?text=${encodeURIComponent(text)}&page=0&size=50`))
        .json()
        .content.map((c: { name: string }) => c.name);
    expect(await search('SOTHEMA')).toEqual(['Sothema']);
    expect(await search('INFO@cooper')).toEqual(['Cooper Pharma Maroc']);
    expect(await search('0600000007')).toEqual(['Labo 07']);
    expect(await search('fès')).toHaveLength(11);
    expect(await search('labo 1')).toEqual([
      'Labo 10',
      'Labo 11',
      'Labo 12',
      'Labo 13',
      'Labo 14',
      'Labo 15',
      'Labo 16',
      'Labo 17',
      'Labo 18',
      'Labo 19',
    ]);
    // LIKE wildcards are taken literally.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('answers an empty page for a search without matches', async () => {
    const none = (await get('/api/companies/search?text=zzz-nothing&page=0&size=10')).json();
    expect(none).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      last: true,
      pageable: { pageNumber: 0, pageSize: 10, offset: 0 },
    });
  });

  it('refuses a page size outside the list and a negative page', async () => {
    expect((await get('/api/companies/search?size=15')).statusCode).toBe(400);
    expect((await get('/api/companies/search?page=-1')).statusCode).toBe(400);
  });
});
