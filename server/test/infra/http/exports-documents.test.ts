/**
 * Exports of the stock and of the documents' lists (invoices, GRNs, receivables, payables): the
 * list's filters, every page, money as numbers and dates as dates; buying prices and supplier
 * accounts only for administrators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { addDays, grnBody, injectCall, invoiceBody, seedShop, shopToday, type Call, type Shop } from '../../support/shop';
import { downloadExport, records } from '../../support/exports';

let t: TestApp;
let staffToken: string;
let admin: Call;
let staff: Call;
let shop: Shop;
const today = shopToday();
/** Day `today` read back from an XLSX date cell. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** Copies of the first batch, so that the stock export reads more than one page. */
const COPIES = 1_050;

beforeAll(async () => {
  t = await createTestApp();
  admin = injectCall(t, t.adminToken);
  staffToken = (await t.createUser({ name: 'Salma' })).token;
  staff = injectCall(t, staffToken);
  shop = await seedShop(admin, { tag: 'docs', products: 2, quantities: [20, 30] });
  // A second GRN of the second product, paid in full: the supplier is owed for the first one only.
  expect((await admin('POST', '/api/grn', grnBody(shop.supplierId, [{ product: shop.productIds[1], quantity: 5 }], 50))).status).toBe(200);
  // Two sales: one on credit (the customer owes 30), one paid.
  for (const payment of [0, 15]) {
    const items = [{ stockId: shop.lines[payment ? 1 : 0].id, quantity: payment ? 1 : 2 }];
    expect((await staff('POST', '/api/invoice', invoiceBody(shop.customerId, items, payment))).status).toBe(200);
  }
  const source = shop.lines[0].id;
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${COPIES})
    insert into stocks (product_id, grn_item_id, quantity, initial_quantity, buying_price, selling_price, manufacture_date,
      expire_date, created_at, batch_number)
    select product_id, grn_item_id, 1, 1, buying_price, selling_price, manufacture_date, expire_date, created_at, 'COPY'
    from stocks cross join n where stocks.id = ${source}`.execute(t.database.db);
}, 120_000);
afterAll(() => t?.close());

describe(`stock export (${dialectUnderTest})`, () => {
  const filters = { stock: { productName: 'Product docs 2' } };

  it('gives administrators the buying prices, typed, of the batches the filters select', async () => {
    const file = await downloadExport(t, t.adminToken, { url: '/api/stock/export', body: filters, format: 'xlsx', language: 'en' });
    expect(file.fileName).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows[0]).toEqual([
      'Product',
      'Barcode',
      'Lot',
      'Category',
      'Brand',
      'Unit',
      'Quantity',
      'Buying Price',
      'Selling Price',
      'Manufacture Date',
      'Expire Date',
      'Expiry status',
    ]);
    const batch = ['Product docs 2', null, null, 'Hardening docs', 'Brand docs', 'Box'];
    const dates = [day(addDays(today, -30)), day(addDays(today, 365)), 'In date'];
    // First expiring first, then first received: the first GRN's batch (one sold), then the second GRN's.
    expect(file.rows.slice(1)).toEqual([
      [...batch, 29, 10, 15, ...dates],
      [...batch, 5, 10, 15, ...dates],
    ]);
  });

  it('never gives staff a buying price, in either format', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await downloadExport(t, staffToken, { url: '/api/stock/export', body: filters, format, language: 'en' });
      expect(file.rows[0]).not.toContain('Buying Price');
      expect(file.rows[0]).toHaveLength(11);
      expect(records(file).map((row) => row.Quantity)).toEqual(format === 'csv' ? ['29', '5'] : [29, 5]);
    }
  });

  it('holds every batch across pages, and reads French with a decimal comma', async () => {
    const file = await downloadExport(t, t.adminToken, { url: '/api/stock/export', body: { stock: {} }, format: 'csv' });
    const rows = records(file);
    expect(rows).toHaveLength(COPIES + 3);
    expect(rows.filter((row) => row.Lot === 'COPY')).toHaveLength(COPIES);
    expect(rows[0]).toMatchObject({ 'Prix d’achat': '10,00', 'Prix de vente': '15,00', 'État de péremption': 'Valide' });
    const staffFile = await downloadExport(t, staffToken, {
      url: '/api/stock/export',
      body: { stock: { sellableOnly: true } },
      format: 'csv',
    });
    expect(records(staffFile)).toHaveLength(COPIES + 3);
    expect(staffFile.rows[0]).not.toContain('Prix d’achat');
  });

  it('refuses what the search refuses', async () => {
    const bad = await t.request(staffToken, {
      method: 'POST',
      url: '/api/stock/export',
      payload: { stock: { expireDateFrom: 'soon' }, format: 'csv' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('stock.expireDateFrom');
  });
});

describe(`invoices' and GRNs' exports (${dialectUnderTest})`, () => {
  it('exports the invoices of the range, newest first, with the shop’s time of day', async () => {
    const file = await downloadExport(t, staffToken, {
      url: '/api/invoice/export',
      body: { startDate: today, endDate: today },
      format: 'xlsx',
      language: 'en',
    });
    expect(file.fileName).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = records(file);
    expect(rows.map((row) => [row['Customer'], row['User Billed'], row['No of Items'], row['Payment Type']])).toEqual([
      ['Customer docs', 'Salma', 1, 'Cash'],
      ['Customer docs', 'Salma', 1, 'Cash'],
    ]);
    expect(rows.map((row) => [row['Total Amount'], row['Paid Amount'], row['Balance']])).toEqual([
      [15, 15, 0],
      [30, 0, -30],
    ]);
    expect(rows[0]['Invoice No']).toMatch(/^FA-\d{4}-\d{6}$/);
    const at = rows[0]['Date'] as Date;
    expect(at).toBeInstanceOf(Date);
    expect(at.toISOString().slice(0, 10)).toBe(today);
  });

  it('exports nothing for a range without invoices, and the CSV writes the shop’s date and time', async () => {
    const empty = await downloadExport(t, staffToken, {
      url: '/api/invoice/export',
      body: { startDate: addDays(today, 1) },
      format: 'csv',
    });
    expect(empty.rows).toHaveLength(1);
    const csv = await downloadExport(t, staffToken, { url: '/api/invoice/export', body: {}, format: 'csv', language: 'en' });
    expect(records(csv).map((row) => row.Date)).toEqual([expect.stringMatching(`^${today} \\d{2}:\\d{2}$`), expect.any(String)]);
  });

  it('exports the GRNs of the range, newest first, their amounts for administrators only', async () => {
    const file = await downloadExport(t, t.adminToken, {
      url: '/api/grn/export',
      body: { startDate: today },
      format: 'xlsx',
      language: 'fr',
    });
    expect(file.sheet).toBe('Bons de réception');
    const rows = records(file);
    expect(rows.map((row) => [row['Fournisseur'], row['Montant total'], row['Montant payé'], row['Solde']])).toEqual([
      ['Supplier docs', 50, 50, 0],
      ['Supplier docs', 500, 0, -500],
    ]);
    // What was bought, paid and owed tells the buying prices.
    const forStaff = await downloadExport(t, staffToken, {
      url: '/api/grn/export',
      body: { startDate: today },
      format: 'xlsx',
      language: 'fr',
    });
    expect(forStaff.rows[0]).toEqual(['N° du bon', 'Date', 'Fournisseur', 'Mode de paiement']);
    expect(records(forStaff).map((row) => row['Fournisseur'])).toEqual(['Supplier docs', 'Supplier docs']);
    const none = await downloadExport(t, staffToken, { url: '/api/grn/export', body: { endDate: addDays(today, -1) }, format: 'csv' });
    expect(none.rows).toHaveLength(1);
  });
});

describe(`accounts' exports (${dialectUnderTest})`, () => {
  it('exports who owes what to any user', async () => {
    const file = await downloadExport(t, staffToken, { url: '/api/receivables/export?sort=age', format: 'xlsx', language: 'en' });
    expect(records(file)).toEqual([
      {
        Customer: 'Customer docs',
        Mobile: '0612345678',
        'Open invoices': 1,
        'Oldest invoice': day(today),
        'Age (days)': 0,
        'Amount due': 30,
      },
    ]);
  });

  it('exports what the shop owes its suppliers to administrators only', async () => {
    const file = await downloadExport(t, t.adminToken, { url: '/api/payables/export', format: 'csv', language: 'en' });
    expect(records(file)).toEqual([
      { Supplier: 'Supplier docs', Mobile: '0661000000', 'Open GRNs': '1', 'Oldest GRN': today, 'Age (days)': '0', 'Amount due': '500.00' },
    ]);
    const refused = await downloadExport(t, staffToken, { url: '/api/payables/export', format: 'csv' });
    expect(refused.status).toBe(403);
  });
});
