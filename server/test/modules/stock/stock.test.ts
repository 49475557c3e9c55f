import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText } from '../../support/pdf-text';
import { addDays, countRows, insertProduct, insertStock, shopToday } from '../../support/purchasing-fixtures';
import { searchStock, stockQuantity } from '../../support/stock-requests';

let t: TestApp;
let staff: { id: number; token: string };
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER' });
  today = shopToday(t);
});
afterAll(() => t.close());

const search = (stock: Record<string, unknown> | undefined, page = 0, size = 50) => searchStock(t, staff.token, stock, page, size);
const quantityOf = (id: number) => stockQuantity(t, id);

describe('POST /api/stock/update-price', () => {
  it('changes the selling price of one line', async () => {
    const product = await insertProduct(t, 'Price Product');
    const id = await insertStock(t, { productId: product.id, quantity: 4, sellingPrice: 10 });
    const other = await insertStock(t, { productId: product.id, quantity: 4, sellingPrice: 10 });
    const response = await t.request(staff.token, {
      method: 'POST',
      url: '/api/stock/update-price',
      payload: { stockId: id, newPrice: 12.75 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Stock price updated successfully!' });
    const rows = await t.database.db
      .selectFrom('stocks')
      .select(['id', 'sellingPrice'])
      .where('productId', '=', product.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id, sellingPrice: 1275 },
      { id: other, sellingPrice: 1000 },
    ]);
    const listed = (await search({ productName: 'Price Product' })).content.find((entry) => entry.id === id);
    expect(listed?.sellingPrice).toBe(12.75);
  });

  it('refuses a price of 0 or below and an unknown line, and takes 0.01 DH', async () => {
    const product = await insertProduct(t, 'Price Product 2');
    const id = await insertStock(t, { productId: product.id, quantity: 4, sellingPrice: 10 });
    for (const newPrice of [0, -0.01, -5]) {
      const response = await t.request(staff.token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: id, newPrice } });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('New price must be above 0');
    }
    expect((await t.request(staff.token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: id } })).statusCode).toBe(
      400,
    );
    const unknown = await t.request(staff.token, {
      method: 'POST',
      url: '/api/stock/update-price',
      payload: { stockId: 999_999, newPrice: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    const row = await t.database.db.selectFrom('stocks').select('sellingPrice').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sellingPrice).toBe(1000);
    const cheap = await t.request(staff.token, {
      method: 'POST',
      url: '/api/stock/update-price',
      payload: { stockId: id, newPrice: 0.01 },
    });
    expect(cheap.statusCode, cheap.body).toBe(200);
  });
});

describe('POST /api/stock/search by code', () => {
  it('finds a product’s batches by its barcode (either form of a UPC-A) and a lot’s batches by its number, in any case', async () => {
    const product = await insertProduct(t, 'Ensure Vanille');
    await t.database.db.updateTable('products').set({ barcode: '0036000291452' }).where('id', '=', product.id).execute();
    const first = await insertStock(t, { productId: product.id, quantity: 3, batchNumber: 'ENS-24A' });
    const second = await insertStock(t, { productId: product.id, quantity: 2, batchNumber: 'ENS-25B' });
    const other = await insertProduct(t, 'Fortimel');
    const sameLot = await insertStock(t, { productId: other.id, quantity: 4, batchNumber: 'ens-24a' });
    const idsFor = async (text: string) => (await search({ productName: text })).content.map((entry) => entry.id).sort((a, b) => a - b);
    expect(await idsFor('0036000291452')).toEqual([first, second]);
    expect(await idsFor('036000291452')).toEqual([first, second]);
    expect(await idsFor('Ens-24a')).toEqual([first, sameLot].sort((a, b) => a - b));
    expect(await idsFor('ENS-99Z')).toEqual([]);
  });

  it('finds a lot’s batches when its number is also in more product names than are listed by id', async () => {
    // 1,001 names hold the code: the products are then selected by a subquery, not a list of their ids.
    const named = await insertProduct(t, 'Gélule Q7X9 n°0');
    await t.database.db
      .insertInto('products')
      .values(Array.from({ length: 1_000 }, (_, i) => ({ name: `Gélule Q7X9 n°${i + 1}`, brandId: named.brandId, unitId: named.unitId })))
      .execute();
    const ofNamed = await insertStock(t, { productId: named.id, quantity: 1, expireDate: addDays(today, 50) });
    const other = await insertProduct(t, 'Sirop Toux');
    const ofLot = await insertStock(t, { productId: other.id, quantity: 2, batchNumber: 'q7x9', expireDate: addDays(today, 40) });
    const found = await search({ productName: 'Q7X9' });
    expect(found.content.map((entry) => entry.id)).toEqual([ofLot, ofNamed]);
    expect(found.totalElements).toBe(2);
  });
});

