import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertCounts, Alerts, Product } from '@hanout/contract';
import { createTestApp, type InjectResponse, type TestApp } from '../../support/harness';
import { downloadExport, records } from '../../support/exports';
import { pdfText } from '../../support/pdf-text';
import { addDays, insertBrand, insertCategory, insertProduct, insertStock, shopToday } from '../../support/purchasing-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let staffToken: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
  today = shopToday(t);
});
afterAll(() => t.close());

const get = (url: string, token = t.adminToken) => t.request(token, { method: 'GET', url });
async function ok(response: Promise<InjectResponse>): Promise<InjectResponse> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}
const alertsOf = async (query = '', token = t.adminToken) => (await ok(get(`/api/alerts${query}`, token))).json<Alerts>();
const setLevel = (productId: number, reorderLevel: number | null) =>
  t.database.db.updateTable('products').set({ reorderLevel }).where('id', '=', productId).execute();
const lowNames = (alerts: Alerts) => alerts.lowStock.map((low) => low.product.name);

/** Sells `quantity` units of one batch through the API, as the counter does. */
async function sell(stockId: number, quantity: number) {
  const customer = await t.database.db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
  await given.sale({ customer: customer.id, lines: [{ stock: stockId, quantity }], paid: quantity * 15 });
}

describe('GET /api/alerts: low stock', () => {
  it('lists a product once its unexpired units reach its level, 0 left included, and never one without a level', async () => {
    const doliprane = await insertProduct(t, 'Doliprane 1000', 'Sanofi', 'Antalgiques');
    const batch = await insertStock(t, { productId: doliprane.id, quantity: 12, expireDate: addDays(today, 400) });
    // Expired units do not count: 30 of them do not lift the product over its level.
    await insertStock(t, { productId: doliprane.id, quantity: 30, expireDate: addDays(today, -3) });
    await setLevel(doliprane.id, 10);
    const empty = await insertProduct(t, 'Aspégic 500', 'Sanofi', 'Antalgiques');
    await setLevel(empty.id, 5);
    const onlyExpired = await insertProduct(t, 'Smecta', 'Ipsen', 'Digestifs');
    await insertStock(t, { productId: onlyExpired.id, quantity: 4, expireDate: addDays(today, -1) });
    await setLevel(onlyExpired.id, 0);
    const noLevel = await insertProduct(t, 'Spasfon', 'Teva', 'Digestifs');
    await insertStock(t, { productId: noLevel.id, quantity: 1 });

    let alerts = await alertsOf();
    expect(lowNames(alerts)).toEqual(['Aspégic 500', 'Smecta']);
    expect(alerts.lowStock[0]).toMatchObject({ quantity: 0, reorderLevel: 5, product: { brand: { name: 'Sanofi' } } });
    expect(alerts.lowStock[1].product.category.name).toBe('Digestifs');

    // Two sold: 10 left, at its level.
    await sell(batch, 2);
    alerts = await alertsOf();
    expect(lowNames(alerts)).toEqual(['Aspégic 500', 'Smecta', 'Doliprane 1000']);
    expect(alerts.lowStock[2]).toMatchObject({ quantity: 10, reorderLevel: 10 });
    expect(alerts.counts.lowStock).toBe(3);
    expect((await ok(get('/api/alerts/counts'))).json<AlertCounts>()).toEqual(alerts.counts);

    // A level lowered under the quantity takes it off the list.
    await setLevel(doliprane.id, 9);
    expect(lowNames(await alertsOf())).not.toContain('Doliprane 1000');
  });
});

