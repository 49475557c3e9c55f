import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { availableStock, withStockDetails } from '../../../src/modules/stock/repository/stock-lines';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { addDays, insertBrand, insertProduct, insertStock, shopToday } from '../../support/purchasing-fixtures';
import { searchStock } from '../../support/stock-requests';

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
const ids = async (stock: Record<string, unknown> | undefined) => (await search(stock)).content.map((entry) => entry.id);

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
        barcode: null,
        unitsPerPack: 1,
        sellByUnit: false,
      },
      quantity: 3,
      // No buying price: staff never receive one.
      sellingPrice: 22.5,
      manufactureDate: '2025-02-10',
      expireDate: addDays(today, 30),
      batchNumber: null,
      // Within the shop's 90 near-expiry days.
      expiryStatus: 'NEAR',
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
    // The same with a product filter, whose few products' batches are listed, counted and paged apart.
    const byName = { productName: 'paged product' };
    const [named, namedFirst, namedSecond, namedThird] = await Promise.all([
      search(byName, 0, 20),
      search(byName, 0, 10),
      search(byName, 1, 10),
      search(byName, 2, 10),
    ]);
    expect(named.totalElements).toBe(12);
    expect([namedFirst.totalElements, namedFirst.totalPages, namedFirst.last, namedSecond.last]).toEqual([12, 2, false, true]);
    expect(namedSecond.content).toHaveLength(2);
    expect(namedThird.content).toEqual([]);
    expect([...namedFirst.content, ...namedSecond.content]).toEqual(named.content);
    expect(named.content.map((e) => [e.expireDate, e.id])).toEqual(
      named.content.map((e) => [e.expireDate, e.id]).sort(([a, x], [b, y]) => String(a).localeCompare(String(b)) || Number(x) - Number(y)),
    );
  });

  it('finds a product as it is now when the same filters are asked again after it, or its brand, changed', async () => {
    const admin = await t.createUser({ role: 'ROLE_ADMIN' });
    const renamed = await insertProduct(t, 'Smecta Renamed', 'Ipsen Renamed', 'Digestion Renamed');
    const line = await insertStock(t, { productId: renamed.id, quantity: 4, expireDate: addDays(today, 90) });
    const other = await insertBrand(t, 'Ipsen Elsewhere', 'Skin Renamed');
    const found = async (stock: Record<string, unknown>) => (await ids(stock)).includes(line);
    const asked = { productName: 'smecta', categoryId: renamed.categoryId };
    const put = async (url: string, payload: Record<string, unknown>) =>
      expect((await t.request(admin.token, { method: 'PUT', url, payload })).body).toMatch(/"message"/);

    expect([await found(asked), await found(asked), await found({ productName: 'diosmectite', categoryId: renamed.categoryId })]).toEqual([
      true,
      true,
      false,
    ]);
    await put('/api/products', { id: renamed.id, name: 'Diosmectite Renamed', brand: renamed.brandId, unit: renamed.unitId });
    expect([await found(asked), await found({ productName: 'diosmectite', categoryId: renamed.categoryId })]).toEqual([false, true]);
    // The brand moves to another category: the product goes with it.
    const moved = { productName: 'diosmectite', categoryId: other.categoryId };
    expect(await found(moved)).toBe(false);
    await put('/api/brands', { id: renamed.brandId, name: 'Ipsen Renamed', category: { id: other.categoryId } });
    expect([await found(moved), await found({ productName: 'diosmectite', categoryId: renamed.categoryId })]).toEqual([true, false]);
    // A product added by any way (here straight into the table) is found by filters asked before it existed.
    const added = { productName: 'added later', categoryId: other.categoryId };
    expect(await found(added)).toBe(false);
    const later = await insertProduct(t, 'Added Later Renamed', 'Ipsen Elsewhere', 'Skin Renamed');
    const laterLine = await insertStock(t, { productId: later.id, quantity: 1, expireDate: addDays(today, 90) });
    expect(await ids(added)).toContain(laterLine);
  });

  it.skipIf(dialectUnderTest !== 'postgres')(
    'saves a product while an import holds the catalogue and is about to update it, without a deadlock',
    async () => {
      const admin = await t.createUser({ role: 'ROLE_ADMIN' });
      const first = await insertProduct(t, 'Import First Held', 'Held Brand', 'Held Category');
      const second = await insertProduct(t, 'Import Second Held', 'Held Brand', 'Held Category');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // An import: one transaction that updates products one by one.
      const importing = t.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ reorderLevel: 1 }).where('id', '=', first.id).execute();
        await held;
        await trx.updateTable('products').set({ reorderLevel: 2 }).where('id', '=', second.id).execute();
      });
      const saving = t.request(admin.token, {
        method: 'PUT',
        url: '/api/products',
        payload: { id: second.id, name: 'Import Second Saved', brand: second.brandId, unit: second.unitId },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await importing;
      expect((await saving).statusCode).toBe(200);
    },
  );

  it('matches the name within a category or a brand as everywhere: case and accents ignored, % and _ as themselves', async () => {
    const eclat = await insertProduct(t, 'Crème Éclat 50%', 'Avène Filter', 'Dermo Filter');
    const line = await insertStock(t, { productId: eclat.id, quantity: 4, sellingPrice: 80, expireDate: addDays(today, 120) });
    const found = async (stock: Record<string, unknown>) => (await ids(stock)).includes(line);
    for (const productName of ['creme eclat', 'CRÈME', 'ÉCLAT 50%', 'è', '0%']) {
      expect(await found({ categoryId: eclat.categoryId, productName }), productName).toBe(true);
      expect(await found({ brandId: eclat.brandId, productName }), productName).toBe(true);
    }
    for (const productName of ['eclair', '50_', 'crème éclat 50%x'])
      expect(await found({ categoryId: eclat.categoryId, productName }), productName).toBe(false);
    expect(await found({ categoryId: aspirin.categoryId, productName: 'creme' })).toBe(false);
  });

  it('narrows a name search by brand or category without losing what the name alone finds, whatever the letters', async () => {
    // SQLite's trigram index folds letters that fold_text keeps (Š, Ş, İ…): a filter must not change that.
    const shampoo = await insertProduct(t, 'Šampon Doux', 'Sapone Brand', 'Sapone Category');
    const soap = await insertProduct(t, 'Sampon Savon', 'Sapone Brand', 'Sapone Category');
    const lines = [
      await insertStock(t, { productId: shampoo.id, quantity: 2, sellingPrice: 30, expireDate: addDays(today, 90) }),
      await insertStock(t, { productId: soap.id, quantity: 2, sellingPrice: 30, expireDate: addDays(today, 90) }),
    ];
    const found = async (stock: Record<string, unknown>) => (await ids(stock)).filter((id) => lines.includes(id));
    expect(await found({ productName: 'sampon' })).toContain(lines[1]);
    for (const productName of ['sampon', 'SAMPON DOUX', 'šampon', 'mpon s', 'sa']) {
      const byName = await found({ productName });
      expect(await found({ brandId: shampoo.brandId, productName }), `brand, ${productName}`).toEqual(byName);
      expect(await found({ categoryId: shampoo.categoryId, productName }), `category, ${productName}`).toEqual(byName);
    }
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
    // Its only parameter is the shop, in each table's filter; EXPLAIN takes none: the first shop's id is written in.
    expect(new Set(compiled.parameters).size).toBe(1);
    const statement = compiled.sql.replace(/\$\d+|\?/g, '1');
    let plan: string;
    if (t.database.dialect === 'postgres') {
      // On a small test table the planner would rather scan; forbid that to see whether the index is usable at all.
      plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        const rows = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${statement}`).execute(trx);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    } else {
      const rows = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(db);
      plan = rows.rows.map((row) => row.detail).join('\n');
    }
    expect(plan).toContain('stocks_available_expiry_idx');
  });
});
