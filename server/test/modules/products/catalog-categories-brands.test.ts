import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token: string | null = t.adminToken) =>
  t.request(token, { method, url, payload: payload as object });

async function categoryId(name: string): Promise<number> {
  return (await t.database.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}
async function brandId(name: string, category: number): Promise<number> {
  return (
    await t.database.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', name)
      .where('categoryId', '=', category)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('categories', () => {
  it('registers, reads, lists and renames a category', async () => {
    const created = await send('POST', '/api/categories', { name: ' Antibiotics ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Category registered successfully.' });
    expect((await send('POST', '/api/categories', { name: 'Vitamins' })).statusCode).toBe(200);
    const id = await categoryId('Antibiotics');
    expect((await send('GET', `/api/categories/${id}`)).json()).toEqual({ id, name: 'Antibiotics', defaultVatRate: null });

    const renamed = await send('PUT', '/api/categories', { id, name: 'Antibiotiques' });
    expect(renamed.json()).toEqual({ message: 'Category updated successfully.' });
    expect((await send('GET', `/api/categories/${id}`, undefined, staffToken)).json()).toEqual({
      id,
      name: 'Antibiotiques',
      defaultVatRate: null,
    });
    // A category may change the case of its own name.
    expect((await send('PUT', '/api/categories', { id, name: 'ANTIBIOTIQUES' })).statusCode).toBe(200);
    expect((await send('PUT', '/api/categories', { id, name: 'Antibiotiques' })).statusCode).toBe(200);

    const list = await send('GET', '/api/categories', undefined, staffToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id, name: 'Antibiotiques', defaultVatRate: null },
      { id: await categoryId('Vitamins'), name: 'Vitamins', defaultVatRate: null },
    ]);
  });

  it('refuses a duplicate name, whatever the case, on create and rename', async () => {
    const duplicate = await send('POST', '/api/categories', { name: 'vitamins' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe("A category named 'vitamins' already exists.");
    const rename = await send('PUT', '/api/categories', { id: await categoryId('Antibiotiques'), name: 'VITAMINS' });
    expect(rename.statusCode).toBe(409);
    expect((await send('GET', '/api/categories')).json()).toHaveLength(2);
  });

  it('refuses an empty name and answers 404 for an unknown id', async () => {
    for (const payload of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(101) }]) {
      const response = await send('POST', '/api/categories', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('name:');
    }
    expect((await send('PUT', '/api/categories', { id: await categoryId('Vitamins'), name: '' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/categories', { id: 777, name: 'Ghost' })).statusCode).toBe(404);
    expect((await send('GET', '/api/categories/777')).statusCode).toBe(404);
  });

  it('searches and pages categories in id order', async () => {
    for (let i = 1; i <= 21; i++)
      expect((await send('POST', '/api/categories', { name: `Group ${String(i).padStart(2, '0')}` })).statusCode).toBe(200);
    const first = (await send('GET', '/api/categories/search?text=GROUP&page=0&size=10', undefined, staffToken)).json();
    expect(first).toMatchObject({ totalElements: 21, totalPages: 3, last: false });
    expect(first.content[0].name).toBe('Group 01');
    const last = (await send('GET', '/api/categories/search?text=group&page=2&size=10')).json();
    expect(last.content.map((c: { name: string }) => c.name)).toEqual(['Group 21']);
    expect(last.last).toBe(true);
    expect((await send('GET', '/api/categories/search?text=group&page=3&size=10')).json()).toMatchObject({ content: [], last: true });
    expect((await send('GET', '/api/categories/search?text=vitam')).json().content).toEqual([
      { id: await categoryId('Vitamins'), name: 'Vitamins', defaultVatRate: null },
    ]);
    expect((await send('GET', '/api/categories/search?text=zzz')).json()).toMatchObject({ content: [], totalElements: 0 });
    expect((await send('GET', '/api/categories/search')).json().totalElements).toBe(23);
  });
});

describe('brands', () => {
  it('registers a brand in a category and answers it with its category', async () => {
    const vitamins = await categoryId('Vitamins');
    const created = await send('POST', '/api/brands', { name: 'Supradyn', category: { id: vitamins, name: 'ignored' } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Brand registered successfully.' });
    const id = await brandId('Supradyn', vitamins);
    expect((await send('GET', `/api/brands/${id}`, undefined, staffToken)).json()).toEqual({
      id,
      name: 'Supradyn',
      category: { id: vitamins, name: 'Vitamins' },
    });
  });

  it('refuses a duplicate name within a category but accepts it in another', async () => {
    const vitamins = await categoryId('Vitamins');
    const antibiotics = await categoryId('Antibiotiques');
    const duplicate = await send('POST', '/api/brands', { name: 'SUPRADYN', category: { id: vitamins } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe("The category 'Vitamins' already has a brand named 'SUPRADYN'.");
    expect((await send('POST', '/api/brands', { name: 'Supradyn', category: { id: antibiotics } })).statusCode).toBe(200);
    expect((await send('POST', '/api/brands', { name: 'Amoxil', category: { id: antibiotics } })).statusCode).toBe(200);
    // Moving a brand into a category that already has its name is a conflict too.
    const amoxil = await brandId('Amoxil', antibiotics);
    expect((await send('PUT', '/api/brands', { id: amoxil, name: 'supradyn', category: { id: vitamins } })).statusCode).toBe(409);
  });

  it('updates the name and the category of a brand', async () => {
    const vitamins = await categoryId('Vitamins');
    const antibiotics = await categoryId('Antibiotiques');
    const id = await brandId('Amoxil', antibiotics);
    const response = await send('PUT', '/api/brands', { id, name: 'Amoxil Vit', category: { id: vitamins, name: 'Vitamins' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Brand updated successfully' });
    expect((await send('GET', `/api/brands/${id}`)).json()).toEqual({
      id,
      name: 'Amoxil Vit',
      category: { id: vitamins, name: 'Vitamins' },
    });
    // Keeping its own name is fine.
    expect((await send('PUT', '/api/brands', { id, name: 'Amoxil Vit', category: { id: vitamins } })).statusCode).toBe(200);
  });

  it('lists every brand with its category, by name', async () => {
    const list = await send('GET', '/api/brands', undefined, staffToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { name: string; category: { name: string } }) => `${b.name}/${b.category.name}`)).toEqual([
      'Amoxil Vit/Vitamins',
      'Supradyn/Vitamins',
      'Supradyn/Antibiotiques',
    ]);
  });

  it('refuses a missing name or category, and an unknown category or brand', async () => {
    const vitamins = await categoryId('Vitamins');
    for (const [field, payload] of [
      ['name', { name: '', category: { id: vitamins } }],
      ['name', { category: { id: vitamins } }],
      ['category', { name: 'Orphan' }],
      ['category', { name: 'Orphan', category: {} }],
      ['category', { name: 'Orphan', category: null }],
    ] as const) {
      const response = await send('POST', '/api/brands', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toContain(`${field}`);
    }
    const unknownCategory = await send('POST', '/api/brands', { name: 'Orphan', category: { id: 4040 } });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().detail).toBe('category: Category 4040 does not exist.');
    const id = await brandId('Supradyn', vitamins);
    expect((await send('PUT', '/api/brands', { id, name: 'Supradyn', category: { id: 4040 } })).statusCode).toBe(400);
    expect((await send('PUT', '/api/brands', { id: 5050, name: 'Ghost', category: { id: vitamins } })).statusCode).toBe(404);
    expect((await send('GET', '/api/brands/5050')).statusCode).toBe(404);
    expect((await send('GET', '/api/brands/search?text=orphan')).json().totalElements).toBe(0);
  });

  it('searches brands by brand or category name and pages them in id order', async () => {
    const group = await categoryId('Group 07');
    for (let i = 1; i <= 12; i++)
      expect((await send('POST', '/api/brands', { name: `Label ${String(i).padStart(2, '0')}`, category: { id: group } })).statusCode).toBe(
        200,
      );
    const names = async (query: string) =>
      (await send('GET', `/api/brands/search?${query}`, undefined, staffToken)).json().content.map((b: { name: string }) => b.name);
    expect(await names('text=SUPRA')).toEqual(['Supradyn', 'Supradyn']);
    expect(await names('text=vitamins&size=50')).toEqual(['Supradyn', 'Amoxil Vit']);
    expect(await names('text=group 07&page=1&size=10')).toEqual(['Label 11', 'Label 12']);
    const page = (await send('GET', '/api/brands/search?text=label&page=1&size=10')).json();
    expect(page).toMatchObject({ totalElements: 12, totalPages: 2, last: true, pageable: { pageNumber: 1, offset: 10 } });
    expect(page.content[0]).toMatchObject({ name: 'Label 11', category: { id: group, name: 'Group 07' } });
    expect((await send('GET', '/api/brands/search?text=label&page=4')).json()).toMatchObject({ content: [], totalElements: 12 });
    expect((await send('GET', '/api/brands/search?text=nothing')).json()).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('access', () => {
  const reads = ['/api/categories', '/api/categories/search', '/api/categories/1', '/api/brands', '/api/brands/search', '/api/brands/1'];
  const writes = [
    { method: 'POST' as const, url: '/api/categories', payload: { name: 'Staff Category' } },
    { method: 'PUT' as const, url: '/api/categories', payload: { id: 1, name: 'Staff Category' } },
    { method: 'POST' as const, url: '/api/brands', payload: { name: 'Staff Brand', category: { id: 1 } } },
    { method: 'PUT' as const, url: '/api/brands', payload: { id: 1, name: 'Staff Brand', category: { id: 1 } } },
  ];

  it('needs a token for every call', async () => {
    for (const url of reads) expect((await t.request(null, { method: 'GET', url })).statusCode, url).toBe(401);
    for (const call of writes) expect((await t.request(null, call)).statusCode, call.url).toBe(401);
  });

  it('lets ROLE_USER read but not write', async () => {
    for (const url of reads) expect((await t.request(staffToken, { method: 'GET', url })).statusCode, url).toBe(200);
    for (const call of writes) {
      const response = await t.request(staffToken, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().detail).toBe('Only an administrator can do this');
    }
    expect((await send('GET', '/api/categories/search?text=staff')).json().totalElements).toBe(0);
    expect((await send('GET', '/api/brands/search?text=staff')).json().totalElements).toBe(0);
  });
});
