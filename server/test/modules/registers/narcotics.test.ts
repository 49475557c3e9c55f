import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_REASON_PROBLEM, type InvoiceDetail, type NarcoticsRegister, type Product, type Stocktake } from '@hanout/contract';
import { createTestApp, type InjectResponse, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';
import { popplerText } from '../../support/pdf-text';

let t: TestApp;
let given: Given;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t.close());

const PRESCRIPTION = {
  prescriber: { name: 'Dr Salma Idrissi', inpe: '555' },
  patient: { name: 'Youssef Tazi', nationalId: 'BE123456' },
  date: '2026-01-02',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.adminToken) =>
  t.request(token, { method, url, ...(payload ? { payload } : {}) });
async function ok(answer: Promise<InjectResponse>): Promise<InjectResponse> {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const register = async (query: string) => (await ok(call('GET', `/api/registers/narcotics?${query}`))).json<NarcoticsRegister>();
const stockOfProduct = async (productId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('stocks')
        .select((eb) => eb.fn.sum<number>('quantity').as('units'))
        .where('productId', '=', productId)
        .executeTakeFirstOrThrow()
    ).units,
  );

describe('the narcotics register', () => {
  let product: { id: number; name: string };
  let supplier: { id: number; name: string };
  let customer: { id: number; name: string };
  let first: number;

  beforeAll(async () => {
    product = await given.product({ name: 'Morphine 10 mg/ml', schedule: 'B' });
    supplier = await given.supplier({ name: 'Sothema' });
    customer = await given.customer({ name: 'Clinique Atlas' });
    const grn = await given.grn({ supplier: supplier.id, lines: [{ product: product.id, quantity: 20, batchNumber: 'M1' }], paid: 1000 });
    first = (await given.grnDetail(grn.id)).items[0].stock.id;
    const second = await given.grn({
      supplier: supplier.id,
      lines: [{ product: product.id, quantity: 10, batchNumber: 'M2' }],
      paid: 1000,
    });
    const secondStock = (await given.grnDetail(second.id)).items[0].stock.id;

    const sell = (quantity: number) =>
      ok(
        call('POST', '/api/invoice', {
          customer: { id: customer.id },
          invoiceItems: [{ product: { id: product.id }, quantity }],
          invoicePayment: { payment: 0, paymentType: 'CASH' },
          prescription: PRESCRIPTION,
        }),
      );
    const sold = Number((await sell(3)).headers['x-document-id']);
    for (let i = 0; i < 4; i++) await sell(1);
    const invoice = (await ok(call('GET', `/api/invoice/${sold}`))).json<InvoiceDetail>();
    await ok(
      call('POST', `/api/invoice/${sold}/credit-notes`, {
        items: [{ invoiceItemId: invoice.invoiceItems[0].id, quantity: 1, restock: true, reason: 'Erreur de dosage' }],
      }),
    );
    await ok(call('POST', `/api/grn/${second.id}/returns`, { items: [{ stockId: secondStock, quantity: 2, reason: 'Colis abîmé' }] }));
    await ok(call('POST', `/api/stock/${first}/adjustments`, { quantityChange: -1, reason: 'BREAKAGE' }));
  });

  it('refuses a stocktake difference without its reason, and enters it with one', async () => {
    const stocktake = (await ok(call('POST', '/api/stocktakes', { categoryId: null }))).json<Stocktake>();
    const books = (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', first).executeTakeFirstOrThrow()).quantity;
    const staff = await given.user();
    const refused = await call('PUT', `/api/stocktakes/${stocktake.id}/counts/${first}`, { countedQuantity: books - 1 }, staff.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: COUNT_REASON_PROBLEM,
      detail: 'Morphine 10 mg/ml: a difference on a narcotic (tableau B) needs its reason.',
    });
    // The same count as the books needs none.
    await ok(call('PUT', `/api/stocktakes/${stocktake.id}/counts/${first}`, { countedQuantity: books }, staff.token));
    await ok(
      call('PUT', `/api/stocktakes/${stocktake.id}/counts/${first}`, { countedQuantity: books - 1, reason: 'Ampoule cassée' }, staff.token),
    );
    await ok(call('POST', `/api/stocktakes/${stocktake.id}/validate`));
  });

  it('refuses to validate a stocktake holding a tableau B difference without its reason', async () => {
    const codeine = await given.product({ name: 'Codéine 30 mg', schedule: 'A' });
    const stock = await given.stock({ product: codeine.id, quantity: 5 });
    const stocktake = (await ok(call('POST', '/api/stocktakes', { categoryId: null }))).json<Stocktake>();
    await ok(call('PUT', `/api/stocktakes/${stocktake.id}/counts/${stock}`, { countedQuantity: 4 }));
    const stored = (await ok(call('GET', `/api/products/${codeine.id}`))).json<Product>();
    await ok(
      call('PUT', '/api/products', { id: codeine.id, name: stored.name, brand: stored.brand.id, unit: stored.unit.id, schedule: 'B' }),
    );
    const refused = await call('POST', `/api/stocktakes/${stocktake.id}/validate`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Codéine 30 mg: a difference on a narcotic (tableau B) needs its reason.');
    expect((await ok(call('GET', `/api/stocktakes/${stocktake.id}`))).json<Stocktake>().status).toBe('OPEN');
    expect((await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stock).executeTakeFirstOrThrow()).quantity).toBe(
      5,
    );
    await ok(call('POST', `/api/stocktakes/${stocktake.id}/cancel`));
  });

  it('lists every unit in and out with its document, its running balance ending at the stock', async () => {
    const whole = await register(`productId=${product.id}&size=50`);
    const stock = await stockOfProduct(product.id);
    expect(stock).toBe(20 + 10 - 3 - 4 + 1 - 2 - 1 - 1);
    expect(whole).toMatchObject({
      product: { id: product.id, name: 'Morphine 10 mg/ml', schedule: 'B' },
      openingBalance: 0,
      totalIn: 31,
      totalOut: 11,
      closingBalance: stock,
      totalElements: 11,
    });
    // Each sale took from the batch received first (both expire on the same day).
    expect(whole.content.map((entry) => entry.type)).toEqual([
      'GRN',
      'GRN',
      ...Array.from({ length: 5 }, () => 'SALE'),
      'CREDIT_NOTE',
      'SUPPLIER_RETURN',
      'ADJUSTMENT',
      'COUNT',
    ]);
    let balance = 0;
    for (const entry of whole.content) {
      balance += entry.quantityIn - entry.quantityOut;
      expect(entry.balance).toBe(balance);
    }
    expect(balance).toBe(stock);
    const byType = (type: string) => whole.content.filter((entry) => entry.type === type);
    expect(byType('GRN').map((entry) => [entry.quantityIn, entry.batchNumber, entry.party])).toEqual([
      [20, 'M1', 'Sothema'],
      [10, 'M2', 'Sothema'],
    ]);
    expect(byType('SALE').every((entry) => entry.party === 'Youssef Tazi' && entry.document?.number?.startsWith('FA-'))).toBe(true);
    // A return of a sale on prescription names its patient, as the sale's line did.
    expect(byType('CREDIT_NOTE')[0]).toMatchObject({ quantityIn: 1, party: 'Youssef Tazi', reason: 'Erreur de dosage' });
    expect(byType('SUPPLIER_RETURN')[0]).toMatchObject({ quantityOut: 2, batchNumber: 'M2', party: 'Sothema', reason: 'Colis abîmé' });
    expect(byType('ADJUSTMENT')[0]).toMatchObject({ quantityOut: 1, reason: 'BREAKAGE' });
    expect(byType('COUNT')[0]).toMatchObject({
      quantityOut: 1,
      reason: 'Ampoule cassée',
      document: { number: expect.stringMatching(/^INV-/) },
    });

    // A page carries the balance of the movements before it.
    const page = await register(`productId=${product.id}&size=10&page=1`);
    expect(page.content.map((entry) => entry.balance)).toEqual(whole.content.slice(10).map((entry) => entry.balance));
    // Before the first day, the balance is the stock then.
    const tomorrow = await register(`productId=${product.id}&from=${given.day(1)}`);
    expect(tomorrow).toMatchObject({ openingBalance: stock, closingBalance: stock, totalIn: 0, totalOut: 0, content: [] });
    const yesterday = await register(`productId=${product.id}&to=${given.day(-1)}`);
    expect(yesterday).toMatchObject({ openingBalance: 0, closingBalance: 0, totalElements: 0 });
  });

  it('is for tableau B products and administrators, and prints for an inspection', async () => {
    const plain = await given.product({ name: 'Doliprane 1000' });
    const refused = await call('GET', `/api/registers/narcotics?productId=${plain.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Doliprane 1000 is not a narcotic (tableau B): it has no narcotics register.');
    expect((await call('GET', '/api/registers/narcotics?productId=999999')).statusCode).toBe(404);
    const staff = await given.user();
    expect((await call('GET', `/api/registers/narcotics?productId=${product.id}`, undefined, staff.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/registers/narcotics/report?productId=${product.id}`, undefined, staff.token)).statusCode).toBe(403);

    const pdf = await ok(call('GET', `/api/registers/narcotics/report?productId=${product.id}&to=${given.today}`));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = popplerText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const part of [
      'Registre des stupéfiants',
      'Morphine 10 mg/ml',
      'Réception',
      'Délivrance',
      'Retour client',
      'Retour fournisseur',
      'Casse',
      'Inventaire',
      'Ampoule cassée',
      'Sothema',
      'Youssef Tazi',
      'Solde à la fin de la période',
    ])
      expect(text).toContain(part);
    try {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'ar' }).execute();
      const arabic = popplerText((await ok(call('GET', `/api/registers/narcotics/report?productId=${product.id}`))).rawPayload);
      for (const part of ['سجل المخدرات', 'استلام', 'الرصيد']) expect(arabic).toContain(part);
    } finally {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    }
  });
});
