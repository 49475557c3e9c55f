/**
 * Exports of the catalogue lists (customers, suppliers, products): every page of what the filters
 * select, as CSV and XLSX that read back, headers in the request's language; too many rows or a bad
 * format answer 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { EXPORT_MAX_ROWS } from '@hanout/contract';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { injectCall, seedShop, type Shop } from '../../support/shop';
import { downloadExport, records } from '../../support/exports';
import { EXPORT_PAGE_ROWS, rowsOf } from '../../../src/http/export';
import { toPage } from '../../../src/db/paging';

let t: TestApp;
let staffToken: string;
let shop: Shop;
/** More than one page of the export's reads (1,000 rows). */
const MANY = 1_234;

/** `count` customers named `<prefix> 1000001`… with a credit limit of 1.50 DH each step, written straight into the database (the API would take minutes). */
async function insertCustomers(prefix: string, count: number) {
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into customers (ice, name, mobile, type, address, is_walk_in, created_at, credit_limit)
    select '', cast(${prefix} as text) || ' ' || (1000000 + i), '0612' || (100000 + i), 'INDIVIDUAL', '', 0,
      cast(${new Date().toISOString()} as text), i * 150
    from n`.execute(t.database.db);
}

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
  shop = await seedShop(injectCall(t, t.adminToken), { tag: 'exports', products: 3, quantities: [] });
  await insertCustomers('Many', MANY);
}, 120_000);
afterAll(() => t?.close());

describe(`customers' export (${dialectUnderTest})`, () => {
  it('holds every customer the search finds, across pages, as a CSV in the user’s language (French: ";" and a decimal comma)', async () => {
    const file = await downloadExport(t, staffToken, { url: '/api/customers/export?text=many', format: 'csv' });
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.rows[0]).toEqual(['Nom', 'Type', 'ICE', 'Téléphone', 'Adresse', 'Plafond de crédit (DH)']);
    const rows = records(file);
    expect(rows).toHaveLength(MANY);
    expect(new Set(rows.map((row) => row.Nom)).size).toBe(MANY);
    expect(rows.every((row) => String(row.Nom).startsWith('Many '))).toBe(true);
    // The list's order (oldest first); text kept as text (a mobile's leading 0), money with a decimal comma.
    expect(rows[0]).toEqual({
      Nom: 'Many 1000001',
      Type: 'Particulier',
      ICE: '',
      Téléphone: '0612100001',
      Adresse: '',
      'Plafond de crédit (DH)': '1,50',
    });
    expect(rows.at(-1)?.['Plafond de crédit (DH)']).toBe(`${(MANY * 1.5).toFixed(2).replace('.', ',')}`);
  });

  it('answers the same rows as an XLSX with typed cells, in the Accept-Language', async () => {
    const file = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Many%20100001', format: 'xlsx', language: 'en' });
    expect(file.fileName).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.sheet).toBe('Customers');
    expect(file.rows[0]).toEqual(['Name', 'Type', 'ICE', 'Mobile', 'Address', 'Credit limit (DH)']);
    expect(file.rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: 10 }, (_, i) => `Many 100001${i}`));
    expect(file.rows[3]).toEqual(['Many 1000012', 'Individual', null, '0612100012', null, 18]);
  });

  it('writes English CSV with "," and a decimal point', async () => {
    const file = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Many%201000003', format: 'csv', language: 'en' });
    expect(file.rows).toEqual([
      ['Name', 'Type', 'ICE', 'Mobile', 'Address', 'Credit limit (DH)'],
      ['Many 1000003', 'Individual', '', '0612100003', '', '4.50'],
    ]);
  });

  it('gives every header in Arabic, and an Arabic sheet name', async () => {
    const file = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Many%201000003', format: 'xlsx', language: 'ar' });
    expect(file.sheet).toBe('الزبناء');
    for (const header of file.rows[0]) expect(String(header)).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps a name that a spreadsheet would run as a formula as plain text', async () => {
    const staff = injectCall(t, staffToken);
    expect((await staff('POST', '/api/customers', { name: '=HYPERLINK("http://x")', mobile: '+212600000000' })).status).toBe(200);
    const csv = await downloadExport(t, staffToken, { url: '/api/customers/export?text=HYPERLINK', format: 'csv', language: 'en' });
    expect(csv.rows[1].slice(0, 4)).toEqual(['\'=HYPERLINK("http://x")', 'Individual', '', '+212600000000']);
    const xlsx = await downloadExport(t, staffToken, { url: '/api/customers/export?text=HYPERLINK', format: 'xlsx' });
    expect(xlsx.rows[1][0]).toBe('=HYPERLINK("http://x")');
  });
});

