/**
 * Issue 47, what each shop may share with another and what it may not: names, barcodes, lot numbers,
 * usernames and document numbers are each shop's own (shop B takes A's freely, and its numbering
 * starts at 000001 whatever A has issued), while an e-mail address stays the installation's. A
 * search, an import or a data export in B finds B's rows only, however many of A's match.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { ImportPreview } from '@hanout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { callerOf, openShop, seedShop, SHARED, SHARED_BARCODES, SPEC_A, SPEC_B, STAFF_PASSWORD, type SeededShop } from '../support/shops';
import { csvOf, upload } from '../support/imports';
import { createShop } from '../../src/modules/shops';
import { inShop } from '../../src/db/shop-scope';

const B_ADMIN_EMAIL = 'admin@beta.test';
let t: TestApp;
let a: SeededShop;
let b: SeededShop;
let bAdminPassword: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedShop(t, 1, t.adminToken, SPEC_A);
  const created = await createShop(t.database.db, { code: 'beta', name: 'Beta', adminEmail: B_ADMIN_EMAIL });
  bAdminPassword = created.adminPassword;
  b = await seedShop(t, created.id, await t.login(B_ADMIN_EMAIL, bAdminPassword), SPEC_B);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const signIn = (body: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
/** The name of the shop a token is signed in to, as its settings say. */
const shopName = async (token: string) =>
  (await t.request(token, { method: 'GET', url: '/api/settings/shop' })).json<{ name: string }>().name;

describe(`each shop's names, codes and numbers (${dialectUnderTest})`, () => {
  it('lets B take A’s category, brand, product, company, supplier and customer names and A’s barcodes', () => {
    // seedShop made them in each shop through the API: had B been refused, it would have failed.
    expect(b.main.products).toHaveLength(SHARED.products.length);
    expect(b.main.products.some((id) => a.main.products.includes(id))).toBe(false);
    expect(b.main.customer).not.toBe(a.main.customer);
    expect(b.main.supplier).not.toBe(a.main.supplier);
  });

  it('keeps names and barcodes unique within B', async () => {
    const call = callerOf(t, b.adminToken);
    expect((await call('POST', '/api/categories', { name: SHARED.category })).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/companies', { name: SHARED.company, email: 'x@sothema.test', mobile: '0522000001', address: 'Rabat' }))
        .statusCode,
    ).toBe(409);
    const [brand] = await inShop(b.shopId, () => t.database.db.selectFrom('brands').select('id').execute());
    const [unit] = await inShop(b.shopId, () => t.database.db.selectFrom('units').select('id').where('name', '=', 'Box').execute());
    const twin = await call('POST', '/api/products', {
      name: 'Autre produit',
      brand: brand.id,
      unit: unit.id,
      barcode: SHARED_BARCODES[0],
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ detail: string }>().detail).toContain(SHARED.products[0]);
  });

  it('has the same units in every shop, each shop its own rows', async () => {
    const names = (shopId: number) =>
      inShop(shopId, () => t.database.db.selectFrom('units').select(['id', 'name']).orderBy('name').execute());
    const [unitsA, unitsB] = [await names(a.shopId), await names(b.shopId)];
    expect(unitsB.map((unit) => unit.name)).toEqual(unitsA.map((unit) => unit.name));
    expect(unitsB.some((unit) => unitsA.some((other) => other.id === unit.id))).toBe(false);
  });

  it('does not take A’s customer for a duplicate of B’s', async () => {
    const call = callerOf(t, b.adminToken);
    const body = { ice: SPEC_A.ownCustomer.ice, name: `Yasmina ${SPEC_A.only}`, mobile: SPEC_A.ownCustomer.mobile };
    expect((await call('POST', '/api/customers', body)).statusCode).toBe(200);
    // Within B, the same name and mobile again is a duplicate.
    expect((await call('POST', '/api/customers', body)).statusCode).toBe(409);
  });

  it('numbers each shop’s documents from 000001, whatever the other has issued', () => {
    const year = new Date().getFullYear();
    const firstOf = (numbers: string[]) =>
      new Map(numbers.map((number): [string, string] => [number.replace(/\d+$/, ''), number]).reverse());
    const [firstA, firstB] = [firstOf(a.numbers), firstOf(b.numbers)];
    expect([...firstB.keys()]).toEqual([...firstA.keys()]);
    for (const [prefix, number] of firstB) {
      expect(number).toMatch(new RegExp(`-${year}-000001$`));
      expect(firstA.get(prefix)).toBe(number);
    }
    expect(a.numbers.filter((number) => number.startsWith('FA-'))).toHaveLength(2 + SPEC_A.extraSales);
    expect(b.numbers).toContain(`FA-${year}-000001`);
  });
});

