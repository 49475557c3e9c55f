import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductEquivalent } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER' });
});
afterAll(() => t.close());

const equivalents = async (id: number) => {
  const answer = await t.request(staff.token, { method: 'GET', url: `/api/products/${id}/equivalents` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ProductEquivalent[]>();
};

const paracetamol = (strength: string) => [{ name: 'Paracétamol', strength }];

describe('GET /api/products/{id}/equivalents', () => {
  it('lists the products with the same ingredients, strengths and form, cheapest first, those with nothing to sell last', async () => {
    const doliprane = await given.product({ name: 'Doliprane 500', dci: paracetamol('500 mg'), form: 'Comprimé' });
    // Written otherwise (case, accents, spaces): the same medicine.
    const efferalgan = await given.product({ name: 'Efferalgan 500', dci: [{ name: 'PARACETAMOL', strength: '500mg' }], form: 'comprime' });
    const generic = await given.product({ name: 'Paracétamol Sothema 500', dci: paracetamol('500 mg'), form: 'comprimé' });
    const none = await given.product({ name: 'Paralgan 500', dci: paracetamol('500 mg'), form: 'comprimé' });
    const expired = await given.product({ name: 'Algic 500', dci: paracetamol('500 mg'), form: 'comprimé' });
    // Another strength, another form, another ingredient added: not equivalents.
    await given.product({ name: 'Doliprane 1000', dci: paracetamol('1000 mg'), form: 'comprimé' });
    await given.product({ name: 'Doliprane sirop', dci: paracetamol('500 mg'), form: 'sirop' });
    await given.product({ name: 'Codoliprane', dci: [...paracetamol('500 mg'), { name: 'Codéine', strength: '30 mg' }], form: 'comprimé' });

    await given.stock({ product: doliprane.id, quantity: 10, sellingPrice: 15.4 });
    // The batch that goes first (earliest expiry) gives the price, not the cheapest one.
    await given.stock({ product: efferalgan.id, quantity: 5, sellingPrice: 18, expireDate: given.day(200) });
    await given.stock({ product: efferalgan.id, quantity: 7, sellingPrice: 12, expireDate: given.day(400) });
    await given.stock({ product: generic.id, quantity: 20, sellingPrice: 9.9 });
    const old = await given.stock({ product: expired.id, quantity: 4, sellingPrice: 5 });
    await t.database.db
      .updateTable('stocks')
      .set({ expireDate: given.day(-1) })
      .where('id', '=', old)
      .execute();

    const found = await equivalents(doliprane.id);
    expect(
      found.map(({ name, price, availableQuantity, priceDifference }) => ({ name, price, availableQuantity, priceDifference })),
    ).toEqual([
      { name: generic.name, price: 9.9, availableQuantity: 20, priceDifference: -5.5 },
      { name: efferalgan.name, price: 18, availableQuantity: 12, priceDifference: 2.6 },
      { name: expired.name, price: null, availableQuantity: 0, priceDifference: null },
      { name: none.name, price: null, availableQuantity: 0, priceDifference: null },
    ]);
    expect(found[0]).toMatchObject({ id: generic.id, dci: paracetamol('500 mg'), form: 'comprimé' });

    // Seen from a product with nothing to sell, no difference can be given.
    const fromNone = await equivalents(none.id);
    expect(fromNone.map((product) => product.name)).toEqual([generic.name, doliprane.name, efferalgan.name, expired.name]);
    expect(fromNone.every((product) => product.priceDifference === null)).toBe(true);
  });

  it('answers none for a product without active ingredient, and 404 for no product', async () => {
    const soap = await given.product({ name: 'Savon doux' });
    expect(await equivalents(soap.id)).toEqual([]);
    const missing = await t.request(staff.token, { method: 'GET', url: '/api/products/987654/equivalents' });
    expect(missing.statusCode).toBe(404);
  });

  it('follows a product whose form or ingredients change', async () => {
    const first = await given.product({ name: 'Ibuprofène A', dci: [{ name: 'Ibuprofène', strength: '400 mg' }], form: 'gélule' });
    const second = await given.product({ name: 'Ibuprofène B', dci: [{ name: 'Ibuprofène', strength: '200 mg' }], form: 'gélule' });
    expect(await equivalents(first.id)).toEqual([]);
    const product = (await t.request(t.adminToken, { method: 'GET', url: `/api/products/${second.id}` })).json<{
      brand: { id: number };
      unit: { id: number };
    }>();
    const changed = await t.request(t.adminToken, {
      method: 'PUT',
      url: '/api/products',
      payload: {
        id: second.id,
        name: second.name,
        brand: product.brand.id,
        unit: product.unit.id,
        dci: [{ name: 'ibuprofene', strength: '400 MG' }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await equivalents(first.id)).map((found) => found.id)).toEqual([second.id]);
  });
});
