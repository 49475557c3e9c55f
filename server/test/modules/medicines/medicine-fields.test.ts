import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Product, ProductLookupItem } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const answer = await t.request(t.adminToken, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};

describe('medicine fields', () => {
  it('keeps a medicine’s active ingredients, form, pack, regulated prices and schedule', async () => {
    const { id } = await given.product({
      name: 'Codoliprane',
      dci: [
        { name: 'Paracétamol', strength: '400 mg' },
        { name: 'Codéine', strength: '20 mg' },
      ],
      form: 'comprimé',
      unitsPerPack: 16,
      ppv: 24.5,
      pph: 15.9,
      schedule: 'A',
    });
    const product = await get<Product>(`/api/products/${id}`);
    expect(product).toMatchObject({
      dci: [
        { name: 'Paracétamol', strength: '400 mg' },
        { name: 'Codéine', strength: '20 mg' },
      ],
      form: 'comprimé',
      unitsPerPack: 16,
      ppv: 24.5,
      pph: 15.9,
      schedule: 'A',
      prescriptionRequired: true,
      sellByUnit: false,
      unitProductId: null,
    });
  });

  it('gives a plain product the defaults, and keeps what a change leaves out', async () => {
    const { id } = await given.product({ name: 'Savon' });
    expect(await get<Product>(`/api/products/${id}`)).toMatchObject({
      dci: [],
      form: null,
      unitsPerPack: 1,
      ppv: null,
      pph: null,
      schedule: 'NONE',
      prescriptionRequired: false,
    });
    const before = await get<Product>(`/api/products/${id}`);
    const changed = await t.request(t.adminToken, {
      method: 'PUT',
      url: '/api/products',
      payload: { id, name: 'Savon', brand: before.brand.id, unit: before.unit.id, ppv: 12, schedule: 'C' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await get<Product>(`/api/products/${id}`)).toMatchObject({
      ppv: 12,
      schedule: 'C',
      prescriptionRequired: true,
      unitsPerPack: 1,
    });
  });

  it('refuses a pack of no unit and a non-positive PPV', async () => {
    for (const bad of [{ unitsPerPack: 0 }, { ppv: 0 }, { schedule: 'D' }]) {
      const answer = await t.request(t.adminToken, {
        method: 'POST',
        url: '/api/products',
        payload: { name: 'X', brand: 1, unit: 1, ...bad },
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('finds a medicine by its active ingredient, accents and case ignored', async () => {
    const { id } = await given.product({ name: 'Efferalgan', dci: [{ name: 'Paracétamol', strength: '1 g' }] });
    for (const text of ['paracetamol', 'PARACÉTAMOL', 'cétam']) {
      const page = await get<Paged<Product>>(`/api/products/search?text=${encodeURIComponent(text)}&size=50`);
      expect(page.content.map((product) => product.id)).toContain(id);
    }
    const found = await get<ProductLookupItem[]>(`/api/products/lookup?q=${encodeURIComponent('paracetamol')}`);
    expect(found.map((product) => product.id)).toContain(id);
    const short = await get<Paged<Product>>(`/api/products/search?text=${encodeURIComponent('pa')}&size=50`);
    expect(short.content.map((product) => product.id)).toContain(id);
  });
});
