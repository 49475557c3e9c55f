import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../src/lib/clock';
import { currentYear } from '../../../src/modules/dashboard/service';
import { createTestApp, type TestApp } from '../../support/harness';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let token: string;
let fx: ReturnType<typeof salesFixtures>;
const Y = currentYear('Africa/Casablanca').year;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  // The year's income, expenses and profit are administrators' figures (staff get the sales alone: hardening/field-authorisation.test.ts).
  token = t.adminToken;
  fx = salesFixtures(t.database.db);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const response = await t.request(token, { method: 'GET', url: `/api/invoice/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('on a fresh install', () => {
  it('answers zeros and empty lists', async () => {
    expect(await get('statistics')).toEqual({
      year: Y,
      TotalInvoiceByMonth: Array(12).fill(0),
      TotalGrnByMonth: Array(12).fill(0),
      TotalInvoicePay: 0,
      TotalGrnPay: 0,
      TotalGrnPayByMonth: Array(12).fill(0),
      Marge: 0,
      SUM: 0,
      TotalOrderByProduct: [],
      OtherProductsTotal: 0,
    });
    expect(await get('top-selling')).toEqual([]);
    expect(await get('recent-orders')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    for (const path of ['statistics', 'top-selling', 'recent-orders']) {
      expect((await t.request(null, { method: 'GET', url: `/api/invoice/${path}` })).statusCode).toBe(401);
    }
  });
});

describe('with a known data set', () => {
  const products: Record<string, number> = {};
  let customerId: number;
  let userId: number;

  /** Lines are [product, quantity, selling price, buying price] with prices in centimes. */
  async function invoice(day: string, payment: number, lines: [string, number, number, number][], customer = customerId) {
    const total = lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
    const year = Number(day.slice(0, 4));
    // Numbered like the server would, and the sequence kept in step so that later sales follow on.
    const { lastNumber: count } = await t.database.db
      .insertInto('documentSequences')
      .values({ kind: 'FA', year, lastNumber: 1 })
      .onConflict((oc) =>
        oc.columns(['shopId', 'kind', 'year']).doUpdateSet((eb) => ({ lastNumber: eb('documentSequences.lastNumber', '+', 1) })),
      )
      .returning('lastNumber')
      .executeTakeFirstOrThrow();
    const { id } = await t.database.db
      .insertInto('invoices')
      .values({
        number: `FA-${year}-${String(count).padStart(6, '0')}`,
        dateTime: `${day}T12:00:00.000Z`,
        localDate: day,
        customerId: customer,
        userId,
        total,
        payment,
        balance: payment - total,
        paymentType: 'CASH',
        itemCount: lines.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [name, quantity, sellingPrice, buyingPrice] of lines) {
      const stockId = await fx.stock(products[name], { quantity: 0, sellingPrice, buyingPrice });
      await t.database.db
        .insertInto('invoiceItems')
        .values({ invoiceId: id, stockId, productId: products[name], quantity, sellingPrice, buyingPrice, total: quantity * sellingPrice })
        .execute();
    }
  }

  beforeAll(async () => {
    userId = (await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const category = await fx.category('Antalgiques');
    const brand = await fx.brand('Sanofi', category);
    const other = await fx.brand('Pfizer', await fx.category('Vitamines'));
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf']) {
      products[name] = await fx.product(name, name === 'Charlie' ? other : brand);
    }
    customerId = (await fx.customer({ name: 'Karim' })).id;
    const hassan = (await fx.customer({ name: 'Hassan' })).id;

    await invoice(`${Y}-01-15`, 8000, [
      ['Alpha', 2, 3000, 2000],
      ['Bravo', 1, 4000, 3500],
    ]); // 100.00, margin 25.00
    await invoice(`${Y}-01-31`, 5000, [['Charlie', 5, 1000, 600]]); // 50.00, margin 20.00
    await invoice(`${Y}-03-01`, 0, [['Alpha', 3, 3000, 2000]], hassan); // 90.00, margin 30.00
    await invoice(`${Y}-12-31`, 20000, [
      ['Delta', 1, 15050, 10000],
      ['Echo', 4, 500, 450],
    ]); // 170.50, margin 52.50
    await invoice(`${Y - 1}-12-31`, 99900, [['Foxtrot', 100, 100, 50]]); // last year: not counted
    await invoice(`${Y + 1}-01-01`, 99900, [['Golf', 100, 100, 50]]); // next year: not counted
    await invoice(`${Y}-06-10`, 1000, [
      ['Bravo', 2, 4000, 3500],
      ['Foxtrot', 1, 100, 50],
    ]); // 81.00, margin 10.50

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
    const grns: [string, number, number][] = [
      [`${Y}-02-10`, 50000, 30000],
      [`${Y}-02-20`, 10000, 10000],
      [`${Y}-11-05`, 25025, 25025],
      // Paid 50.00 at the reception of 10.00: kept 10.00, as the supplier's account counts it.
      [`${Y}-11-20`, 1000, 5000],
      [`${Y - 1}-06-01`, 100000, 100000],
    ];
    for (const [index, [day, total, payment]] of grns.entries()) {
      await t.database.db
        .insertInto('grns')
        .values({
          number: `BR-${day.slice(0, 4)}-${String(index + 1).padStart(6, '0')}`,
          dateTime: `${day}T09:00:00.000Z`,
          localDate: day,
          supplierId,
          userId,
          total,
          payment,
          balance: payment - total,
          paymentType: 'CASH',
        })
        .execute();
    }
  });

  it('computes the statistics of the current year', async () => {
    expect(await get('statistics')).toEqual({
      year: Y,
      TotalInvoiceByMonth: [150, 0, 90, 0, 0, 81, 0, 0, 0, 0, 0, 170.5],
      TotalGrnByMonth: [0, 600, 0, 0, 0, 0, 0, 0, 0, 0, 260.25, 0],
      TotalInvoicePay: 340,
      TotalGrnPay: 660.25,
      TotalGrnPayByMonth: [0, 400, 0, 0, 0, 0, 0, 0, 0, 0, 260.25, 0],
      Marge: 138,
      SUM: 5,
      TotalOrderByProduct: [
        { productName: 'Alpha', total: 5 },
        { productName: 'Charlie', total: 5 },
        { productName: 'Echo', total: 4 },
        { productName: 'Bravo', total: 3 },
        { productName: 'Delta', total: 1 },
        { productName: 'Foxtrot', total: 1 },
      ],
      OtherProductsTotal: 0,
    });
  });

  it('ranks the 5 products with the most units sold this year', async () => {
    expect(await get('top-selling')).toEqual([
      { id: products.Alpha, name: 'Alpha', brand: { name: 'Sanofi', category: { name: 'Antalgiques' } }, unitsSold: 5 },
      { id: products.Charlie, name: 'Charlie', brand: { name: 'Pfizer', category: { name: 'Vitamines' } }, unitsSold: 5 },
      { id: products.Echo, name: 'Echo', brand: { name: 'Sanofi', category: { name: 'Antalgiques' } }, unitsSold: 4 },
      { id: products.Bravo, name: 'Bravo', brand: { name: 'Sanofi', category: { name: 'Antalgiques' } }, unitsSold: 3 },
      { id: products.Delta, name: 'Delta', brand: { name: 'Sanofi', category: { name: 'Antalgiques' } }, unitsSold: 1 },
    ]);
  });

  it('lists the latest invoices, newest first', async () => {
    const orders = await get('recent-orders');
    expect(orders.map((order: { price: number }) => order.price)).toEqual([81, 100, 100, 170.5, 90, 50, 100]);
    expect(orders[4]).toEqual({
      id: expect.any(Number),
      customer: 'Hassan',
      invoice: expect.stringMatching(/^FA-\d{4}-000003$/),
      price: 90,
      payment: 0,
      balance: -90,
      remainingDue: 90,
    });
  });

  it('counts a sale made through the API, and keeps only the 10 latest orders', async () => {
    const stock = await fx.stock(products.Golf, { quantity: 10, sellingPrice: 2000, buyingPrice: 1200 });
    const sell = (quantity: number) => given.trySale({ customer: customerId, lines: [{ stock, quantity }], paid: 5, token });
    for (const quantity of [1, 1, 1, 1]) expect((await sell(quantity)).statusCode).toBe(200);
    const last = await sell(6);
    expect(last.statusCode).toBe(200);

    const statistics = await get('statistics');
    const month = Number(localDate('Africa/Casablanca').slice(5, 7)) - 1;
    const expectedMonths = [150, 0, 90, 0, 0, 81, 0, 0, 0, 0, 0, 170.5];
    expectedMonths[month] += 200; // 10 units × 20.00
    expect(statistics.TotalInvoiceByMonth).toEqual(expectedMonths);
    expect(statistics).toMatchObject({ SUM: 10, TotalInvoicePay: 365, Marge: 218 }); // + 10 × (20 − 12)
    // A customer paying later on the credit (200 − 25 owed) counts as income when paid, not as a sale.
    const paid = await t.request(token, {
      method: 'POST',
      url: `/api/customers/${customerId}/payments`,
      payload: { amount: 100, paymentType: 'CASH' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await get('statistics')).toMatchObject({ SUM: 10, TotalInvoicePay: 465, TotalInvoiceByMonth: expectedMonths });
    expect(statistics.TotalOrderByProduct[0]).toEqual({ productName: 'Golf', total: 10 });
    expect((await get('top-selling'))[0]).toMatchObject({ name: 'Golf', unitsSold: 10 });

    const orders = await get('recent-orders');
    expect(orders).toHaveLength(10);
    expect(orders[0]).toMatchObject({
      invoice: String(last.headers['x-document-number']),
      customer: 'Karim',
      price: 120,
      payment: 5,
      balance: -115,
    });
    expect(orders.slice(5).map((order: { price: number }) => order.price)).toEqual([81, 100, 100, 170.5, 90]);
  });

  it('names the 8 most sold products and totals the units of the others', async () => {
    for (const name of ['Hotel', 'India', 'Juliet', 'Kilo']) products[name] = await fx.product(name);
    await invoice(`${Y}-07-01`, 0, [
      ['Hotel', 2, 1000, 1000],
      ['India', 2, 1000, 1000],
      ['Juliet', 1, 1000, 1000],
      ['Kilo', 1, 1000, 400],
    ]);
    const statistics = await get('statistics');
    expect(statistics.TotalOrderByProduct).toEqual(
      [
        ['Golf', 10],
        ['Alpha', 5],
        ['Charlie', 5],
        ['Echo', 4],
        ['Bravo', 3],
        ['Hotel', 2],
        ['India', 2],
        ['Delta', 1],
      ].map(([productName, total]) => ({ productName, total })),
    );
    expect(statistics.OtherProductsTotal).toBe(3); // Foxtrot, Juliet and Kilo, one each
    expect(statistics.Marge).toBe(224); // every product counts: + 1 × (10 − 4) for Kilo
  });
});

describe('recent orders after the sale', () => {
  it('show what each invoice still owes now: less later payments and credit notes, 0 once settled', async () => {
    const customer = await fx.customer({ name: 'Nadia' });
    const stock = await fx.stock(await fx.product('Smecta'), { quantity: 100, sellingPrice: 1000 });
    const sell = async (quantity: number, payment: number) =>
      (await given.sale({ customer: customer.id, lines: [{ stock, quantity }], paid: payment, token })).id;
    const due = async () =>
      new Map((await get('recent-orders')).map((order: { id: number; remainingDue: number }) => [order.id, order.remainingDue]));
    const pay = async (amount: number) => {
      const response = await t.request(token, {
        method: 'POST',
        url: `/api/customers/${customer.id}/payments`,
        payload: { amount, paymentType: 'CASH' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    const first = await sell(10, 20); // 100.00, owes 80.00
    const second = await sell(5, 60); // 50.00, 10.00 handed back
    expect((await due()).get(first)).toBe(80);
    expect((await due()).get(second)).toBe(0);

    await pay(30);
    expect((await due()).get(first)).toBe(50);
    const [line] = (await t.request(token, { method: 'GET', url: `/api/invoice/${first}` })).json<{ invoiceItems: { id: number }[] }>()
      .invoiceItems;
    const credited = await t.request(token, {
      method: 'POST',
      url: `/api/invoice/${first}/credit-notes`,
      payload: { items: [{ invoiceItemId: line.id, quantity: 2, restock: true }] },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect((await due()).get(first)).toBe(30);

    await pay(30);
    const orders = await get('recent-orders');
    expect(orders.find((order: { id: number }) => order.id === first)).toMatchObject({
      price: 100,
      payment: 20,
      balance: -80,
      remainingDue: 0,
    });
    expect(orders.find((order: { id: number }) => order.id === second)).toMatchObject({ remainingDue: 0 });
  });
});
