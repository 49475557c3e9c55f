/**
 * A day's work in one shop, through the API as its administrator: a sale and a credit note, a
 * reception of a batch close to expiry, a product under its reorder level, payments in and out, a
 * new category and company, the open stocktake validated. What another shop is shown must not
 * change meanwhile: none of its counts, totals, lists or documents.
 */
import { expect } from 'vitest';
import { inShop } from '../../src/db/shop-scope';
import type { InjectResponse, TestApp } from './harness';
import { addDays, shopToday } from './purchasing-fixtures';
import { callerOf, SHARED, type SeededShop, type ShopSpec } from './shops';

export async function workInShop(t: TestApp, shop: SeededShop, spec: ShopSpec): Promise<void> {
  const call = callerOf(t, shop.adminToken);
  const ok = async (what: string, response: Promise<InjectResponse>) => {
    const answer = await response;
    expect(answer.statusCode, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(300);
    return answer;
  };
  const db = t.database.db;
  const [stock] = await inShop(shop.shopId, () =>
    db.selectFrom('stocks').select('id').where('productId', '=', shop.main.ownProduct).where('quantity', '>', 0).execute(),
  );
  const sale = await ok(
    'sale',
    call('POST', '/api/invoice', {
      customer: { id: shop.main.ownCustomer },
      invoiceItems: [{ stock: { id: stock.id }, quantity: 2 }],
      invoicePayment: { payment: 0, paymentType: 'CASH' },
      allowOverCreditLimit: true,
    }),
  );
  const saleId = Number(sale.headers['x-document-id']);
  const [line] = await inShop(shop.shopId, () => db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', saleId).execute());
  await ok('credit note', call('POST', `/api/invoice/${saleId}/credit-notes`, { items: [{ invoiceItemId: line.id, quantity: 1 }] }));
  const today = shopToday(t);
  await ok(
    'GRN',
    call('POST', '/api/grn', {
      supplier: shop.main.supplier,
      grnPayment: { payment: 0, paymentType: 'CASH' },
      grnItems: [
        {
          product: shop.main.products[1],
          quantity: 3,
          buyingPrice: spec.prices.buying,
          sellingPrice: spec.prices.selling,
          manufactureDate: addDays(today, -300),
          expireDate: addDays(today, 20),
          batchNumber: `LOT-${spec.only}-2`,
        },
      ],
    }),
  );
  const [brand] = await inShop(shop.shopId, () => db.selectFrom('brands').select('id').execute());
  const [unit] = await inShop(shop.shopId, () => db.selectFrom('units').select('id').where('name', '=', 'Box').execute());
  await ok(
    'product',
    call('POST', '/api/products', { name: `Vitamine C ${spec.only}`, brand: brand.id, unit: unit.id, reorderLevel: 1000 }),
  );
  await ok('receipt', call('POST', `/api/customers/${shop.main.ownCustomer}/payments`, { amount: 2, paymentType: 'CASH' }));
  await ok('supplier payment', call('POST', `/api/suppliers/${shop.main.supplier}/payments`, { amount: 2, paymentType: 'CASH' }));
  await ok('category', call('POST', '/api/categories', { name: `${SHARED.category} ${spec.only}` }));
  await ok(
    'company',
    call('POST', '/api/companies', { name: `Labo ${spec.only}`, email: 'labo@alpha.test', mobile: '0522111111', address: 'Fès' }),
  );
  await ok('stocktake', call('POST', `/api/stocktakes/${shop.main.stocktake}/validate`));
}
