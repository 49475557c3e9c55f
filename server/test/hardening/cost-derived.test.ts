/**
 * No value derived from buying prices reaches staff, under any name: two shops live the same day
 * (the same GRNs, with free units, payments of half their totals, a sale, a supplier return, a
 * stocktake) except that one buys at 10 DH a unit and the other at 7 DH. Whatever an administrator's
 * answer changes with the buying price (totals, payments, balances, what is still due, values at
 * cost, unit costs, margins) is cost-derived; every answer, export and PDF staff can read must come
 * out the same in both shops, and must hold none of the administrator's cost-derived fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { addDays, injectCall, invoiceBody, seedShop, shopToday, type Answer, type Call } from '../support/shop';
import { pdfText } from '../support/pdf-text';

interface World {
  t: TestApp;
  admin: Call;
  staff: Call;
  /** What staff can read, as [method, url, body]; exports and PDFs are read back as text. */
  reads: Array<[string, string, unknown?]>;
}

const LOT = 'COST-LOT-1';

/** A shop's day, bought at `buyingPrice` a unit; everything else the same. */
async function liveDay(buyingPrice: number): Promise<World> {
  const t = await createTestApp();
  const admin = injectCall(t, t.adminToken);
  const staff = injectCall(t, (await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' })).token);
  const shop = await seedShop(admin, { tag: 'costs', products: 2, quantities: [] });
  const today = shopToday();
  const grnLine = (product: number, quantity: number, freeQuantity: number, expiresIn: number, batchNumber?: string) => ({
    product,
    quantity,
    freeQuantity,
    buyingPrice,
    sellingPrice: 15,
    manufactureDate: addDays(today, -30),
    expireDate: addDays(today, expiresIn),
    batchNumber,
  });
  // 20 + 30 units bought: paying half the total leaves half of it owed.
  const grns: number[] = [];
  for (const [payment, lines] of [
    [25 * buyingPrice, [grnLine(shop.productIds[0], 20, 4, 40, LOT), grnLine(shop.productIds[1], 30, 0, 365)]],
    [0, [grnLine(shop.productIds[1], 5, 1, 200)]],
  ] as const) {
    const saved = await staff('POST', '/api/grn', {
      supplier: shop.supplierId,
      grnPayment: { payment, paymentType: 'CASH' },
      grnItems: lines,
    });
    expect(saved.status).toBe(200);
    grns.push(Number(saved.headers['x-document-id']));
  }
  const stock = (await admin('POST', '/api/stock/search', { stock: {}, page: 0, size: 50 })).body as { content: { id: number }[] };
  const [lotStock, secondStock] = stock.content.map((entry) => entry.id).sort((a, b) => a - b);
  const sale = await staff('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: lotStock, quantity: 3 }], 20));
  expect(sale.status).toBe(200);
  const giveBack = await staff('POST', `/api/grn/${grns[0]}/returns`, { items: [{ stockId: secondStock, quantity: 2, reason: 'Abîmés' }] });
  expect(giveBack.status).toBe(200);
  const returnId = (giveBack.body as { id: number }).id;
  const stocktake = await admin('POST', '/api/stocktakes', { categoryId: null });
  expect(stocktake.status).toBe(200);
  const stocktakeId = (stocktake.body as { id: number }).id;
  expect((await staff('PUT', `/api/stocktakes/${stocktakeId}/counts/${lotStock}`, { countedQuantity: 15 })).status).toBe(200);
  const reads: World['reads'] = [
    ...grns.flatMap((id): World['reads'] => [
      ['GET', `/api/grn/${id}`],
      ['GET', `/api/grn/report/${id}`],
    ]),
    ['POST', '/api/grn/search', { page: 0, size: 50 }],
    ['POST', '/api/grn/export', { format: 'csv' }],
    ['POST', '/api/grn/export', { format: 'xlsx' }],
    ['GET', `/api/supplier-returns/${returnId}`],
    ['GET', `/api/supplier-returns/${returnId}/report`],
    ['POST', '/api/stock/search', { stock: {}, page: 0, size: 50 }],
    ['POST', '/api/stock/export', { stock: {}, format: 'csv' }],
    ['POST', '/api/stock/export', { stock: {}, format: 'xlsx' }],
    ['GET', '/api/stock/report'],
    ['GET', `/api/stock/recall?batchNumber=${LOT}`],
    ['GET', `/api/stock/recall/report?batchNumber=${LOT}`],
    ['GET', `/api/stock/${lotStock}/movements`],
    ['GET', `/api/stock/${lotStock}/movements/export?format=csv`],
    ['GET', `/api/products/${shop.productIds[0]}/movements`],
    ['GET', `/api/stock/${lotStock}/price-history`],
    ['GET', '/api/stocktakes'],
    ['GET', `/api/stocktakes/${stocktakeId}`],
    ['GET', `/api/stocktakes/${stocktakeId}/batches?q=Product`],
    ['GET', `/api/stocktakes/${stocktakeId}/report`],
    ['GET', '/api/alerts'],
    ['GET', '/api/alerts/counts'],
    ['GET', '/api/alerts/export?list=nearExpiry&format=csv'],
    ['GET', '/api/alerts/report'],
    ['GET', '/api/invoice/statistics'],
    ['GET', '/api/invoice/top-selling'],
    ['GET', '/api/invoice/recent-orders'],
    ['GET', `/api/invoice/${sale.headers['x-document-id']}`],
    ['POST', '/api/invoice/search', { page: 0, size: 50 }],
    ['GET', `/api/products/${shop.productIds[0]}`],
    ['GET', '/api/products/search?text=&size=50'],
    ['GET', `/api/suppliers/${shop.supplierId}`],
    ['GET', `/api/customers/${shop.customerId}/account`],
  ];
  return { t, admin, staff, reads };
}

/** Instants differ between the two shops: ISO times, times in exports, and times of day as documents print them. */
const withoutInstants = (text: string) =>
  text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<instant>')
    .replace(/\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?/g, '<instant>')
    .replace(/\d\d\/\d\d\/\d{4},? \d\d:\d\d(:\d\d)?/g, '<instant>')
    .replace(/\d\d:\d\d \d\d\/\d\d\/\d{4}/g, '<instant>');

/** An answer as comparable text: JSON as it is, a PDF's text, a CSV's or an XLSX's cells. */
async function readable(answer: Answer): Promise<unknown> {
  const type = answer.headers['content-type'] ?? '';
  const body = answer.body as Buffer;
  if (type.includes('json')) return JSON.parse(withoutInstants(JSON.stringify(answer.body)));
  if (type.includes('pdf')) return withoutInstants(await pdfText(body)).split('\n');
  if (type.includes('csv')) return parse(withoutInstants(body.toString('utf8')), { delimiter: ';', relaxColumnCount: true });
  const [sheet] = await readXlsxFile(body);
  return sheet.data.map((row) =>
    row.map((cell) => (cell instanceof Date ? '<date>' : typeof cell === 'string' ? withoutInstants(cell) : cell)),
  );
}

/** Every leaf of an answer by its path. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, into);
  } else into.set(path, value);
  return into;
}

let cheap: World;
let dear: World;
let compared = 0;

beforeAll(async () => {
  // One after the other: both shops write at once otherwise, on a machine shared with other tests.
  dear = await liveDay(10);
  cheap = await liveDay(7);
}, 120_000);
afterAll(async () => {
  console.log(`hardening: cost-derived values (${dialectUnderTest}): ${compared} staff answers the same whatever the buying prices`);
  await dear?.t.close();
  await cheap?.t.close();
});

describe(`values derived from buying prices (${dialectUnderTest})`, () => {
  it('never reach staff: each staff answer is the same whatever the buying prices, without the administrator’s cost-derived fields', async () => {
    const leaks: string[] = [];
    let costDerivedForAdmin = 0;
    for (const [index, [method, url, body]] of dear.reads.entries()) {
      const [, cheapUrl, cheapBody] = cheap.reads[index];
      const [staffDear, staffCheap, adminDear, adminCheap] = await Promise.all([
        dear.staff(method, url, body),
        cheap.staff(method, cheapUrl, cheapBody),
        dear.admin(method, url, body),
        cheap.admin(method, cheapUrl, cheapBody),
      ]);
      expect(staffDear.status, `${method} ${url}`).toBe(200);
      const [forStaff, forStaffCheap, forAdmin, forAdminCheap] = await Promise.all(
        [staffDear, staffCheap, adminDear, adminCheap].map(readable),
      );
      // The paths an administrator sees change with the buying price: none may be in the staff answer.
      const adminLeaves = leaves(forAdmin);
      const adminCheapLeaves = leaves(forAdminCheap);
      const costDerived = [...adminLeaves.keys()].filter((path) => adminLeaves.get(path) !== adminCheapLeaves.get(path));
      costDerivedForAdmin += costDerived.length;
      const staffLeaves = leaves(forStaff);
      const staffCheapLeaves = leaves(forStaffCheap);
      const shown = [...staffLeaves.keys()].filter((path) => staffLeaves.get(path) !== staffCheapLeaves.get(path));
      if (shown.length)
        leaks.push(
          `${method} ${url}: ${shown.map((path) => `${path} (${String(staffLeaves.get(path))} / ${String(staffCheapLeaves.get(path))})`).join(', ')}`,
        );
      if (answerIsJson(staffDear)) {
        const named = costDerived.filter((path) => staffLeaves.has(path));
        if (named.length) leaks.push(`${method} ${url}: ${named.join(', ')} (cost-derived for administrators)`);
      }
      compared += 1;
    }
    expect(leaks).toEqual([]);
    // The two shops do differ where costs show: the comparison would see a leak.
    expect(costDerivedForAdmin).toBeGreaterThan(40);
  }, 120_000);
});

const answerIsJson = (answer: Answer) => String(answer.headers['content-type']).includes('json');