describe(`signing in, usernames and e-mail addresses (${dialectUnderTest})`, () => {
  it('signs the username admin in to the shop its code names, and each e-mail to its own shop', async () => {
    const toA = await signIn({ username: 'admin', password: ADMIN_PASSWORD, shop: 'main' });
    const toB = await signIn({ username: 'admin', password: bAdminPassword, shop: 'beta' });
    expect([toA.statusCode, toB.statusCode]).toEqual([200, 200]);
    expect(await shopName(toA.json<{ token: string }>().token)).toBe(`Pharmacie ${SPEC_A.only}`);
    expect(await shopName(toB.json<{ token: string }>().token)).toBe(`Pharmacie ${SPEC_B.only}`);
    // A's password in B's shop, B's in A's: wrong passwords.
    expect((await signIn({ username: 'admin', password: ADMIN_PASSWORD, shop: 'beta' })).statusCode).toBe(401);
    expect((await signIn({ username: 'admin', password: bAdminPassword, shop: 'main' })).statusCode).toBe(401);
    // Two shops: a username alone names nobody.
    expect((await signIn({ username: 'admin', password: ADMIN_PASSWORD })).statusCode).toBe(400);
    // The same username 'caissier' in both shops, each with its own e-mail.
    expect((await signIn({ username: SHARED.staffUsername, password: STAFF_PASSWORD, shop: 'beta' })).statusCode).toBe(200);
    expect((await signIn({ username: SPEC_A.staffEmail, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses in B an e-mail address A uses (409), on a new user, a changed user and a new shop', async () => {
    const call = callerOf(t, b.adminToken);
    const user = { name: 'Someone', username: 'someone', password: 'someone-secret-1', mobile: '0600000099', role: 'ROLE_USER' };
    expect((await call('POST', '/api/users', { ...user, email: ADMIN_EMAIL })).statusCode).toBe(409);
    expect((await call('POST', '/api/users', { ...user, email: SPEC_A.staffEmail.toUpperCase() })).statusCode).toBe(409);
    const [staff] = await inShop(b.shopId, () =>
      t.database.db.selectFrom('users').selectAll().where('email', '=', SPEC_B.staffEmail).execute(),
    );
    const change = { id: staff.id, name: staff.name, mobile: '0600000098', email: SPEC_A.staffEmail, role: 'ROLE_USER' };
    expect((await call('PUT', '/api/users', change)).statusCode).toBe(409);
    await expect(createShop(t.database.db, { code: 'gamma', name: 'Gamma', adminEmail: ADMIN_EMAIL })).rejects.toMatchObject({
      status: 409,
    });
    // A's own user keeps the address.
    expect((await signIn({ username: SPEC_A.staffEmail, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });
});

describe(`B's searches, imports and export find B's rows only (${dialectUnderTest})`, () => {
  it('finds B’s product by name however many of A’s match first', async () => {
    // Twelve of A's products match the searched name, all with lower ids than B's.
    const shopA = await openShop(t, 'alpha2', 'admin@alpha2.test');
    const callA = callerOf(t, shopA.adminToken);
    const callB = callerOf(t, b.adminToken);
    const [unitA] = await inShop(shopA.id, () => t.database.db.selectFrom('units').select('id').where('name', '=', 'Box').execute());
    await callA('POST', '/api/categories', { name: SHARED.category });
    const [category] = await inShop(shopA.id, () => t.database.db.selectFrom('categories').select('id').execute());
    await callA('POST', '/api/brands', { name: SHARED.brand, category: { id: category.id } });
    const [brandA] = await inShop(shopA.id, () => t.database.db.selectFrom('brands').select('id').execute());
    for (let i = 1; i <= 12; i++) {
      expect((await callA('POST', '/api/products', { name: `Paracetamol Xq ${i}`, brand: brandA.id, unit: unitA.id })).statusCode).toBe(
        200,
      );
    }
    const [brandB] = await inShop(b.shopId, () => t.database.db.selectFrom('brands').select('id').execute());
    const [unitB] = await inShop(b.shopId, () => t.database.db.selectFrom('units').select('id').where('name', '=', 'Box').execute());
    expect((await callB('POST', '/api/products', { name: 'Paracetamol Xq B', brand: brandB.id, unit: unitB.id })).statusCode).toBe(200);
    for (const q of ['Paracetamol', 'Xq']) {
      const found = (await callB('GET', `/api/products/lookup?q=${q}`)).json<unknown>();
      expect(JSON.stringify(found), q).toContain('Paracetamol Xq B');
    }
  });

  it('previews an import naming A’s own product and lot as new in B, and B’s as existing', async () => {
    const products = csvOf([
      ['Désignation', 'Code-barres', 'Marque', 'Catégorie', 'Unité'],
      [`Zyrtec ${SPEC_A.only}`, '', SHARED.brand, SHARED.category, 'Box'],
      [SHARED.products[0], SHARED_BARCODES[0], SHARED.brand, SHARED.category, 'Box'],
    ]);
    const previewed = await upload(t, 'products', products, { token: b.adminToken });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json<ImportPreview>();
    expect(preview.rows.map((row) => row.action)).toEqual(['NEW', 'UNCHANGED']);
    expect(preview.newNames).toEqual({ categories: [], brands: [], units: [], companies: [] });
    const expiry = `${new Date().getFullYear() + 2}-01-31`;
    const stock = csvOf([
      ['Produit', 'Code-barres', 'Quantité', 'Lot', 'Péremption', 'PA', 'PV'],
      [`Zyrtec ${SPEC_A.only}`, '', '5', 'L1', expiry, '10', '15'],
      [SHARED.products[1], '', '5', `LOT-${SPEC_A.only}`, expiry, '10', '15'],
    ]);
    const stockPreviewed = await upload(t, 'opening-stock', stock, { token: b.adminToken });
    expect(stockPreviewed.statusCode, stockPreviewed.body).toBe(200);
    const stockPreview = stockPreviewed.json<ImportPreview>();
    expect(stockPreview.rows.map((row) => [row.action, row.errors.map((error) => error.message)])).toEqual([
      ['INVALID', [`No product is named Zyrtec ${SPEC_A.only}.`]],
      ['NEW', []],
    ]);
  });

  it('downloads in B’s data export B’s rows, its own shop, and none of the installation’s tables', async () => {
    const response = await t.request(b.adminToken, { method: 'GET', url: '/api/backups/export' });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const rows = (name: string) =>
      strFromU8(files[name])
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    expect(Object.keys(files)).not.toContain('login_failures.csv');
    expect(Object.keys(files)).not.toContain('revoked_tokens.csv');
    expect(Object.keys(files)).not.toContain('shops.csv');
    expect(rows('shop.csv')).toHaveLength(2);
    expect(rows('shop.csv')[1]).toMatch(/^\d+,beta,/);
    // The shop's rows, told by nothing else: no table carries shop_id in a shop's export.
    for (const content of Object.values(files)) expect(strFromU8(content).split('\r\n')[0].split(',')).not.toContain('shop_id');
    expect(rows('invoices.csv').length - 1).toBe(b.ids.invoices.length);
  });
});
