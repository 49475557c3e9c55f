import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../src/lib/problems';
import { createTestApp, type TestApp } from '../../support/harness';

/** The pharmaceutical fields of a product registered without them. */
const NOT_A_MEDICINE = {
  dci: [],
  form: null,
  unitsPerPack: 1,
  ppv: null,
  pph: null,
  schedule: 'NONE',
  prescriptionRequired: false,
  sellByUnit: false,
  unitProductId: null,
};

let t: TestApp;
let staffToken: string;
type Named = { id: number; name: string };
let antalgics: Named;
let vitamins: Named;
let sanofi: Named & { category: Named };
let bayer: Named & { category: Named };
let box: Named;
let tablet: Named;

async function insertCategory(name: string): Promise<Named> {
  const { id } = await t.database.db.insertInto('categories').values({ name }).returning('id').executeTakeFirstOrThrow();
  return { id, name };
}
async function insertBrand(name: string, category: Named) {
  const { id } = await t.database.db
    .insertInto('brands')
    .values({ name, categoryId: category.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name, category };
}

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
  antalgics = await insertCategory('Antalgiques');
  vitamins = await insertCategory('Vitamines');
  sanofi = await insertBrand('Sanofi', antalgics);
  bayer = await insertBrand('Bayer', vitamins);
  const units = (await t.request(t.adminToken, { method: 'GET', url: '/api/units' })).json<Named[]>();
  box = units.find((u) => u.name === 'Box')!;
  tablet = units.find((u) => u.name === 'Tablet')!;
});
afterAll(() => t.close());