describe('POST /api/stock/mixed-stock', () => {
  const mix = (payload: unknown) => t.request(staff.token, { method: 'POST', url: '/api/stock/mixed-stock', payload: payload as object });
  let a: number;
  let b: number;
  let c: number;

  beforeAll(async () => {
    const base = await insertProduct(t, 'Vaseline Base', 'Cooper', 'Dermatology');
    const oil = await insertProduct(t, 'Huile Amande Douce', 'Cooper', 'Dermatology', 'Bottle');
    const zinc = await insertProduct(t, 'Oxyde de Zinc', 'Cooper', 'Dermatology', 'g');
    await t.database.db.updateTable('products').set({ vatRate: 20 }).where('id', '=', oil.id).execute();
    await t.database.db.updateTable('products').set({ vatRate: 7 }).where('id', '=', zinc.id).execute();
    a = await insertStock(t, { productId: base.id, quantity: 30, buyingPrice: 2.5, expireDate: addDays(today, 500) });
    b = await insertStock(t, { productId: oil.id, quantity: 20, buyingPrice: 4, expireDate: addDays(today, 90) });
    c = await insertStock(t, { productId: zinc.id, quantity: 3, buyingPrice: 1.25, expireDate: addDays(today, 200) });
  });

  it('refuses dosages that do not total 12, too few or too many components, and unknown lines, changing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: b, dosage: 5 },
          ],
        },
        /total exactly 12/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 7 },
            { stockName: b, dosage: 6 },
          ],
        },
        /total exactly 12/,
      ],
      [{ mixedStockName: 'Pommade', mixedStockPrice: 50, mixedStockItems: [{ stockName: a, dosage: 12 }] }, /2 to 6 components/],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: Array.from({ length: 7 }, (_, i) => ({ stockName: a + i, dosage: i < 5 ? 2 : 1 })),
        },
        /2 to 6 components/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 12 },
            { stockName: b, dosage: 0 },
          ],
        },
        /Dosage must be above 0/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: a, dosage: 6 },
          ],
        },
        /different stock line/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: 'Vaseline', dosage: 6 },
          ],
        },
        /stockName must be the id of a stock line/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: 777_777, dosage: 6 },
          ],
        },
        /Stock 777777 does not exist/,
      ],
      [
        {
          mixedStockName: '  ',
          mixedStockPrice: 50,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: b, dosage: 6 },
          ],
        },
        /Name is required/,
      ],
      [
        {
          mixedStockName: 'Pommade',
          mixedStockPrice: 0,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: b, dosage: 6 },
          ],
        },
        /Price must be above 0/,
      ],
    ];
    for (const [payload, detail] of cases) {
      const before = await countRows(t);
      const quantities = [await quantityOf(a), await quantityOf(b)];
      const response = await mix(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(detail);
      expect(await countRows(t)).toEqual(before);
      expect([await quantityOf(a), await quantityOf(b)]).toEqual(quantities);
    }
  });

  it('answers 409 naming the product when a component is short, and changes nothing', async () => {
    const before = await countRows(t);
    const quantities = [await quantityOf(a), await quantityOf(b), await quantityOf(c)];
    // a and b could give their part; c (3 left) cannot give 4, so nothing at all is taken.
    const response = await mix({
      mixedStockName: 'Pâte à l’eau',
      mixedStockPrice: 80,
      mixedStockItems: [
        { stockName: a, dosage: 4 },
        { stockName: b, dosage: 4 },
        { stockName: c, dosage: 4 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(`Not enough stock of Oxyde de Zinc (stock ${c}): 4 needed, 3 available.`);
    expect(await countRows(t)).toEqual(before);
    expect([await quantityOf(a), await quantityOf(b), await quantityOf(c)]).toEqual(quantities);
  });

  it('creates the mixed product and its one-piece stock line and takes each dosage from its component', async () => {
    const before = await countRows(t);
    const [qa, qb, qc] = [await quantityOf(a), await quantityOf(b), await quantityOf(c)];
    const response = await mix({
      mixedStockName: 'Pommade Zinc',
      mixedStockPrice: 65.5,
      // stockName as a numeric string is accepted too.
      mixedStockItems: [
        { stockName: String(a), dosage: 7 },
        { stockName: b, dosage: 3 },
        { stockName: c, dosage: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Mixed stock added successfully!' });
    expect([await quantityOf(a), await quantityOf(b), await quantityOf(c)]).toEqual([qa - 7, qb - 3, qc - 2]);

    const db = t.database.db;
    const product = await db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .innerJoin('categories', 'categories.id', 'brands.categoryId')
      .innerJoin('units', 'units.id', 'products.unitId')
      .select(['products.id', 'products.vatRate', 'brands.name as brand', 'categories.name as category', 'units.name as unit'])
      .where('products.name', '=', 'Pommade Zinc')
      .executeTakeFirstOrThrow();
    // Sold at the highest rate of its components (20%, 7%, 0%), never below what was deducted on them.
    expect(product).toMatchObject({ brand: 'Mixed', category: 'Mixed', unit: 'Piece', vatRate: 20 });
    const stock = await db.selectFrom('stocks').selectAll().where('productId', '=', product.id).executeTakeFirstOrThrow();
    // 7 × 2.50 + 3 × 4 + 2 × 1.25 = 17.50 + 12 + 2.50 = 32 DH
    expect(stock).toMatchObject({
      quantity: 1,
      initialQuantity: 1,
      sellingPrice: 6550,
      buyingPrice: 3200,
      grnItemId: null,
      manufactureDate: today,
      expireDate: addDays(today, 90),
    });
    const components = await db
      .selectFrom('mixedStockComponents')
      .select(['componentStockId', 'dosage'])
      .where('mixedStockId', '=', stock.id)
      .orderBy('componentStockId')
      .execute();
    expect(components).toEqual([
      { componentStockId: a, dosage: 7 },
      { componentStockId: b, dosage: 3 },
      { componentStockId: c, dosage: 2 },
    ]);
    const after = await countRows(t);
    expect(after.products - before.products).toBe(1);
    expect(after.stocks - before.stocks).toBe(1);

    // It is on sale like any other line.
    const listed = (await search({ productName: 'Pommade Zinc' })).content;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      quantity: 1,
      sellingPrice: 65.5,
      product: { brand: { name: 'Mixed' }, category: { name: 'Mixed' }, unit: { name: 'Piece' } },
    });

    // A second mix reuses the Mixed brand and category.
    expect(
      (
        await mix({
          mixedStockName: 'Pommade 2',
          mixedStockPrice: 40,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: b, dosage: 6 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const final = await countRows(t);
    expect([final.brands, final.categories]).toEqual([after.brands, after.categories]);

    // The same mix made again, under its name in any case, is one more line of the same product.
    const again = await mix({
      mixedStockName: 'POMMADE ZINC',
      mixedStockPrice: 66,
      mixedStockItems: [
        { stockName: a, dosage: 6 },
        { stockName: b, dosage: 6 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const lines = await db
      .selectFrom('stocks')
      .select(['quantity', 'sellingPrice'])
      .where('productId', '=', product.id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { quantity: 1, sellingPrice: 6550 },
      { quantity: 1, sellingPrice: 6600 },
    ]);
    expect((await countRows(t)).products).toBe(final.products);
  });

  it('never takes more than there is when mixes on the same component run at once', async () => {
    const scarce = await insertProduct(t, 'Acide Salicylique', 'Cooper', 'Dermatology', 'g');
    const plenty = await insertProduct(t, 'Glycerine', 'Cooper', 'Dermatology', 'ml');
    const s = await insertStock(t, { productId: scarce.id, quantity: 20 });
    const p = await insertStock(t, { productId: plenty.id, quantity: 1000 });
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        mix({
          mixedStockName: `Concurrent ${i}`,
          mixedStockPrice: 30,
          // Half of them list the components in the other order.
          mixedStockItems:
            i % 2
              ? [
                  { stockName: s, dosage: 6 },
                  { stockName: p, dosage: 6 },
                ]
              : [
                  { stockName: p, dosage: 6 },
                  { stockName: s, dosage: 6 },
                ],
        }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await quantityOf(s)).toBe(2);
    expect(await quantityOf(p)).toBe(1000 - 18);
    const made = await t.database.db.selectFrom('products').select('name').where('name', 'like', 'Concurrent %').execute();
    expect(made).toHaveLength(3);
  });
});

describe('GET /api/stock/report', () => {
  it('answers a PDF of the available stock with its value at buying and selling prices', async () => {
    const fresh = await createTestApp();
    try {
      const product = await insertProduct(fresh, 'Report Doliprane', 'Sanofi', 'Analgesics');
      const other = await insertProduct(fresh, 'Report Smecta', 'Ipsen', 'Digestive');
      await insertStock(fresh, { productId: product.id, quantity: 10, buyingPrice: 12.5, sellingPrice: 18, expireDate: '2031-05-06' });
      await insertStock(fresh, {
        productId: other.id,
        quantity: 3,
        buyingPrice: 100,
        sellingPrice: 150.25,
        expireDate: '2030-01-02',
        batchNumber: 'SME-0102',
      });
      await insertStock(fresh, { productId: other.id, quantity: 0, buyingPrice: 999, sellingPrice: 999 });
      const response = await fresh.request(fresh.adminToken, { method: 'GET', url: '/api/stock/report' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'État du stock',
        'Report Doliprane',
        'Report Smecta',
        'Lot SME-0102',
        'Sanofi',
        'Digestive',
        '06/05/2031',
        '150,25 DH',
        '2 lignes de stock',
        '13 unités en stock',
        'Stock en magasin',
        // 10 × 12.50 + 3 × 100 = 425; 10 × 18 + 3 × 150.25 = 630.75
        'Valeur d’achat, périmé compris 425,00 DH',
        'Valeur de vente hors périmé 630,75 DH',
      ]) {
        expect(text.replace(/\s+/g, ' ')).toContain(expected);
      }
      expect(text).not.toContain('999,00 DH');
      expect(text.indexOf('Report Smecta')).toBeLessThan(text.indexOf('Report Doliprane'));
    } finally {
      await fresh.close();
    }
  });
});
