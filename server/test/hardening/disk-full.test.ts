/**
 * SQLite on a full disk, simulated with max_page_count: writes answer 507 naming the cause and
 * the log says SQLITE_FULL; reads keep working; once space is back, writes work again.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { injectCall, invoiceBody, seedShop, type Call, type Shop } from '../support/shop';

const sqliteOnly = dialectUnderTest === 'sqlite';
let t: TestApp;
let admin: Call;
let shop: Shop;
let log = '';
const figures = { accepted: 0, refused: 0 };

/** The first value a pragma answers (its column name goes through the camel-case plugin). */
const pragma = async (text: string) =>
  Object.values((await sql.raw<Record<string, number>>(`pragma ${text}`).execute(t.database.db)).rows[0])[0];

beforeAll(async () => {
  if (!sqliteOnly) return;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ logLevel: 'error' }, logStream);
  admin = injectCall(t, t.adminToken);
  shop = await seedShop(admin, { tag: 'disk', quantities: [100_000] });
});
afterAll(async () => {
  if (sqliteOnly) {
    console.log(
      `hardening: disk full (sqlite): ${figures.accepted} sales fitted, ${figures.refused} refused with 507 and SQLITE_FULL logged, reads kept working, writes resumed once space was freed, stock adds up`,
    );
  }
  await t?.close();
});

// PostgreSQL's disk cannot be filled from a test without harming the shared cluster; its disk_full error maps to the same 507.
describe.skipIf(!sqliteOnly)('a full disk (SQLite only: max_page_count stands for the disk)', () => {
  it('answers writes with 507, keeps reads, and writes again once space is freed', async () => {
    const sale = () => admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]));
    const pages = await pragma('page_count');
    expect(await pragma(`max_page_count = ${pages}`)).toBe(pages);
    let refused = null;
    for (let i = 0; i < 2_000 && !refused; i++) {
      const answer = await sale();
      if (answer.status === 200) figures.accepted += 1;
      else refused = answer;
    }
    expect(refused?.status).toBe(507);
    expect(refused?.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused?.body).toMatchObject({ status: 507, title: 'Insufficient Storage' });
    expect((refused?.body as { detail: string }).detail).toMatch(/disk is full/);
    figures.refused += 1;
    expect(log).toContain('SQLITE_FULL');
    expect(log).not.toContain('cannot rollback');

    // Still full: another write is refused the same way, reads answer.
    expect((await sale()).status).toBe(507);
    figures.refused += 1;
    expect((await admin('GET', '/api/customers/search')).status).toBe(200);
    expect((await admin('POST', '/api/invoice/search', { page: 0, size: 10 })).status).toBe(200);
    expect((await admin('GET', '/api/stock/report')).status).toBe(200);

    await pragma('max_page_count = 1073741823');
    expect((await sale()).status).toBe(200);
    figures.accepted += 1;
    const invoices = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(invoices.count)).toBe(figures.accepted);
    const stock = await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', shop.lines[0].id).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(100_000 - figures.accepted);
  });
});
