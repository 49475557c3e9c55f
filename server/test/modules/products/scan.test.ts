import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { addDays, insertProduct, insertStock, shopToday } from '../../support/purchasing-fixtures';

/** A box's GS1 DataMatrix at the counter, the GRN and the stocktake: its product, its exact lot, its serial. */
let t: TestApp;
let walkInId: number;
let today: string;
let productId: number;
let lotA: number;
let lotB: number;
let expiredLot: number;

const GS = '\u001d';
/** The EAN-13 6111234567895 as a GTIN-14. */
const GTIN = '06111234567895';
/** The YYMMDD of a `YYYY-MM-DD`. */
const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');
const box = (lot: string, expiry: string, serial?: string) => `]d201${GTIN}17${yymmdd(expiry)}10${lot}${serial ? `${GS}21${serial}` : ''}`;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request(t.adminToken, { method, url, ...(payload ? { payload } : {}) });
const lookup = (q: string) => call('GET', `/api/products/lookup?q=${encodeURIComponent(q)}`);
const sale = (items: object[], payment: number) => ({
  customer: { id: walkInId },
  invoiceItems: items,
  invoicePayment: { payment, paymentType: 'CASH' },
});
const quantityOf = async (stockId: number) =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow()).quantity;

beforeAll(async () => {
  t = await createTestApp();
  today = shopToday(t);
  walkInId = (await t.database.db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow()).id;
  productId = (await insertProduct(t, 'Augmentin 1g')).id;
  await t.database.db.updateTable('products').set({ barcode: '6111234567895' }).where('id', '=', productId).execute();
  // Lot A is sold first-expiry-first-out; B, received later, expires later.
  lotA = await insertStock(t, { productId, quantity: 5, sellingPrice: 80, expireDate: addDays(today, 40), batchNumber: 'LA-01' });
  lotB = await insertStock(t, { productId, quantity: 5, sellingPrice: 82, expireDate: addDays(today, 400), batchNumber: 'LB-02' });
  expiredLot = await insertStock(t, { productId, quantity: 3, expireDate: addDays(today, -5), batchNumber: 'LX-00' });
});
afterAll(() => t.close());

describe('the lookup of a GS1 scan', () => {
  it('finds the product by the EAN-13 its GTIN holds, with what the box said and the batch of its lot', async () => {
    const answer = await lookup(box('lb-02', addDays(today, 400), 'SN-1'));
    expect(answer.statusCode).toBe(200);
    const [found, ...others] = answer.json<object[]>();
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      id: productId,
      name: 'Augmentin 1g',
      availableQuantity: 10,
      price: 80,
      scan: { lot: 'lb-02', expireDate: addDays(today, 400), serial: 'SN-1' },
      batch: { id: lotB, batchNumber: 'LB-02', expireDate: addDays(today, 400), expiryStatus: 'OK' },
    });
    // Without the prefix, the separators typed as '|'.
    const plain = (await lookup(`01${GTIN}|10LA-01|17${yymmdd(addDays(today, 40))}`)).json<object[]>();
    expect(plain).toEqual([expect.objectContaining({ batch: expect.objectContaining({ id: lotA, expiryStatus: 'NEAR' }) })]);
  });

  it('answers the product without a batch when its lot is unknown, and a GS1 string is never searched as a name', async () => {
    const [found] = (await lookup(box('NOPE-9', addDays(today, 90)))).json<Record<string, unknown>[]>();
    expect(found).toMatchObject({ id: productId, scan: { lot: 'NOPE-9', serial: null } });
    expect(found).not.toHaveProperty('batch');
    // A GTIN no product has: nothing, whatever the names.
    expect((await lookup(`]d20106111234567888${GS}10LA-01`)).json()).toEqual([]);
  });

  it('gives the batch of an expired lot, EXPIRED, for the counter to refuse it with its date', async () => {
    const [found] = (await lookup(box('LX-00', addDays(today, -5)))).json<{ batch: object }[]>();
    expect(found.batch).toEqual({ id: expiredLot, batchNumber: 'LX-00', expireDate: addDays(today, -5), expiryStatus: 'EXPIRED' });
    // A box of an unregistered GTIN whose lot has expired is told as a typed lot number is.
    const other = await lookup(`]d20106111234567888${GS}10LX-00`);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toContain('Lot LX-00 of Augmentin 1g expired on');
  });

  it('still finds a plain EAN-13, and a product search finds the product of a scan', async () => {
    expect((await lookup('6111234567895')).json()).toEqual([expect.not.objectContaining({ scan: expect.anything() })]);
    const search = await call('GET', `/api/products/search?text=${encodeURIComponent(box('LA-01', addDays(today, 40)))}`);
    expect(search.json().content.map((product: { id: number }) => product.id)).toEqual([productId]);
  });
});