describe('GET /api/alerts: expiry', () => {
  it('tells expired batches from near-expiry ones and leaves out the rest and the empty batches', async () => {
    const { nearExpiryDays } = await alertsOf();
    const sirop = await insertProduct(t, 'Sirop Toplexil', 'Sanofi', 'Sirops');
    const yesterday = await insertStock(t, { productId: sirop.id, quantity: 3, buyingPrice: 12.5, expireDate: addDays(today, -1) });
    const todays = await insertStock(t, { productId: sirop.id, quantity: 2, buyingPrice: 10, expireDate: today });
    const windowEnd = await insertStock(t, {
      productId: sirop.id,
      quantity: 1,
      buyingPrice: 10,
      expireDate: addDays(today, nearExpiryDays),
    });
    const later = await insertStock(t, { productId: sirop.id, quantity: 5, expireDate: addDays(today, nearExpiryDays + 1) });
    const emptied = await insertStock(t, { productId: sirop.id, quantity: 0, expireDate: addDays(today, -10) });

    const alerts = await alertsOf();
    const ids = (list: Alerts['expired']) => list.map((batch) => batch.stockId);
    expect(ids(alerts.expired)).toContain(yesterday);
    expect(ids(alerts.expired)).not.toContain(emptied);
    expect(ids(alerts.expired)).not.toContain(todays);
    expect(ids(alerts.nearExpiry)).toEqual(expect.arrayContaining([todays, windowEnd]));
    expect([...ids(alerts.nearExpiry), ...ids(alerts.expired)]).not.toContain(later);
    const expired = alerts.expired.find((batch) => batch.stockId === yesterday)!;
    expect(expired).toMatchObject({ expiryStatus: 'EXPIRED', quantity: 3, valueAtCost: 37.5, product: { name: 'Sirop Toplexil' } });
    expect(alerts.nearExpiry.every((batch) => batch.expiryStatus === 'NEAR')).toBe(true);
    // First expiring first.
    const dates = alerts.nearExpiry.map((batch) => batch.expireDate);
    expect(dates).toEqual([...dates].sort());
    expect(alerts.counts).toMatchObject({ nearExpiry: alerts.nearExpiry.length, expired: alerts.expired.length });
    const sum = (list: Alerts['expired']) => list.reduce((total, batch) => total + batch.valueAtCost! * 100, 0) / 100;
    expect(alerts.expiredValueAtCost).toBeCloseTo(sum(alerts.expired), 2);
    expect(alerts.nearExpiryValueAtCost).toBeCloseTo(sum(alerts.nearExpiry), 2);

    // A longer window in the settings brings the later batch in.
    await t.database.db
      .updateTable('shopSettings')
      .set({ nearExpiryDays: nearExpiryDays + 1 })
      .execute();
    expect(ids((await alertsOf()).nearExpiry)).toContain(later);
    await t.database.db.updateTable('shopSettings').set({ nearExpiryDays }).execute();
  });

  it('answers staff the same lists without any value at cost', async () => {
    const [admin, staff] = await Promise.all([alertsOf(), alertsOf('', staffToken)]);
    expect(staff.counts).toEqual(admin.counts);
    expect(staff.expired.map((batch) => batch.stockId)).toEqual(admin.expired.map((batch) => batch.stockId));
    expect(JSON.stringify(staff)).not.toMatch(/cost|buying/i);
    expect(admin.expired[0].valueAtCost).toBeTypeOf('number');
  });
});

describe('GET /api/alerts/export', () => {
  it('exports each list whole as CSV or XLSX, headers in the user’s language, values at cost for administrators only', async () => {
    const alerts = await alertsOf();
    const expired = await downloadExport(t, t.adminToken, { url: '/api/alerts/export?list=expired', format: 'xlsx', language: 'fr' });
    expect(expired.status).toBe(200);
    expect(expired.sheet).toBe('Lots périmés');
    expect(expired.rows[0]).toEqual([
      'Produit',
      'Code-barres',
      'Marque',
      'Catégorie',
      'Lot',
      'Date de péremption',
      'Quantité',
      'Valeur au prix d’achat',
    ]);
    expect(records(expired).map((row) => row['Quantité'])).toEqual(alerts.expired.map((batch) => batch.quantity));
    expect(records(expired).map((row) => row['Valeur au prix d’achat'])).toEqual(alerts.expired.map((batch) => batch.valueAtCost));

    const staff = await downloadExport(t, staffToken, { url: '/api/alerts/export?list=nearExpiry', format: 'csv', language: 'en' });
    expect(staff.rows[0]).not.toContain('Value at cost');
    expect(staff.rows).toHaveLength(alerts.nearExpiry.length + 1);
    const low = await downloadExport(t, t.adminToken, { url: '/api/alerts/export?list=lowStock', format: 'csv', language: 'en' });
    expect(records(low).map((row) => [row.Product, Number(row.Quantity), Number(row['Reorder level'])])).toEqual(
      alerts.lowStock.map((line) => [line.product.name, line.quantity, line.reorderLevel]),
    );
    const wrong = await downloadExport(t, t.adminToken, { url: '/api/alerts/export?list=all', format: 'csv', language: 'en' });
    expect(wrong).toMatchObject({ status: 400, detail: 'list: list must be one of lowStock, nearExpiry, expired' });
  });
});

