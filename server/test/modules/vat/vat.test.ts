import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../src/lib/clock';
import { vatSummaryLines } from '../../../src/modules/vat/service';
import { splitInclusive, vatOnExclusive } from '@hanout/contract';
import { downloadExport } from '../../support/exports';
import { createTestApp, type TestApp } from '../../support/harness';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let staff: { id: number; token: string };
let fx: ReturnType<typeof salesFixtures>;
let walkInId: number;
const month = () => localDate('Africa/Casablanca').slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Samira Staff' });
  fx = salesFixtures(t.database.db);
  walkInId = (await t.database.db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = staff.token) =>
  t.request(token, { method, url, ...(payload ? { payload } : {}) });

async function sell(customerId: number, lines: { stockId: number; quantity: number }[], payment: number) {
  const saleLines = lines.map((line) => ({ stock: line.stockId, quantity: line.quantity }));
  return given.trySale({ customer: customerId, lines: saleLines, paid: payment, token: staff.token });
}

async function productAt(rate: 0 | 7 | 10 | 14 | 20, name: string) {
  const id = await fx.product(name);
  await t.database.db.updateTable('products').set({ vatRate: rate }).where('id', '=', id).execute();
  return id;
}

describe('VAT arithmetic', () => {
  it('splits a VAT-inclusive amount per line, rounding HT to the centime', () => {
    expect(splitInclusive(12000, 20)).toEqual({ exclVat: 10000, vat: 2000 });
    expect(splitInclusive(999, 20)).toEqual({ exclVat: 833, vat: 166 }); // 8.325 → 8.33
    expect(splitInclusive(1000, 7)).toEqual({ exclVat: 935, vat: 65 }); // 9.3458 → 9.35
    expect(splitInclusive(4550, 0)).toEqual({ exclVat: 4550, vat: 0 });
    expect(vatOnExclusive(1250, 20)).toBe(250);
    expect(vatOnExclusive(333, 14)).toBe(47); // 46.62 → 47
  });
});

describe('products and categories', () => {
  it('gives a new product its category default rate, else 0, unless the request names one', async () => {
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) => call(method, url, payload, t.adminToken);
    expect((await admin('POST', '/api/categories', { name: 'Parapharmacie', defaultVatRate: 20 })).statusCode).toBe(200);
    expect((await admin('POST', '/api/categories', { name: 'Medicaments' })).statusCode).toBe(200);
    const categories = (await call('GET', '/api/categories')).json();
    const para = categories.find((c: { name: string }) => c.name === 'Parapharmacie');
    const meds = categories.find((c: { name: string }) => c.name === 'Medicaments');
    expect(para.defaultVatRate).toBe(20);
    expect(meds.defaultVatRate).toBeNull();
    expect((await admin('POST', '/api/categories', { name: 'Bad', defaultVatRate: 19 })).json().detail).toContain('defaultVatRate:');

    await admin('POST', '/api/brands', { name: 'Avene', category: { id: para.id } });
    await admin('POST', '/api/brands', { name: 'Sanofi', category: { id: meds.id } });
    const brands = (await call('GET', '/api/brands')).json();
    const brandId = (name: string) => brands.find((b: { name: string }) => b.name === name).id;
    const unit = 1;
    await admin('POST', '/api/products', { name: 'Creme hydratante', brand: brandId('Avene'), unit });
    await admin('POST', '/api/products', { name: 'Eau thermale', brand: brandId('Avene'), unit, vatRate: 10 });
    await admin('POST', '/api/products', { name: 'Doliprane', brand: brandId('Sanofi'), unit });
    const rates = Object.fromEntries(
      (await call('GET', '/api/products/search?text=&size=50'))
        .json()
        .content.map((p: { name: string; vatRate: number }) => [p.name, p.vatRate]),
    );
    expect(rates).toMatchObject({ 'Creme hydratante': 20, 'Eau thermale': 10, Doliprane: 0 });
    expect((await admin('POST', '/api/products', { name: 'X', brand: brandId('Sanofi'), unit, vatRate: 5 })).statusCode).toBe(400);

    // A PUT without vatRate keeps the rate; one with it changes it; the category keeps its default unless told.
    const creme = (await call('GET', '/api/products/search?text=creme')).json().content[0];
    await admin('PUT', '/api/products', { id: creme.id, name: 'Creme hydratante', brand: brandId('Avene'), unit });
    expect((await call('GET', `/api/products/${creme.id}`)).json().vatRate).toBe(20);
    await admin('PUT', '/api/products', { id: creme.id, name: 'Creme hydratante', brand: brandId('Avene'), unit, vatRate: 14 });
    expect((await call('GET', `/api/products/${creme.id}`)).json().vatRate).toBe(14);
    await admin('PUT', '/api/categories', { id: para.id, name: 'Parapharmacie' });
    expect((await call('GET', `/api/categories/${para.id}`)).json().defaultVatRate).toBe(20);
    await admin('PUT', '/api/categories', { id: para.id, name: 'Parapharmacie', defaultVatRate: null });
    expect((await call('GET', `/api/categories/${para.id}`)).json().defaultVatRate).toBeNull();
  });
});