describe(`suppliers' and products' exports (${dialectUnderTest})`, () => {
  it('exports the suppliers the search finds, with their company', async () => {
    const file = await downloadExport(t, staffToken, {
      url: '/api/suppliers/export?text=Supplier%20exports',
      format: 'xlsx',
      language: 'en',
    });
    expect(records(file)).toEqual([
      {
        Name: 'Supplier exports',
        'E-mail': 'supplier@hanout.test',
        Mobile: '0661000000',
        'Company Name': 'Company exports',
        'Company Email': 'company@hanout.test',
        'Company Mobile': '0522000000',
        'Company Address': '1 Rue de la Paix',
      },
    ]);
    const none = await downloadExport(t, staffToken, { url: '/api/suppliers/export?text=nobody', format: 'csv' });
    expect(none.rows).toHaveLength(1);
  });

  it('exports the products the search finds, VAT rate as a number', async () => {
    const file = await downloadExport(t, staffToken, {
      url: '/api/products/export?text=Product%20exports',
      format: 'xlsx',
      language: 'en',
    });
    // A medicine's columns follow, PPH (a cost) left out of a staff member's file.
    expect(file.rows[0]).toEqual([
      'Product',
      'Barcode',
      'Brand',
      'Category',
      'Unit',
      'VAT rate (%)',
      'Reorder level',
      'DCI',
      'Dosage',
      'Form',
      'Units per pack',
      'PPV (DH)',
      'Schedule',
    ]);
    expect(file.rows.slice(1)).toEqual(
      shop.productIds.map((_, index) => [
        `Product exports ${index + 1}`,
        null,
        'Brand exports',
        'Hardening exports',
        'Box',
        0,
        null,
        null,
        null,
        null,
        1,
        null,
        null,
      ]),
    );
    const csv = await downloadExport(t, staffToken, { url: '/api/products/export?text=exports%202', format: 'csv' });
    expect(records(csv).map((row) => row.Produit)).toEqual(['Product exports 2']);
  });
});

describe('refusals', () => {
  it('answers 400 for a format it does not write, and without a format', async () => {
    const bad = await t.request(staffToken, { method: 'GET', url: '/api/customers/export?format=pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('format: Format must be csv or xlsx');
    const french = await t.request(staffToken, {
      method: 'GET',
      url: '/api/customers/export?format=pdf',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe('format: Le format doit être csv ou xlsx');
    expect((await t.request(staffToken, { method: 'GET', url: '/api/customers/export' })).statusCode).toBe(400);
    expect((await t.request(null, { method: 'GET', url: '/api/customers/export?format=csv' })).statusCode).toBe(401);
  });

  it(`answers 400 when the filters select more than ${EXPORT_MAX_ROWS} rows, and exports once they are narrowed`, async () => {
    await insertCustomers('Bulk', EXPORT_MAX_ROWS + 1);
    const tooMany = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Bulk', format: 'csv' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.detail).toBe(
      `This export would hold ${EXPORT_MAX_ROWS + 1} rows, more than the ${EXPORT_MAX_ROWS} a file can hold: narrow the filters.`,
    );
    const narrowed = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Bulk%201100001', format: 'csv' });
    expect(records(narrowed).map((row) => row.Nom)).toEqual(['Bulk 1100001']);
    // 9,999 rows: a sheet long enough to be written on a worker thread.
    const sheet = await downloadExport(t, staffToken, { url: '/api/customers/export?text=Bulk%20100', format: 'xlsx' });
    expect(sheet.rows).toHaveLength(10_000);
    expect(sheet.rows[1]).toEqual(['Bulk 1000001', 'Particulier', null, '0612100001', null, 1.5]);
    expect(sheet.rows.at(-1)?.[0]).toBe('Bulk 1009999');
  }, 120_000);
});

describe('reading an export page by page', () => {
  it('reads on after a page that holds fewer rows than asked but is not the last (a batch sold out meanwhile), and stops at the last', async () => {
    const total = 2 * EXPORT_PAGE_ROWS + 5;
    const asked: number[] = [];
    const pages = (page: number, size: number) => {
      asked.push(page);
      // Page 1 lost a row between its ids and its details.
      const rows = Array.from({ length: Math.min(size, total - page * size) - (page === 1 ? 1 : 0) }, (_, i) => page * size + i);
      return Promise.resolve(toPage(rows, total, page, size));
    };
    const read: number[] = [];
    for await (const rows of rowsOf(await pages(0, EXPORT_PAGE_ROWS), pages)) read.push(...rows);
    expect(asked).toEqual([0, 1, 2]);
    expect(read).toHaveLength(total - 1);
  });
});
