import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';
import { searchStock } from '../../support/stock-requests';

let t: TestApp;
let given: Given;
let staff: { token: string };
let amoxicillin: { id: number; name: string };
let batch: number;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER' });
  amoxicillin = await given.product({ name: 'Clamoxyl 1 g', dci: [{ name: 'Amoxicilline', strength: '1 g' }], form: 'comprimé' });
  batch = await given.stock({ product: amoxicillin.id, quantity: 12 });
});
afterAll(() => t.close());

const stockIdsFor = async (stock: Record<string, unknown>) => (await searchStock(t, staff.token, stock)).content.map((entry) => entry.id);

describe('the stock search by active ingredient', () => {
  it('finds a batch by its product’s DCI, in any case and with or without accents', async () => {
    for (const text of ['amoxicilline', 'AMOXICILLINE', 'Amoxicilliné', 'xicil', 'Am'])
      expect(await stockIdsFor({ productName: text })).toContain(batch);
  });

  it('finds it by DCI within its category and brand', async () => {
    const product = (await t.request(staff.token, { method: 'GET', url: `/api/products/${amoxicillin.id}` })).json<Product>();
    expect(await stockIdsFor({ productName: 'amoxicilline', categoryId: product.brand.category.id })).toContain(batch);
    expect(await stockIdsFor({ productName: 'AMOXICILLINE', brandId: product.brand.id })).toContain(batch);
  });

  it('finds a product whose DCI is written with accents from a text without them, and not from another DCI', async () => {
    const codeine = await given.product({ name: 'Dafalgan codéiné', dci: [{ name: 'Codéine', strength: '30 mg' }] });
    const codeineBatch = await given.stock({ product: codeine.id, quantity: 3 });
    expect(await stockIdsFor({ productName: 'codeine' })).toContain(codeineBatch);
    expect(await stockIdsFor({ productName: 'codeine' })).not.toContain(batch);
  });
});