describe('the sale of the lot scanned', () => {
  it('sells the batch named, not the one first to expire, and keeps the serials of its boxes on the line', async () => {
    const answer = await call(
      'POST',
      '/api/invoice',
      sale(
        [
          { stock: { id: lotB }, quantity: 1, serial: 'SN-1' },
          { stock: { id: lotB }, quantity: 1, serial: 'SN-2' },
        ],
        164,
      ),
    );
    expect(answer.statusCode).toBe(200);
    expect([await quantityOf(lotA), await quantityOf(lotB)]).toEqual([5, 3]);
    const invoice = (await call('GET', `/api/invoice/${String(answer.headers['x-document-id'])}`)).json();
    expect(invoice.invoiceItems.map((line: object) => line)).toEqual([
      expect.objectContaining({ stock: expect.objectContaining({ id: lotB, batchNumber: 'LB-02' }), quantity: 2, serial: 'SN-1 SN-2' }),
    ]);
  });

  it('keeps no serial on a line that had none', async () => {
    const answer = await call('POST', '/api/invoice', sale([{ product: { id: productId }, quantity: 1 }], 80));
    const invoice = (await call('GET', `/api/invoice/${String(answer.headers['x-document-id'])}`)).json();
    expect(invoice.invoiceItems[0]).not.toHaveProperty('serial');
    expect(invoice.invoiceItems[0].stock.id).toBe(lotA);
  });

  it('refuses the same box twice in a sale, and a serial that is no serial, changing nothing', async () => {
    const twice = await call(
      'POST',
      '/api/invoice',
      sale(
        [
          { stock: { id: lotB }, quantity: 1, serial: 'SN-3' },
          { stock: { id: lotB }, quantity: 1, serial: 'SN-3' },
        ],
        200,
      ),
    );
    expect([twice.statusCode, twice.json().detail]).toEqual([400, 'invoiceItems: The box with serial number SN-3 is named twice']);
    const spaced = await call('POST', '/api/invoice', sale([{ stock: { id: lotB }, quantity: 1, serial: 'S N' }], 100));
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().detail).toContain('no spaces');
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: sale([{ stock: { id: lotB }, quantity: 1, serial: 'X'.repeat(21) }], 100),
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toContain('Le numéro de série a au plus 20 caractères');
    expect(await quantityOf(lotB)).toBe(3);
  });

  it('refuses the expired lot scanned, naming its expiry date, and sells nothing', async () => {
    const answer = await call('POST', '/api/invoice', sale([{ stock: { id: expiredLot }, quantity: 1, serial: 'SN-9' }], 100));
    expect(answer.statusCode).toBe(409);
    const [year, month, day] = addDays(today, -5).split('-');
    expect(answer.json().detail).toBe(
      `Augmentin 1g: batch #${expiredLot} (lot LX-00) expired on ${day}/${month}/${year} and cannot be sold. The invoice was not saved.`,
    );
    expect(await quantityOf(expiredLot)).toBe(3);
  });
});

describe('the stocktake’s count of a scanned box', () => {
  it('finds the batch of the box’s lot, or all the product’s batches when its lot is unknown', async () => {
    const started = await call('POST', '/api/stocktakes', { categoryId: null });
    expect(started.statusCode).toBe(200);
    const id = started.json<{ id: number }>().id;
    const found = async (q: string) =>
      (await call('GET', `/api/stocktakes/${id}/batches?q=${encodeURIComponent(q)}`)).json<{ stockId: number }[]>().map((b) => b.stockId);
    expect(await found(box('LB-02', addDays(today, 400)))).toEqual([lotB]);
    expect((await found(box('UNKNOWN', addDays(today, 400)))).sort((a, b) => a - b)).toEqual(
      [lotA, lotB, expiredLot].sort((a, b) => a - b),
    );
  });
});