const post = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'POST', url: '/api/products', payload });
const put = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'PUT', url: '/api/products', payload });
const get = (url: string, token: string | null = t.adminToken) => t.request(token, { method: 'GET', url });
const idOf = async (name: string) =>
  (await t.database.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const countNamed = async (name: string) =>
  (await t.database.db.selectFrom('products').select('id').where('name', '=', name).execute()).length;

describe('units', () => {
  it('lists the seeded units in order for any signed-in user', async () => {
    const response = await get('/api/units', staffToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((u: Named) => u.name)).toEqual([
      'Box',
      'Tablet',
      'Capsule',
      'Bottle',
      'Tube',
      'Sachet',
      'Ampoule',
      'Vial',
      'ml',
      'g',
      'Piece',
    ]);
    expect((await get('/api/units', null)).statusCode).toBe(401);
  });
});

describe('registering a product', () => {
  it('saves a product with brand and unit ids and answers it with nested brand, category and unit', async () => {
    const response = await post({ name: ' Doliprane 500mg ', brand: sanofi.id, unit: box.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product registered successfully!' });
    const id = await idOf('Doliprane 500mg');
    const read = await get(`/api/products/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id,
      name: 'Doliprane 500mg',
      brand: { id: sanofi.id, name: 'Sanofi', category: antalgics },
      unit: box,
      vatRate: 0,
      barcode: null,
      reorderLevel: null,
      ...NOT_A_MEDICINE,
    });
  });

  it('accepts brand and unit as objects with an id', async () => {
    expect((await post({ name: 'Supradyn', brand: bayer, unit: { id: tablet.id } })).statusCode).toBe(200);
    expect((await get(`/api/products/${await idOf('Supradyn')}`)).json()).toMatchObject({
      brand: { id: bayer.id, category: vitamins },
      unit: tablet,
    });
  });

  it.each([
    ['name (missing)', { name: undefined }, 'name: Product name is required'],
    ['name (blank)', { name: '  ' }, 'name: Product name is required'],
    ['name (too long)', { name: 'x'.repeat(151) }, 'name: Product name must have at most 150 characters'],
    ['brand (missing)', { brand: undefined }, 'brand: Brand is required'],
    ['brand (empty)', { brand: '' }, 'brand: Brand is required'],
    ['unit (missing)', { unit: undefined }, 'unit: Unit is required'],
    ['unit (null)', { unit: null }, 'unit: Unit is required'],
  ])('refuses a product without a valid %s', async (_case, change, detail) => {
    const response = await post({ name: 'Rejected Product', brand: sanofi.id, unit: box.id, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(detail);
    expect(await countNamed('Rejected Product')).toBe(0);
  });

  it('refuses an unknown brand or unit with 400', async () => {
    const noBrand = await post({ name: 'Ghost', brand: 999_999, unit: box.id });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().detail).toBe('brand: Brand 999999 does not exist');
    const noUnit = await post({ name: 'Ghost', brand: sanofi.id, unit: { id: 999_998 } });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().detail).toBe('unit: Unit 999998 does not exist');
    expect(await countNamed('Ghost')).toBe(0);
  });

  it('refuses the same name, brand and unit twice, but not another unit', async () => {
    const twin = await post({ name: 'DOLIPRANE 500MG', brand: sanofi.id, unit: box.id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().detail).toBe('A product with this name, brand and unit already exists.');
    expect((await post({ name: 'Doliprane 500mg', brand: sanofi.id, unit: tablet.id })).statusCode).toBe(200);
    expect(await countNamed('Doliprane 500mg')).toBe(2);
  });

  it('keeps name, brand and unit unique in the database too, for requests racing past the check', async () => {
    const twin = t.database.db.insertInto('products').values({ name: 'doliprane 500MG', brandId: sanofi.id, unitId: box.id }).execute();
    await expect(twin).rejects.toSatisfy(isUniqueViolation);
    expect(await countNamed('doliprane 500MG')).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await post({ name: 'Staff Product', brand: sanofi.id, unit: box.id }, null)).statusCode).toBe(401);
    expect((await post({ name: 'Staff Product', brand: sanofi.id, unit: box.id }, staffToken)).statusCode).toBe(403);
    expect(await countNamed('Staff Product')).toBe(0);
  });
});

describe('updating a product', () => {
  it('changes name, brand and unit, sent as objects as the screen does', async () => {
    const id = await idOf('Supradyn');
    const response = await put({ id, name: 'Supradyn Energy', brand: sanofi, unit: box });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product updated successfully!', repricedBatches: [] });
    expect((await get(`/api/products/${id}`)).json()).toEqual({
      id,
      name: 'Supradyn Energy',
      brand: sanofi,
      unit: box,
      vatRate: 0,
      barcode: null,
      reorderLevel: null,
      ...NOT_A_MEDICINE,
    });
  });

  it('accepts ids and keeps its own name', async () => {
    const id = await idOf('Supradyn Energy');
    expect((await put({ id, name: 'Supradyn Energy', brand: bayer.id, unit: tablet.id })).statusCode).toBe(200);
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ brand: { id: bayer.id }, unit: tablet });
  });

  it('validates, and answers 400 for unknown references and 404 for an unknown product', async () => {
    const id = await idOf('Supradyn Energy');
    expect((await put({ id, name: '', brand: bayer.id, unit: tablet.id })).json().detail).toContain('name: Product name is required');
    expect((await put({ id, name: 'X', unit: tablet.id })).json().detail).toContain('brand: Brand is required');
    expect((await put({ name: 'X', brand: bayer.id, unit: tablet.id })).statusCode).toBe(400);
    const badBrand = await put({ id, name: 'X', brand: { id: 555_555 }, unit: tablet.id });
    expect(badBrand.statusCode).toBe(400);
    expect(badBrand.json().detail).toBe('brand: Brand 555555 does not exist');
    const badUnit = await put({ id, name: 'X', brand: bayer.id, unit: 555_555 });
    expect(badUnit.statusCode).toBe(400);
    const twin = await put({ id, name: 'doliprane 500mg', brand: sanofi.id, unit: box.id });
    expect(twin.statusCode).toBe(409);
    const unknown = await put({ id: 777_777, name: 'X', brand: bayer.id, unit: tablet.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Product 777777 does not exist.');
    expect((await get(`/api/products/${id}`)).json().name).toBe('Supradyn Energy');
  });

  it('is for administrators only', async () => {
    const id = await idOf('Supradyn Energy');
    expect((await put({ id, name: 'By Nobody', brand: bayer.id, unit: tablet.id }, null)).statusCode).toBe(401);
    expect((await put({ id, name: 'By Staff', brand: bayer.id, unit: tablet.id }, staffToken)).statusCode).toBe(403);
    expect((await get(`/api/products/${id}`)).json().name).toBe('Supradyn Energy');
  });
});

describe('reading products', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 22; i++) {
      const n = String(i).padStart(2, '0');
      expect((await post({ name: `Produit ${n}`, brand: i % 2 ? sanofi.id : bayer.id, unit: box.id })).statusCode).toBe(200);
    }
  });

  it('reads one product for any signed-in user, 404 for an unknown id', async () => {
    const id = await idOf('Produit 02');
    expect((await get(`/api/products/${id}`, staffToken)).json()).toEqual({
      id,
      name: 'Produit 02',
      brand: bayer,
      unit: box,
      vatRate: 0,
      barcode: null,
      reorderLevel: null,
      ...NOT_A_MEDICINE,
    });
    const missing = await get('/api/products/31337', staffToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Product 31337 does not exist.');
    expect((await get('/api/products/search', null)).statusCode).toBe(401);
    expect((await get(`/api/products/${id}`, null)).statusCode).toBe(401);
  });

  it('pages by id with the spec paged shape', async () => {
    const first = (await get('/api/products/search?page=0&size=10&text=', staffToken)).json();
    expect(first).toMatchObject({ totalElements: 25, totalPages: 3, last: false, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } });
    expect(first.content[0]).toEqual({
      id: expect.any(Number),
      name: 'Doliprane 500mg',
      brand: sanofi,
      unit: box,
      vatRate: 0,
      barcode: null,
      reorderLevel: null,
      ...NOT_A_MEDICINE,
    });
    const ids = first.content.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = (await get('/api/products/search?page=2&size=10')).json();
    expect(last).toMatchObject({ last: true, pageable: { pageNumber: 2, offset: 20 } });
    expect(last.content.map((p: { name: string }) => p.name)).toEqual([
      'Produit 18',
      'Produit 19',
      'Produit 20',
      'Produit 21',
      'Produit 22',
    ]);
    expect((await get('/api/products/search?page=3&size=10')).json()).toMatchObject({ content: [], totalElements: 25, last: true });
  });

  it('searches product name, brand name and category name, case-insensitively', async () => {
    const search = async (text: string) =>
      (await get(`/api/products/search?text=${encodeURIComponent(text)}&size=50`)).json().content.map((p: { name: string }) => p.name);
    expect(await search('doliPRANE')).toEqual(['Doliprane 500mg', 'Doliprane 500mg']);
    expect(await search('produit 2')).toEqual(['Produit 20', 'Produit 21', 'Produit 22']);
    const bayerNames = await search('BAYER');
    expect(bayerNames).toHaveLength(12);
    expect(await search('vitamines')).toEqual(bayerNames);
    expect(await search('antalg')).toHaveLength(13);
    expect((await get('/api/products/search?text=aspirine')).json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      last: true,
      pageable: { pageNumber: 0, pageSize: 10, offset: 0 },
    });
  });

  it('counts a product matched by its name and its brand once, and pages a text search by id', async () => {
    const page = async (text: string, number: number) => (await get(`/api/products/search?text=${text}&page=${number}&size=10`)).json();
    // 'i' is in every product's name or in its brand's, and in both for some: each product once.
    expect(await page('i', 0)).toMatchObject({ totalElements: 25, totalPages: 3, last: false });
    expect((await page('I', 2)).content.map((p: { name: string }) => p.name)).toEqual([
      'Produit 18',
      'Produit 19',
      'Produit 20',
      'Produit 21',
      'Produit 22',
    ]);
    const produits = await page('PRODUIT', 1);
    expect(produits).toMatchObject({ totalElements: 22, totalPages: 3, last: false, pageable: { pageNumber: 1, offset: 10 } });
    expect(produits.content.map((p: { name: string }) => p.name)).toEqual(
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => `Produit ${n}`),
    );
    expect((await page('produit', 3)).content).toEqual([]);
  });

  it('follows a brand or category rename in the product answers', async () => {
    await t.database.db.updateTable('categories').set({ name: 'Antidouleurs' }).where('id', '=', antalgics.id).execute();
    const id = await idOf('Produit 01');
    expect((await get(`/api/products/${id}`)).json().brand.category).toEqual({ id: antalgics.id, name: 'Antidouleurs' });
    expect((await get('/api/products/search?text=antidouleurs&size=50')).json().totalElements).toBe(13);
  });

  it('finds the products as they are now when a text is searched again after a product, brand or category changed', async () => {
    const names = async (text: string) =>
      (await get(`/api/products/search?text=${encodeURIComponent(text)}&size=50`)).json().content.map((p: { name: string }) => p.name);
    const rename = (table: 'products' | 'brands' | 'categories', from: string, to: string) =>
      t.database.db.updateTable(table).set({ name: to }).where('name', '=', from).execute();

    expect([await names('produit 2'), await names('produit 2')]).toEqual([
      ['Produit 20', 'Produit 21', 'Produit 22'],
      ['Produit 20', 'Produit 21', 'Produit 22'],
    ]);
    await rename('products', 'Produit 20', 'Article 20');
    expect(await names('produit 2')).toEqual(['Produit 21', 'Produit 22']);
    await rename('products', 'Article 20', 'Produit 20');

    await t.database.db.updateTable('categories').set({ name: 'Antidouleurs' }).where('id', '=', antalgics.id).execute();
    const painkillers = await names('antidouleurs');
    expect(painkillers).toContain('Produit 01');
    await rename('categories', 'Antidouleurs', 'Analgésiques');
    expect([await names('antidouleurs'), await names('analgesiques')]).toEqual([[], painkillers]);

    expect(await names('bayer')).not.toEqual([]);
    await rename('brands', 'Bayer', 'Baier');
    expect(await names('bayer')).toEqual([]);
    await rename('brands', 'Baier', 'Bayer');
  });
});

describe('API description', () => {
  it('documents the catalogue calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/products', '/api/products/search', '/api/suppliers/update', '/api/companies/search', '/api/units']) {
      expect(paths).toContain(path);
    }
  });
});
