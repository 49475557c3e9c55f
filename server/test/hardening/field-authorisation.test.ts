/**
 * Who sees what: staff (ROLE_USER) never receive buying prices, cost or profit, in any answer they
 * can read, the stock report, GRN and supplier return PDFs included; administrators do. Checked on the answers' fields, not
 * only their status codes. Values derived from buying prices under other names (totals, balances,
 * what is still due, values at cost) are compared with the administrator's in cost-derived.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { injectCall, invoiceBody, seedShop, type Call, type Shop } from '../support/shop';
import { pdfText } from '../support/pdf-text';

let t: TestApp;
let shop: Shop;
let staff: Call;
let admin: Call;
let invoiceId: number;
let checked = 0;

/** Names of what is cost or profit, wherever it appears in an answer. */
const COST = /buying|cost|marge|margin|profit|income|expense|TotalGrn|TotalInvoicePay/i;

/** Every key path in an answer whose name says cost or profit. */
function costFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => costFields(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(COST.test(key) ? [`${path}.${key}`] : []),
    ...costFields(child, `${path}.${key}`),
  ]);
}

/** The JSON answers a signed-in user can read that show stock, products, sales or the year's figures. */
const readable = (): Array<[string, string, unknown?]> => [
  ['POST', '/api/stock/search', { stock: {}, page: 0, size: 50 }],
  ['POST', '/api/stock/search', { stock: { sellableOnly: true }, page: 0, size: 50 }],
  ['GET', `/api/products/lookup?q=${encodeURIComponent('Product')}`],
  ['GET', '/api/products/search?text=&size=50'],
  ['GET', `/api/products/${shop.productIds[0]}`],
  ['GET', '/api/invoice/statistics'],
  ['GET', '/api/invoice/top-selling'],
  ['GET', '/api/invoice/recent-orders'],
  ['GET', `/api/invoice/${invoiceId}`],
  ['POST', '/api/invoice/search', { page: 0, size: 50 }],
  ['GET', '/api/alerts'],
  ...supplierReturnReads,
];

/** A GRN's detail and a supplier return staff recorded on it. */
let supplierReturnReads: Array<[string, string]> = [];
/** The same GRN's and supplier return's PDFs. */
let purchasePdfs: string[] = [];
async function recordSupplierReturn(): Promise<void> {
  const grns = (await admin('POST', '/api/grn/search', { page: 0, size: 10 })).body as { content: { id: number }[] };
  const grnId = grns.content[0].id;
  const giveBack = await staff('POST', `/api/grn/${grnId}/returns`, { items: [{ stockId: shop.lines[1].id, quantity: 1 }] });
  expect(giveBack.status).toBe(200);
  const returnId = (giveBack.body as { id: number }).id;
  supplierReturnReads = [
    ['GET', `/api/grn/${grnId}`],
    ['GET', `/api/supplier-returns/${returnId}`],
  ];
  purchasePdfs = [`/api/grn/report/${grnId}`, `/api/supplier-returns/${returnId}/report`];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = injectCall(t, t.adminToken);
  staff = injectCall(t, (await t.createUser({ role: 'ROLE_USER' })).token);
  shop = await seedShop(admin, { tag: 'fields', products: 2, quantities: [20, 30] });
  const sale = await staff('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 2 }], 100));
  expect(sale.status).toBe(200);
  invoiceId = Number(sale.headers['x-document-id']);
  await recordSupplierReturn();
});
afterAll(async () => {
  console.log(
    `hardening: field-level authorisation (${dialectUnderTest}): ${checked} staff answers carry no buying price, cost or profit; administrators' do`,
  );
  await t?.close();
});

describe(`who sees what (${dialectUnderTest})`, () => {
  it('never answers staff a buying price, a cost or a profit', async () => {
    for (const [method, url, body] of readable()) {
      const answer = await staff(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(200);
      expect(costFields(answer.body), `${method} ${url}`).toEqual([]);
      checked += 1;
    }
  });

  it('answers administrators the buying prices and the year’s income, expenses and profit', async () => {
    const stock = (await admin('POST', '/api/stock/search', { stock: {}, page: 0, size: 50 })).body as { content: object[] };
    expect(costFields(stock.content)).toContain('[0].buyingPrice');
    const statistics = (await admin('GET', '/api/invoice/statistics')).body as Record<string, unknown>;
    expect(Object.keys(statistics)).toEqual(expect.arrayContaining(['Marge', 'TotalInvoicePay', 'TotalGrnPay', 'TotalGrnByMonth']));
    const staffStatistics = (await staff('GET', '/api/invoice/statistics')).body as Record<string, unknown>;
    // The same sales for both.
    expect(staffStatistics.TotalInvoiceByMonth).toEqual(statistics.TotalInvoiceByMonth);
    expect(staffStatistics.SUM).toBe(statistics.SUM);
  });

  it('prints the stock report without values at buying prices for staff, with them for administrators', async () => {
    const forStaff = await pdfText((await staff('GET', '/api/stock/report')).body as Buffer);
    const forAdmin = await pdfText((await admin('GET', '/api/stock/report')).body as Buffer);
    expect(forStaff).toContain('au prix de vente');
    expect(forStaff).not.toMatch(/achat/i);
    expect(forAdmin).toContain('Valeur d’achat, périmé compris');
    checked += 1;
  });

  it('prints the GRN and the supplier return without buying prices nor amounts for staff, with them for administrators', async () => {
    for (const url of purchasePdfs) {
      const forStaff = await pdfText((await staff('GET', url)).body as Buffer);
      const forAdmin = await pdfText((await admin('GET', url)).body as Buffer);
      // The seeded GRN bought at 10.00 DH a unit and sells at 15.00 DH.
      expect(forAdmin, url).toMatch(/Prix d’achat\s+HT/);
      expect(forAdmin, url).toMatch(/10,00\s*DH/);
      expect(forAdmin, url).toContain('Total TTC');
      expect(forStaff, url).not.toMatch(/Prix d’achat\s+HT/);
      expect(forStaff, url).not.toMatch(/10,00\s*DH/);
      expect(forStaff, url).not.toContain('Total');
      expect(forStaff, url).toContain('Les prix d’achat et les montants de ce document sont réservés aux administrateurs.');
      checked += 1;
    }
  });
});
