import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
let staffToken: string;
let sothema: { id: number; name: string; address: string; email: string; mobile: string };
let cooper: typeof sothema;

async function insertCompany(name: string, email: string) {
  const values = { name, email, mobile: '0522000000', address: `${name} street, Casablanca` };
  const { id } = await t.database.db.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
  sothema = await insertCompany('Sothema', 'contact@sothema.ma');
  cooper = await insertCompany('Cooper Pharma', 'info@cooper.ma');
});
afterAll(() => t.close());

const valid = { name: 'Karim Alaoui', email: 'karim@sothema.ma', mobile: '0661000001' };
const post = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'POST', url: '/api/suppliers', payload });
const put = (payload: object, token: string | null = t.adminToken) =>
  t.request(token, { method: 'PUT', url: '/api/suppliers/update', payload });
const get = (url: string, token: string | null = t.adminToken) => t.request(token, { method: 'GET', url });
const idOf = async (name: string) =>
  (await t.database.db.selectFrom('suppliers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const countNamed = async (name: string) =>
  (await t.database.db.selectFrom('suppliers').select('id').where('name', '=', name).execute()).length;

describe('registering a supplier', () => {
  it('saves the supplier with the company sent as a numeric id', async () => {
    const response = await post({ ...valid, name: ' Karim Alaoui ', email: 'Karim@Sothema.ma', company: sothema.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Supplier registered successfully!' });
    const id = await idOf('Karim Alaoui');
    const read = await get(`/api/suppliers/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id, ...valid, company: sothema });
  });

  it.each([
    ['name (short)', { name: 'Ka' }, 'name: Name must have at least 3 characters'],
    ['name (missing)', { name: undefined }, 'name: Name is required'],
    ['email (short)', { email: 'a@' }, 'email: Email must have at least 3 characters'],
    ['email (invalid)', { email: 'karim-at-sothema' }, 'email: Email must be a valid e-mail address'],
    ['mobile (short)', { mobile: '06' }, 'mobile: Mobile must have at least 3 characters'],
    ['mobile (long)', { mobile: '0'.repeat(21) }, 'mobile: Mobile must have at most 20 characters'],
    ['company (missing)', { company: undefined }, 'company: Company is required'],
    ['company (empty)', { company: '' }, 'company: Company is required'],
  ])('refuses a supplier without a valid %s', async (_case, change, detail) => {
    const response = await post({ ...valid, name: 'Rejected Supplier', company: sothema.id, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(detail);
    expect(await countNamed('Rejected Supplier')).toBe(0);
  });

  it('refuses an unknown company with 400', async () => {
    const response = await post({ ...valid, name: 'Orphan Supplier', company: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('company: Company 999999 does not exist');
    expect(await countNamed('Orphan Supplier')).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await post({ ...valid, name: 'Staff Supplier', company: sothema.id }, null)).statusCode).toBe(401);
    expect((await post({ ...valid, name: 'Staff Supplier', company: sothema.id }, staffToken)).statusCode).toBe(403);
    expect(await countNamed('Staff Supplier')).toBe(0);
  });
});

describe('updating a supplier', () => {
  it('changes the fields and moves the supplier to the company object sent', async () => {
    const id = await idOf('Karim Alaoui');
    // The screen sends the whole selected company; its other fields never change the company.
    const response = await put({
      id,
      name: 'Karim El Alaoui',
      email: 'karim@cooper.ma',
      mobile: '0661000009',
      company: { ...cooper, name: 'Ignored' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Supplier updated successfully!' });
    expect((await get(`/api/suppliers/${id}`)).json()).toEqual({
      id,
      name: 'Karim El Alaoui',
      email: 'karim@cooper.ma',
      mobile: '0661000009',
      company: cooper,
    });
    expect((await get(`/api/companies/${cooper.id}`)).json().name).toBe('Cooper Pharma');
  });

  it('accepts the company as a bare id too', async () => {
    const id = await idOf('Karim El Alaoui');
    expect((await put({ id, ...valid, company: sothema.id })).statusCode).toBe(200);
    expect((await get(`/api/suppliers/${id}`)).json().company).toEqual(sothema);
  });

  it('validates like registration', async () => {
    const id = await idOf('Karim Alaoui');
    for (const [change, detail] of [
      [{ name: 'Ka' }, 'name: Name must have at least 3 characters'],
      [{ email: 'bad' }, 'email: Email must be a valid e-mail address'],
      [{ mobile: '' }, 'mobile: Mobile must have at least 3 characters'],
      [{ company: undefined }, 'company: Company is required'],
      [{ company: {} }, 'company'],
    ] as const) {
      const response = await put({ id, ...valid, company: sothema, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    expect((await get(`/api/suppliers/${id}`)).json()).toEqual({ id, ...valid, company: sothema });
  });

  it('refuses an unknown company with 400 and an unknown supplier with 404', async () => {
    const id = await idOf('Karim Alaoui');
    const badCompany = await put({ id, ...valid, company: { ...sothema, id: 888_888 } });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().detail).toBe('company: Company 888888 does not exist');
    const unknown = await put({ id: 777_777, ...valid, company: sothema });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Supplier 777777 does not exist.');
    expect((await get(`/api/suppliers/${id}`)).json().company.id).toBe(sothema.id);
  });

  it('is for administrators only', async () => {
    const id = await idOf('Karim Alaoui');
    expect((await put({ id, ...valid, name: 'Changed By Nobody', company: sothema }, null)).statusCode).toBe(401);
    expect((await put({ id, ...valid, name: 'Changed By Staff', company: sothema }, staffToken)).statusCode).toBe(403);
    expect((await get(`/api/suppliers/${id}`)).json().name).toBe('Karim Alaoui');
  });
});

describe('reading suppliers', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 24; i++) {
      const n = String(i).padStart(2, '0');
      const response = await post({
        name: `Rep ${n}`,
        email: `rep${n}@labos.ma`,
        mobile: `07000000${n}`,
        company: i % 3 ? sothema.id : cooper.id,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('reads one supplier with its company for any signed-in user, 404 for an unknown id', async () => {
    const id = await idOf('Rep 03');
    expect((await get(`/api/suppliers/${id}`, staffToken)).json()).toEqual({
      id,
      name: 'Rep 03',
      email: 'rep03@labos.ma',
      mobile: '0700000003',
      company: cooper,
    });
    const missing = await get('/api/suppliers/424242', staffToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Supplier 424242 does not exist.');
    expect((await get('/api/suppliers/0')).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await get('/api/suppliers/search', null)).statusCode).toBe(401);
    expect((await get('/api/suppliers/1', null)).statusCode).toBe(401);
  });

  it('pages by id with the spec paged shape, for any signed-in user', async () => {
    const first = await get('/api/suppliers/search?text=&page=0&size=10', staffToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ totalElements: 25, totalPages: 3, last: false, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } });
    expect(body.content[0]).toEqual({ id: await idOf('Karim Alaoui'), ...valid, company: sothema });
    const ids = body.content.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const middle = (await get('/api/suppliers/search?page=1&size=20')).json();
    expect(middle).toMatchObject({ totalPages: 2, last: true, pageable: { pageNumber: 1, offset: 20 } });
    expect(middle.content.map((s: { name: string }) => s.name)).toEqual(['Rep 20', 'Rep 21', 'Rep 22', 'Rep 23', 'Rep 24']);

    expect((await get('/api/suppliers/search?page=9&size=10')).json()).toMatchObject({ content: [], totalElements: 25, last: true });
  });

  it('searches name, e-mail, mobile and company name, case-insensitively', async () => {
    const search = async (text: string) =>
      (await get(`/api/suppliers/search?text=${encodeURIComponent(text)}&size=50`)).json().content.map((s: { name: string }) => s.name);
    expect(await search('KARIM')).toEqual(['Karim Alaoui']);
    expect(await search('REP07@')).toEqual(['Rep 07']);
    expect(await search('0700000012')).toEqual(['Rep 12']);
    expect(await search('cooper')).toEqual(['Rep 03', 'Rep 06', 'Rep 09', 'Rep 12', 'Rep 15', 'Rep 18', 'Rep 21', 'Rep 24']);
    const none = (await get('/api/suppliers/search?text=nobody-here')).json();
    expect(none).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      last: true,
      pageable: { pageNumber: 0, pageSize: 10, offset: 0 },
    });
  });

  it('follows a company rename in the supplier answers', async () => {
    await t.request(t.adminToken, { method: 'PUT', url: '/api/companies', payload: { ...cooper, name: 'Cooper Pharma Maroc' } });
    const found = (await get('/api/suppliers/search?text=cooper pharma maroc&size=50')).json();
    expect(found.totalElements).toBe(8);
    expect(found.content[0].company.name).toBe('Cooper Pharma Maroc');
  });
});
