import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { availableStock, withStockDetails } from '../src/modules/stock/queries';
import { createTestApp, type TestApp } from './harness';
import { pdfText } from './pdf-text';
import { addDays, countRows, insertProduct, insertStock, shopToday } from './purchasing-fixtures';

let t: TestApp;
let staff: { id: number; token: string };
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER' });
  today = shopToday(t);
});
afterAll(() => t.close());

interface Entry {
  id: number;
  product: {
    id: number;
    name: string;
    brand: { id: number; name: string };
    category: { id: number; name: string };
    unit: { id: number; name: string };
  };
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  manufactureDate: string;
  expireDate: string;
}

async function search(stock: Record<string, unknown> | undefined, page = 0, size = 50) {
  const response = await t.request(staff.token, { method: 'POST', url: '/api/stock/search', payload: { stock, page, size } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Entry[]; totalElements: number; totalPages: number; last: boolean }>();
}
const ids = async (stock: Record<string, unknown> | undefined) => (await search(stock)).content.map((entry) => entry.id);

const quantityOf = async (id: number) =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;

describe('POST /api/stock/search', () => {
  // A small, known stock, in its own products so that other tests' lines do not interfere.
  const lines: Record<string, number> = {};
  let aspirin: Awaited<ReturnType<typeof insertProduct>>;
  let amoxil: Awaited<ReturnType<typeof insertProduct>>;
  let cream: Awaited<ReturnType<typeof insertProduct>>;
  let scope: number[];

  beforeAll(async () => {
    aspirin = await insertProduct(t, 'Aspirine 500 Filter', 'Bayer Filter', 'Analgesics Filter');
    amoxil = await insertProduct(t, 'Amoxil 1 g Filter', 'GSK Filter', 'Antibiotics Filter', 'Capsule');
    cream = await insertProduct(t, 'Biafine 100%_ Filter', 'Bayer Filter', 'Analgesics Filter', 'Tube');
    lines.aspirinLate = await insertStock(t, {
      productId: aspirin.id,
      quantity: 5,
      sellingPrice: 20,
      manufactureDate: '2025-01-10',
      expireDate: addDays(today, 300),
    });
    lines.aspirinEarly = await insertStock(t, {
      productId: aspirin.id,
      quantity: 3,
      sellingPrice: 22.5,
      manufactureDate: '2025-02-10',
      expireDate: addDays(today, 30),
    });
    lines.amoxil = await insertStock(t, {
      productId: amoxil.id,
      quantity: 8,
      sellingPrice: 55,
      manufactureDate: '2025-03-10',
      expireDate: addDays(today, 100),
    });
    lines.amoxilSameDay = await insertStock(t, {
      productId: amoxil.id,
      quantity: 1,
      sellingPrice: 60,
      manufactureDate: '2025-03-15',
      expireDate: addDays(today, 100),
    });
    lines.cream = await insertStock(t, {
      productId: cream.id,
      quantity: 2,
      sellingPrice: 35,
      manufactureDate: '2025-04-10',
      expireDate: addDays(today, 200),
    });
    lines.soldOut = await insertStock(t, {
      productId: aspirin.id,
      quantity: 0,
      sellingPrice: 20,
      manufactureDate: '2025-01-01',
      expireDate: addDays(today, 10),
    });
    scope = Object.values(lines);
  });
  /** Only this block's lines, in the order the server gave them. */
  const mine = async (stock: Record<string, unknown> = {}) => (await ids({ ...stock })).filter((id) => scope.includes(id));

  it('lists only available lines, first expiring first (then by id), with product, brand, category and unit', async () => {
    const { content } = await search({ productName: 'filter' });
    expect(content.map((entry) => entry.id)).toEqual([
      lines.aspirinEarly,
      lines.amoxil,
      lines.amoxilSameDay,
      lines.cream,
      lines.aspirinLate,
    ]);
    expect(content[0]).toEqual({
      id: lines.aspirinEarly,
      product: {
        id: aspirin.id,
        name: 'Aspirine 500 Filter',
        brand: { id: aspirin.brandId, name: 'Bayer Filter' },
        category: { id: aspirin.categoryId, name: 'Analgesics Filter' },
        unit: { id: aspirin.unitId, name: 'Box' },
      },
      quantity: 3,
      sellingPrice: 22.5,
      buyingPrice: 10,
      manufactureDate: '2025-02-10',
      expireDate: addDays(today, 30),
    });
  });

  it('filters by each criterion alone', async () => {
    expect(await mine({ productName: 'AMOXIL' })).toEqual([lines.amoxil, lines.amoxilSameDay]);
    // % and _ are matched as themselves.
    expect(await mine({ productName: '100%_' })).toEqual([lines.cream]);
    expect(await mine({ productName: '%' })).toEqual([lines.cream]);
    expect(await mine({ brandId: aspirin.brandId })).toEqual([lines.aspirinEarly, lines.cream, lines.aspirinLate]);
    expect(await mine({ categoryId: amoxil.categoryId })).toEqual([lines.amoxil, lines.amoxilSameDay]);
    expect(await mine({ sellingPriceFrom: 35 })).toEqual([lines.amoxil, lines.amoxilSameDay, lines.cream]);
    expect(await mine({ sellingPriceTo: 22.5 })).toEqual([lines.aspirinEarly, lines.aspirinLate]);
    expect(await mine({ manufactureDateFrom: '2025-03-10' })).toEqual([lines.amoxil, lines.amoxilSameDay, lines.cream]);
    expect(await mine({ manufactureDateTo: '2025-02-10' })).toEqual([lines.aspirinEarly, lines.aspirinLate]);
    expect(await mine({ expireDateFrom: addDays(today, 200) })).toEqual([lines.cream, lines.aspirinLate]);
    expect(await mine({ expireDateTo: addDays(today, 100) })).toEqual([lines.aspirinEarly, lines.amoxil, lines.amoxilSameDay]);
  });

  it('combines the filters', async () => {
    expect(await mine({ brandId: aspirin.brandId, sellingPriceFrom: 21 })).toEqual([lines.aspirinEarly, lines.cream]);
    expect(await mine({ categoryId: aspirin.categoryId, productName: 'aspirine', expireDateFrom: addDays(today, 31) })).toEqual([
      lines.aspirinLate,
    ]);
    expect(
      await mine({
        productName: 'filter',
        sellingPriceFrom: 20,
        sellingPriceTo: 60,
        manufactureDateFrom: '2025-02-01',
        manufactureDateTo: '2025-03-31',
        expireDateFrom: addDays(today, 30),
        expireDateTo: addDays(today, 100),
      }),
    ).toEqual([lines.aspirinEarly, lines.amoxil, lines.amoxilSameDay]);
    expect(await mine({ brandId: amoxil.brandId, categoryId: aspirin.categoryId })).toEqual([]);
    // Empty and null filters are no filters.
    expect(await mine({ productName: '', brandId: null, sellingPriceFrom: null })).toHaveLength(5);
  });

  it('pages the results and counts only matching available lines', async () => {
    const first = await search({ productName: 'filter' }, 0, 10);
    expect(first.totalElements).toBe(5);
    expect(first.totalPages).toBe(1);
    expect(first.last).toBe(true);
    const withoutFilters = await search(undefined, 0, 10);
    const available = await t.database.db
      .selectFrom('stocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    expect(withoutFilters.totalElements).toBe(Number(available.n));
    expect(withoutFilters.content.map((e) => e.id)).not.toContain(lines.soldOut);
    // Page 2 of 10 follows page 1 in the same order, lines of one expiry date by id.
    const paged = await insertProduct(t, 'Paged product', 'Paged brand', 'Paged category');
    for (let i = 0; i < 12; i++)
      await insertStock(t, {
        productId: paged.id,
        quantity: 1,
        sellingPrice: 10,
        manufactureDate: '2025-01-01',
        expireDate: addDays(today, 50 + (i % 3)),
      });
    const twenty = await search(undefined, 0, 20);
    expect(twenty.content.length).toBeGreaterThan(10);
    const [one, two] = await Promise.all([search(undefined, 0, 10), search(undefined, 1, 10)]);
    expect([...one.content, ...two.content].map((e) => e.id)).toEqual(twenty.content.map((e) => e.id));
    expect(twenty.content.map((e) => [e.expireDate, e.id])).toEqual(
      twenty.content.map((e) => [e.expireDate, e.id]).sort(([a, x], [b, y]) => String(a).localeCompare(String(b)) || Number(x) - Number(y)),
    );
    expect(two.last).toBe(twenty.totalElements <= 20);
  });

  it('refuses malformed filters', async () => {
    for (const stock of [{ brandId: 'abc' }, { expireDateFrom: '01/02/2025' }, { sellingPriceFrom: -1 }]) {
      const response = await t.request(staff.token, { method: 'POST', url: '/api/stock/search', payload: { stock, page: 0, size: 10 } });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('stock search plan', () => {
  it('walks the partial index on expiry (quantity > 0) for the first-expiring-first page', async () => {
    const db = t.database.db;
    const compiled = withStockDetails(availableStock(db))
      .limit(sql<number>`10`)
      .compile();
    expect(compiled.parameters).toEqual([]);
    let plan: string;
    if (t.database.dialect === 'postgres') {
      // On a small test table the planner would rather scan; forbid that to see whether the index is usable at all.
      plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        const rows = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${compiled.sql}`).execute(trx);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    } else {
      const rows = await sql.raw<{ detail: string }>(`explain query plan ${compiled.sql}`).execute(db);
      plan = rows.rows.map((row) => row.detail).join('\n');
    }
    expect(plan).toContain('stocks_available_expiry_idx');
  });
});

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

  it('refuses a price below 1 and an unknown line', async () => {
    const product = await insertProduct(t, 'Price Product 2');
    const id = await insertStock(t, { productId: product.id, quantity: 4, sellingPrice: 10 });
    for (const newPrice of [0, 0.99, -5]) {
      const response = await t.request(staff.token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: id, newPrice } });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('New price must be at least 1');
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
        /Price must be at least 1/,
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
      .select(['products.id', 'brands.name as brand', 'categories.name as category', 'units.name as unit'])
      .where('products.name', '=', 'Pommade Zinc')
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ brand: 'Mixed', category: 'Mixed', unit: 'Piece' });
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
      await insertStock(fresh, { productId: other.id, quantity: 3, buyingPrice: 100, sellingPrice: 150.25, expireDate: '2030-01-02' });
      await insertStock(fresh, { productId: other.id, quantity: 0, buyingPrice: 999, sellingPrice: 999 });
      const response = await fresh.request(fresh.adminToken, { method: 'GET', url: '/api/stock/report' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Stock Report',
        'Report Doliprane',
        'Report Smecta',
        'Sanofi',
        'Digestive',
        '06/05/2031',
        '150,25 DH',
        '2 stock lines',
        '13 units in stock',
        'Value at buying prices',
        'Value at selling prices',
        // 10 × 12.50 + 3 × 100 = 425; 10 × 18 + 3 × 150.25 = 630.75
        '425,00 DH',
        '630,75 DH',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('999,00 DH');
      expect(text.indexOf('Report Smecta')).toBeLessThan(text.indexOf('Report Doliprane'));
    } finally {
      await fresh.close();
    }
  });
});