describe('customers', () => {
  it('has the walk-in customer from the start, and refuses to delete it', async () => {
    const walkIn = (await call('GET', `/api/customers/${walkInId}`)).json();
    expect(walkIn).toEqual({
      id: walkInId,
      ice: '',
      name: 'Client comptoir',
      mobile: '',
      type: 'INDIVIDUAL',
      address: '',
      walkIn: true,
      creditLimit: null,
    });
    const response = await call('DELETE', `/api/customers/${walkInId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe("The walk-in customer 'Client comptoir' cannot be deleted.");

    // It stays an individual without ICE, and only an administrator renames it (a change needs a mobile).
    const { walkIn: _walkIn, creditLimit: _limit, ...fields } = walkIn;
    const update = (changes: object, token?: string) =>
      call('PUT', '/api/customers', { ...fields, mobile: '0600000000', ...changes }, token);
    const business = await update({ type: 'BUSINESS', ice: '123456789012345', address: 'Anfa' });
    expect(business.statusCode).toBe(409);
    expect(business.json().detail).toBe('The walk-in customer stays an individual, without ICE.');
    expect((await update({ name: 'Comptoir' })).statusCode).toBe(403);
    expect((await update({})).statusCode).toBe(200);
    expect((await update({ name: 'Client de passage' }, t.adminToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/customers/${walkInId}`)).json()).toEqual({
      ...walkIn,
      name: 'Client de passage',
      mobile: '0600000000',
    });
    // Renamed, it is still the screens' default customer of a sale.
    expect((await call('GET', '/api/customers/walk-in')).json()).toMatchObject({ id: walkInId, name: 'Client de passage', walkIn: true });
    await t.database.db.updateTable('customers').set({ name: 'Client comptoir', mobile: '' }).where('id', '=', walkInId).execute();
  });

  it('needs a 15-digit ICE and an address for a business, neither for an individual', async () => {
    const register = (payload: object) => call('POST', '/api/customers', payload);
    const cases: [object, string][] = [
      [{ type: 'BUSINESS', name: 'Clinique Anfa', mobile: '0522000001', address: 'Anfa' }, 'ice: ICE is required for a business customer'],
      [
        { type: 'BUSINESS', name: 'Clinique Anfa', mobile: '0522000001', ice: '12345', address: 'Anfa' },
        'ice: ICE must have exactly 15 digits',
      ],
      [{ type: 'BUSINESS', name: 'Clinique Anfa', mobile: '0522000001', ice: '001525896000045' }, 'address: Address is required'],
      [{ type: 'INDIVIDUAL', name: 'Fatima Zahra', mobile: '0661000001', ice: 'ABC' }, 'ice: ICE must have exactly 15 digits'],
      [{ type: 'SHOP', name: 'Fatima Zahra', mobile: '0661000001' }, 'type:'],
    ];
    for (const [payload, detail] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    const business = { type: 'BUSINESS', name: 'Clinique Anfa', mobile: '0522000001', ice: '001525896000045', address: '5 rue Anfa' };
    expect((await register(business)).statusCode).toBe(200);
    expect((await register({ type: 'INDIVIDUAL', name: 'Fatima Zahra', mobile: '0661000001' })).statusCode).toBe(200);
    // The spec's call, without type: a business when it has an ICE, an individual otherwise.
    expect((await register({ name: 'Old Style Co', mobile: '0522000002', ice: 'ICE-OLD-1' })).statusCode).toBe(200);
    expect((await register({ name: 'Old Style Person', mobile: '0661000002' })).statusCode).toBe(200);
    const found = async (name: string) => (await call('GET', `/api/customers/search?text=${encodeURIComponent(name)}`)).json().content[0];
    expect(await found('Clinique Anfa')).toMatchObject({ type: 'BUSINESS', address: '5 rue Anfa', ice: '001525896000045' });
    expect(await found('Fatima Zahra')).toMatchObject({ type: 'INDIVIDUAL', ice: '', address: '' });
    expect(await found('Old Style Co')).toMatchObject({ type: 'BUSINESS' });
    expect(await found('Old Style Person')).toMatchObject({ type: 'INDIVIDUAL' });

    // An individual may be updated without ICE; the spec's update (no type) still needs one.
    const fatima = await found('Fatima Zahra');
    const update = (payload: object) =>
      call('PUT', '/api/customers', { id: fatima.id, name: 'Fatima Zahra', mobile: '0661000001', ...payload });
    expect((await update({ type: 'INDIVIDUAL', ice: '', address: 'Maarif' })).statusCode).toBe(200);
    expect(await found('Fatima Zahra')).toMatchObject({ type: 'INDIVIDUAL', ice: '', address: 'Maarif' });
    expect((await update({ ice: '' })).json().detail).toContain('ice: ICE is required');
    expect((await update({ ice: '002233445566778' })).statusCode).toBe(200);
    expect(await found('Fatima Zahra')).toMatchObject({ type: 'BUSINESS', address: 'Maarif' });
  });

  it('asks for confirmation before registering a second customer with the same name and mobile', async () => {
    const twin = { name: '  clinique ANFA ', mobile: '0522000001' };
    const refused = await call('POST', '/api/customers', twin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "A customer named 'clinique ANFA' with mobile 0522000001 is already registered. Send confirmDuplicate: true to register another one.",
    );
    expect((await call('POST', '/api/customers', { ...twin, mobile: '0522000009' })).statusCode).toBe(200);
    expect((await call('POST', '/api/customers', { ...twin, confirmDuplicate: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/customers/search?text=0522000001')).json().totalElements).toBe(2);
  });

  it('deletes a customer without invoices, not one with invoices', async () => {
    const lonely = await fx.customer({ name: 'Never Bought' });
    const buyer = await fx.customer({ name: 'Bought Once' });
    const stock = await fx.stock(await fx.product(), { quantity: 5 });
    expect((await sell(buyer.id, [{ stockId: stock, quantity: 1 }], 0)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/customers/${lonely.id}`)).json()).toEqual({ message: 'Customer deleted successfully.' });
    expect((await call('GET', `/api/customers/${lonely.id}`)).statusCode).toBe(404);
    const refused = await call('DELETE', `/api/customers/${buyer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This customer has invoices and cannot be deleted.');
    expect((await call('DELETE', '/api/customers/987654')).statusCode).toBe(404);
  });
});

describe('invoices with VAT', () => {
  let medicine: number;
  let cream: number;
  let business: Awaited<ReturnType<typeof fx.customer>>;
  beforeAll(async () => {
    medicine = await fx.stock(await productAt(0, 'Doliprane 1000'), { quantity: 50, buyingPrice: 1200, sellingPrice: 1850 });
    cream = await fx.stock(await productAt(20, 'Creme Avene'), { quantity: 50, buyingPrice: 8000, sellingPrice: 12000 });
    business = await fx.customer({ name: 'Clinique Atlas', ice: '001525896000045' });
  });

  it('computes HT and TVA per line and per rate, and answers them with the invoice', async () => {
    const response = await sell(
      business.id,
      [
        { stockId: medicine, quantity: 2 },
        { stockId: cream, quantity: 1 },
      ],
      100,
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = Number(response.headers['x-document-id']);
    const invoice = (await call('GET', `/api/invoice/${id}`)).json();
    expect(invoice).toMatchObject({
      id,
      number: response.headers['x-document-number'],
      customer: { id: business.id, name: 'Clinique Atlas', ice: '001525896000045' },
      user: { id: staff.id, name: 'Samira Staff' },
      total: 157,
      totalInclVat: 157,
      totalExclVat: 137,
      totalVat: 20,
      vatRegistered: true,
      vatBreakdown: [
        { rate: 0, base: 37, vat: 0, total: 37 },
        { rate: 20, base: 100, vat: 20, total: 120 },
      ],
      invoicePayment: { payment: 100, balance: -57, change: 0, paymentType: 'CASH' },
      remainingDue: 57,
    });
    expect(invoice.invoiceItems).toEqual([
      {
        id: expect.any(Number),
        stock: { id: medicine, manufactureDate: '2025-01-15', expireDate: '2030-06-30', batchNumber: null },
        product: { id: expect.any(Number), name: 'Doliprane 1000', brand: expect.any(String) },
        quantity: 2,
        sellingPrice: 18.5,
        vatRate: 0,
        totalExclVat: 37,
        vat: 0,
        total: 37,
        returnedQuantity: 0,
      },
      {
        id: expect.any(Number),
        stock: { id: cream, manufactureDate: '2025-01-15', expireDate: '2030-06-30', batchNumber: null },
        product: { id: expect.any(Number), name: 'Creme Avene', brand: expect.any(String) },
        quantity: 1,
        sellingPrice: 120,
        vatRate: 20,
        totalExclVat: 100,
        vat: 20,
        total: 120,
        returnedQuantity: 0,
      },
    ]);
    expect((await call('GET', '/api/invoice/987654')).statusCode).toBe(404);
  });

  it('keeps an issued invoice as it was when a rate changes later', async () => {
    const response = await sell(business.id, [{ stockId: cream, quantity: 1 }], 120);
    const id = Number(response.headers['x-document-id']);
    const before = (await call('GET', `/api/invoice/${id}`)).json();
    const { productId } = await fx.stockRow(cream);
    await t.database.db.updateTable('products').set({ vatRate: 10 }).where('id', '=', productId).execute();
    expect((await call('GET', `/api/invoice/${id}`)).json()).toEqual(before);
    const later = await sell(business.id, [{ stockId: cream, quantity: 1 }], 120);
    expect((await call('GET', `/api/invoice/${later.headers['x-document-id'] as string}`)).json().vatBreakdown).toEqual([
      { rate: 10, base: 109.09, vat: 10.91, total: 120 },
    ]);
    await t.database.db.updateTable('products').set({ vatRate: 20 }).where('id', '=', productId).execute();
  });

  it('lets the walk-in customer pay in full only, and records the change given back', async () => {
    const short = await sell(walkInId, [{ stockId: medicine, quantity: 1 }], 10);
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toContain('The walk-in customer pays in full');
    expect((await sell(walkInId, [{ stockId: medicine, quantity: 1 }], 0)).statusCode).toBe(409);
    expect((await fx.stockRow(medicine)).quantity).toBe(48);

    const paid = await sell(walkInId, [{ stockId: medicine, quantity: 1 }], 20);
    expect(paid.statusCode).toBe(200);
    const invoice = (await call('GET', `/api/invoice/${paid.headers['x-document-id'] as string}`)).json();
    expect(invoice.invoicePayment).toEqual({ payment: 20, balance: 1.5, change: 1.5, paymentType: 'CASH' });
    expect(invoice.remainingDue).toBe(0);
    expect(invoice.customer).toMatchObject({ name: 'Client comptoir', walkIn: true });
  });

  it('sells on credit to a named customer', async () => {
    const credit = await sell(business.id, [{ stockId: medicine, quantity: 1 }], 0);
    expect(credit.statusCode).toBe(200);
    const invoice = (await call('GET', `/api/invoice/${credit.headers['x-document-id'] as string}`)).json();
    expect(invoice).toMatchObject({ remainingDue: 18.5, invoicePayment: { payment: 0, balance: -18.5, change: 0 } });
  });

  it('counts income without the change, and profit on amounts before tax', async () => {
    // Income and profit are administrators' figures.
    const statistics = (await call('GET', '/api/invoice/statistics', undefined, t.adminToken)).json();
    // Invoices so far: 100 + 120 + 120 + 20 (1.50 given back) + 0 paid on 37 + 120 + 120 + 120 + 18.50 + 18.50 sold.
    expect(statistics.TotalInvoicePay).toBe(100 + 120 + 120 + 20 - 1.5);
    // HT sold − cost: medicines 4 × (18.50 − 12) = 26; creams 100 + 100 + 109.09 − 3 × 80 = 69.09; the
    // customers test's sale 15 − 10 = 5 (rate 0).
    expect(statistics.Marge).toBe(100.09);
  });

  it('sells without VAT while the shop is outside the VAT, whatever the products say', async () => {
    await t.database.db.updateTable('shopSettings').set({ vatRegistered: 0 }).execute();
    const response = await sell(business.id, [{ stockId: cream, quantity: 1 }], 120);
    await t.database.db.updateTable('shopSettings').set({ vatRegistered: 1 }).execute();
    const invoice = (await call('GET', `/api/invoice/${response.headers['x-document-id'] as string}`)).json();
    expect(invoice).toMatchObject({ vatRegistered: false, vatBreakdown: [], totalExclVat: 120, totalVat: 0, totalInclVat: 120 });
    expect(invoice.invoiceItems[0]).toMatchObject({ vatRate: 0, vat: 0, totalExclVat: 120 });
  });
});

describe('VAT summary', () => {
  it('adds up the invoices and GRN lines of the month by rate', async () => {
    const day = localDate('Africa/Casablanca');
    const { id: companyId } = await t.database.db
      .insertInto('companies')
      .values({ name: 'Cooper', email: 'c@c.ma', mobile: '0522000000', address: 'Casablanca' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: supplierId } = await t.database.db
      .insertInto('suppliers')
      .values({ name: 'Rachid', email: 'r@c.ma', mobile: '0611000000', companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: grnId } = await t.database.db
      .insertInto('grns')
      .values({
        number: 'BR-TEST-000001',
        dateTime: new Date().toISOString(),
        localDate: day,
        supplierId,
        userId: staff.id,
        total: 36000,
        totalVat: 6000,
        payment: 0,
        balance: -36000,
        paymentType: 'CASH',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productId = (await fx.stockRow(1)).productId;
    const grnLine = (total: number, vatRate: 0 | 20, vat: number) => ({
      grnId,
      productId,
      quantity: 1,
      buyingPrice: total,
      sellingPrice: total,
      manufactureDate: '2025-01-01',
      expireDate: '2030-01-01',
      total,
      vatRate,
      vat,
    });
    await t.database.db
      .insertInto('grnItems')
      .values([grnLine(6000, 0, 0), grnLine(30000, 20, 6000)])
      .execute();

    const response = await call('GET', `/api/reports/vat?period=${month()}`, undefined, t.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    const [year, monthNumber] = month().split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    // Sales: the invoices of the tests above (this month), as GET /api/invoice/{id} answered them.
    const invoices = await t.database.db.selectFrom('invoices').select('id').execute();
    const rates = new Map<number, { base: number; vat: number }>();
    for (const { id } of invoices) {
      for (const line of (await call('GET', `/api/invoice/${id}`)).json().invoiceItems) {
        const sum = rates.get(line.vatRate) ?? { base: 0, vat: 0 };
        sum.base += Math.round(line.totalExclVat * 100);
        sum.vat += Math.round(line.vat * 100);
        rates.set(line.vatRate, sum);
      }
    }
    const expected = [0, 7, 10, 14, 20].map((rate) => {
      const sum = rates.get(rate) ?? { base: 0, vat: 0 };
      return { rate, base: sum.base / 100, vat: sum.vat / 100, total: (sum.base + sum.vat) / 100 };
    });
    expect(summary).toMatchObject({ period: month(), from: `${month()}-01`, to: `${month()}-${lastDay}` });
    expect(summary.sales.byRate).toEqual(expected);
    expect(summary.sales.documents).toBe(invoices.length);
    expect(summary.sales.vat).toBe(expected.reduce((sum, line) => sum + Math.round(line.vat * 100), 0) / 100);
    expect(summary.purchases).toEqual({
      byRate: [
        { rate: 0, base: 60, vat: 0, total: 60 },
        { rate: 7, base: 0, vat: 0, total: 0 },
        { rate: 10, base: 0, vat: 0, total: 0 },
        { rate: 14, base: 0, vat: 0, total: 0 },
        { rate: 20, base: 300, vat: 60, total: 360 },
      ],
      base: 360,
      vat: 60,
      total: 420,
      documents: 1,
    });
    expect(summary.vatDue).toBe(Math.round(summary.sales.vat * 100 - 6000) / 100);

    const quarter = `${year}-Q${Math.ceil(monthNumber / 3)}`;
    const byQuarter = (await call('GET', `/api/reports/vat?period=${quarter}`, undefined, t.adminToken)).json();
    expect(byQuarter.sales).toEqual(summary.sales);
    expect(byQuarter.from).toBe(`${year}-${String((Math.ceil(monthNumber / 3) - 1) * 3 + 1).padStart(2, '0')}-01`);
    const empty = (await call('GET', `/api/reports/vat?period=${year - 5}-01`, undefined, t.adminToken)).json();
    expect(empty).toMatchObject({ from: `${year - 5}-01-01`, to: `${year - 5}-01-31`, vatDue: 0, sales: { vat: 0, documents: 0 } });
  });

  it('answers the same figures as a spreadsheet, in the request’s language', async () => {
    const json = (await call('GET', `/api/reports/vat?period=${month()}`, undefined, t.adminToken)).json();
    const url = `/api/reports/vat?period=${month()}`;
    const english = await downloadExport(t, t.adminToken, { url, format: 'csv', language: 'en' });
    expect(english.fileName).toBe(`tva-${month()}.csv`);
    expect(english.rows[0]).toEqual(['Section', 'VAT rate (%)', 'Base (HT)', 'VAT', 'Total (TTC)']);
    const twenty = json.sales.byRate[4];
    expect(english.rows).toContainEqual(['Sales', '20', twenty.base.toFixed(2), twenty.vat.toFixed(2), twenty.total.toFixed(2)]);
    expect(english.rows).toContainEqual(['Purchases', 'All rates', '360.00', '60.00', '420.00']);
    // The month's purchases carried more VAT than its sales: a credit, written as a positive amount.
    expect(json.vatDue).toBeLessThan(0);
    expect(english.rows.at(-1)).toEqual(['VAT credit', '', '', (-json.vatDue).toFixed(2), '']);
    // In French: ';' between fields, the decimal comma, French headers, as every other export.
    const french = await downloadExport(t, t.adminToken, { url, format: 'csv', language: 'fr' });
    expect(french.rows[0]).toEqual(['Rubrique', 'Taux de TVA (%)', 'Base (HT)', 'TVA', 'Total (TTC)']);
    expect(french.rows).toContainEqual(['Achats', 'Tous les taux', '360,00', '60,00', '420,00']);
    const workbook = await downloadExport(t, t.adminToken, { url, format: 'xlsx', language: 'en' });
    expect(workbook.rows).toContainEqual(['Purchases', 'All rates', 360, 60, 420]);
  });

  it('ends with a VAT credit carried forward, not a negative VAT due, when purchases carried more VAT than sales', () => {
    const section = (vat: number) => ({ byRate: [], base: vat * 5, vat, total: vat * 6, documents: 1 });
    const summary = {
      period: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      sales: section(352.7),
      purchases: section(1061.25),
      vatDue: -708.55,
    };
    expect(vatSummaryLines(summary, { vatRegistered: true }).at(-1)).toEqual({
      section: 'VAT credit',
      rate: null,
      base: null,
      vat: 708.55,
      total: null,
    });
    expect(vatSummaryLines({ ...summary, vatDue: 12.5 }, { vatRegistered: true }).at(-1)).toMatchObject({ section: 'VAT due', vat: 12.5 });
  });

  it('ends the spreadsheet of a shop outside the VAT with nothing due, not with a VAT it cannot claim', async () => {
    const url = `/api/reports/vat?period=${month()}`;
    await t.database.db.updateTable('shopSettings').set({ vatRegistered: 0 }).execute();
    try {
      const french = await downloadExport(t, t.adminToken, { url, format: 'csv', language: 'fr' });
      expect(french.rows.at(-1)).toEqual(['Hors TVA : rien à payer', '', '', '', '']);
      expect(french.rows.map((row) => row[0])).not.toContain('TVA due');
    } finally {
      await t.database.db.updateTable('shopSettings').set({ vatRegistered: 1 }).execute();
    }
  });

  it('is for administrators, with a month or a quarter', async () => {
    expect((await call('GET', `/api/reports/vat?period=${month()}`)).statusCode).toBe(403);
    for (const period of ['2026-13', '2026-Q5', '2026', 'last month', '']) {
      const response = await call('GET', `/api/reports/vat?period=${encodeURIComponent(period)}`, undefined, t.adminToken);
      expect(response.statusCode, period).toBe(400);
      expect(response.json().detail).toContain('period:');
    }
  });
});