describe('GET /api/alerts: filters and refusals', () => {
  it('keeps to one category, and answers 404 for a category that does not exist', async () => {
    const digestifs = await insertCategory(t, 'Digestifs');
    const alerts = await alertsOf(`?categoryId=${digestifs}`);
    expect(lowNames(alerts)).toEqual(['Smecta']);
    expect(alerts.expired.every((batch) => batch.product.category.name === 'Digestifs')).toBe(true);
    const missing = await get('/api/alerts?categoryId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Category 999999 does not exist.');
    expect((await get('/api/alerts/report?categoryId=999999')).statusCode).toBe(404);
    expect((await get('/api/alerts/export?categoryId=999999&list=lowStock&format=csv')).statusCode).toBe(404);
  });

  it('refuses a malformed category and unauthenticated callers', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) expect((await get(`/api/alerts?categoryId=${bad}`)).statusCode, bad).toBe(400);
    expect((await t.request(null, { method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: '/api/alerts/counts' })).statusCode).toBe(401);
  });
});

describe('GET /api/alerts/report', () => {
  it('prints the three lists in the document language, values at cost for administrators only', async () => {
    const admin = await ok(get('/api/alerts/report'));
    expect(admin.headers['content-type']).toBe('application/pdf');
    const adminText = (await pdfText(admin.rawPayload)).replace(/\s+/g, ' ');
    expect(adminText).toContain('Alertes de stock');
    expect(adminText).toContain('Stock bas');
    expect(adminText).toContain('Aspégic 500');
    expect(adminText).toContain('PÉRIMÉ');
    expect(adminText).toContain('Valeur au coût');
    const staffText = await pdfText((await ok(get('/api/alerts/report', staffToken))).rawPayload);
    expect(staffText).toContain('Sirop Toplexil');
    expect(staffText).not.toMatch(/coût|achat/i);

    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'en' }).execute();
    const english = await pdfText((await ok(get('/api/alerts/report'))).rawPayload);
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    expect(english).toContain('Stock alerts');
    expect(english).toContain('Low stock');
  });
});

describe('products: reorderLevel', () => {
  const brandAndUnit = async () => {
    const brand = await insertBrand(t, 'Bayer', 'Vitamines');
    const unit = await t.database.db.selectFrom('units').select('id').where('name', '=', 'Box').executeTakeFirstOrThrow();
    return { brand: brand.id, unit: unit.id };
  };
  const productOf = async (id: number) => (await ok(get(`/api/products/${id}`))).json<Product>();
  const write = (method: 'POST' | 'PUT', payload: object) => t.request(t.adminToken, { method, url: '/api/products', payload });

  it('is written on create and update, kept when absent and removed with null', async () => {
    const refs = await brandAndUnit();
    await ok(write('POST', { name: 'Supradyn', ...refs, reorderLevel: 6 }));
    const { id } = await t.database.db.selectFrom('products').select('id').where('name', '=', 'Supradyn').executeTakeFirstOrThrow();
    expect((await productOf(id)).reorderLevel).toBe(6);
    await ok(write('PUT', { id, name: 'Supradyn', ...refs }));
    expect((await productOf(id)).reorderLevel).toBe(6);
    await ok(write('PUT', { id, name: 'Supradyn', ...refs, reorderLevel: 0 }));
    expect((await productOf(id)).reorderLevel).toBe(0);
    await ok(write('PUT', { id, name: 'Supradyn', ...refs, reorderLevel: null }));
    expect((await productOf(id)).reorderLevel).toBeNull();
    await ok(write('POST', { name: 'Berocca', ...refs }));
    const search = (await ok(get('/api/products/search?text=Berocca'))).json<{ content: Product[] }>();
    expect(search.content[0].reorderLevel).toBeNull();
  });

  it('refuses a level that is not a whole number of 0 or more, and changes nothing', async () => {
    const refs = await brandAndUnit();
    for (const reorderLevel of [-1, 2.5, '4', 10_000_001]) {
      const answer = await write('POST', { name: `Refusé ${String(reorderLevel)}`, ...refs, reorderLevel });
      expect(answer.statusCode, String(reorderLevel)).toBe(400);
      expect(answer.json().detail).toMatch(/^reorderLevel: Reorder level must/);
    }
    const written = await t.database.db.selectFrom('products').select('id').where('name', 'like', 'Refusé%').execute();
    expect(written).toEqual([]);
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Refusé', ...refs, reorderLevel: -1 },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe('reorderLevel: Le seuil de réapprovisionnement doit être 0 ou plus');
  });
});
