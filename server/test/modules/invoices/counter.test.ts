import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { addDays, insertProduct, insertStock, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { pdfText } from '../../support/pdf-text';

/** The counter's server side: barcodes, lot numbers, expiry status, the lookup and first-expiry-first-out sales. */
let t: TestApp;
let walkInId: number;
let today: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.adminToken) =>
  t.request(token, { method, url, ...(payload ? { payload } : {}) });
const quantityOf = async (stockId: number) =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow()).quantity;
const sale = (items: object[], payment: number) => ({
  customer: { id: walkInId },
  invoiceItems: items,
  invoicePayment: { payment, paymentType: 'CASH' },
});

beforeAll(async () => {
  t = await createTestApp();
  today = shopToday(t);
  walkInId = (await t.database.db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('product barcodes', () => {
  let brandId: number;
  let unitId: number;
  beforeAll(async () => {
    const product = await insertProduct(t, 'Barcode base');
    brandId = product.brandId;
    unitId = product.unitId;
  });
  const register = (name: string, barcode?: string | null) =>
    call('POST', '/api/products', { name, brand: brandId, unit: unitId, barcode });

  it('keeps a valid EAN-13 or EAN-8, or a shop code of letters and digits, and finds the product by it', async () => {
    expect((await register('Doliprane 1000', '4006381333931')).statusCode).toBe(200);
    expect((await register('Vitamine C', '96385074')).statusCode).toBe(200);
    expect((await register('Préparation maison', 'PREP0042')).statusCode).toBe(200);
    const found = (await call('GET', '/api/products/search?text=4006381333931')).json();
    expect(found.content.map((product: { name: string; barcode: string }) => [product.name, product.barcode])).toEqual([
      ['Doliprane 1000', '4006381333931'],
    ]);
  });

  it('refuses a wrong EAN check digit, other characters or over 32 of them, with a clear message', async () => {
    const wrongDigit = await register('Mistyped', '4006381333932');
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().detail).toContain('EAN check digit');
    expect((await register('Spaces', '400 638')).json().detail).toContain('only digits and letters');
    expect((await register('Long', 'A'.repeat(33))).json().detail).toContain('at most 32');
  });

  it('refuses a code another product has (409 naming it), keeps the code on a change that does not send one, and removes it when empty', async () => {
    const twin = await register('Twin', '96385074');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().detail).toContain('Vitamine C');
    const id = (await call('GET', '/api/products/search?text=96385074')).json().content[0].id as number;
    expect((await call('PUT', '/api/products', { id, name: 'Vitamine C 500', brand: brandId, unit: unitId })).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${id}`)).json().barcode).toBe('96385074');
    expect((await call('PUT', '/api/products', { id, name: 'Vitamine C 500', brand: brandId, unit: unitId, barcode: '' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/products/${id}`)).json().barcode).toBeNull();
  });
});

describe('lot numbers and expiry status', () => {
  it('keeps the lot number of a GRN line on its batch, and tells each batch OK, NEAR or EXPIRED', async () => {
    const { id: supplierId } = await insertSupplier(t, 'Lot Supplier', 'Lot Company');
    const product = await insertProduct(t, 'Lot Product');
    const line = { product: product.id, quantity: 5, buyingPrice: 10, sellingPrice: 15, manufactureDate: addDays(today, -10) };
    const grn = await call('POST', '/api/grn', {
      supplier: supplierId,
      grnItems: [
        { ...line, expireDate: addDays(today, 400), batchNumber: ' LOT-A1 ' },
        { ...line, expireDate: addDays(today, 30), batchNumber: '' },
      ],
      grnPayment: { payment: 0, paymentType: 'CASH' },
    });
    expect(grn.statusCode).toBe(200);
    await insertStock(t, { productId: product.id, quantity: 2, expireDate: addDays(today, -1) });
    const search = (sellableOnly?: boolean) =>
      call('POST', '/api/stock/search', { stock: { productName: 'Lot Product', sellableOnly }, page: 0, size: 10 }).then(
        (answer) => answer.json().content as { batchNumber: string | null; expiryStatus: string; expireDate: string }[],
      );
    expect((await search()).map((entry) => [entry.expireDate, entry.batchNumber, entry.expiryStatus])).toEqual([
      [addDays(today, -1), null, 'EXPIRED'],
      [addDays(today, 30), null, 'NEAR'],
      [addDays(today, 400), 'LOT-A1', 'OK'],
    ]);
    // What the pickers offer: never an expired batch.
    expect((await search(true)).map((entry) => entry.expiryStatus)).toEqual(['NEAR', 'OK']);
    // The shop's window as it is when the list is read.
    const settings = t.database.db.updateTable('shopSettings');
    await settings.set({ nearExpiryDays: 20 }).execute();
    try {
      expect((await search(true)).map((entry) => entry.expiryStatus)).toEqual(['OK', 'OK']);
    } finally {
      await settings.set({ nearExpiryDays: 90 }).execute();
    }
    // One product's batches, as the counter shows a quantity taken from them: not those of a product whose name contains its name.
    const forte = await insertProduct(t, 'Lot Product Forte');
    await insertStock(t, { productId: forte.id, quantity: 3, expireDate: addDays(today, 100) });
    const byId = await call('POST', '/api/stock/search', { stock: { productId: product.id, sellableOnly: true }, page: 0, size: 50 });
    expect(byId.json().content.map((entry: { product: { id: number } }) => entry.product.id)).toEqual([product.id, product.id]);
  });

  it('refuses a lot number over 40 characters', async () => {
    const { id: supplierId } = await insertSupplier(t, 'Lot Supplier 2', 'Lot Company 2');
    const product = await insertProduct(t, 'Lot Product 2');
    const answer = await call('POST', '/api/grn', {
      supplier: supplierId,
      grnItems: [
        {
          product: product.id,
          quantity: 1,
          buyingPrice: 10,
          sellingPrice: 15,
          manufactureDate: today,
          expireDate: addDays(today, 100),
          batchNumber: 'L'.repeat(41),
        },
      ],
      grnPayment: { payment: 0, paymentType: 'CASH' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toContain('at most 40');
  });
});

describe('first-expiry-first-out sales', () => {
  let productId: number;
  let expired: number;
  let early: number;
  let late: number;
  let lateTwin: number;
  beforeAll(async () => {
    const product = await insertProduct(t, 'Amoxil FEFO');
    productId = product.id;
    await t.database.db.updateTable('products').set({ barcode: '5901234123457' }).where('id', '=', productId).execute();
    expired = await insertStock(t, { productId, quantity: 10, sellingPrice: 5, expireDate: addDays(today, -3) });
    late = await insertStock(t, { productId, quantity: 10, sellingPrice: 30, expireDate: addDays(today, 300) });
    early = await insertStock(t, { productId, quantity: 4, sellingPrice: 20, expireDate: addDays(today, 60) });
    // Same expiry as `late`, received after it: sold after it.
    lateTwin = await insertStock(t, { productId, quantity: 10, sellingPrice: 31, expireDate: addDays(today, 300) });
  });

  it('looks a product up by its exact barcode first, with its unexpired units and the price of the batch sold first', async () => {
    const byCode = (await call('GET', '/api/products/lookup?q=5901234123457')).json();
    expect(byCode[0]).toMatchObject({ id: productId, name: 'Amoxil FEFO', availableQuantity: 24, price: 20 });
    const byName = (await call('GET', '/api/products/lookup?q=amoxil')).json();
    expect(byName.map((product: { id: number }) => product.id)).toContain(productId);
    expect((await call('GET', '/api/products/lookup?q=')).statusCode).toBe(400);
  });

  it('says that a lot number typed is expired, with its date, in the language asked, instead of finding nothing', async () => {
    const product = await insertProduct(t, 'Smecta Lot');
    const expiry = addDays(today, -2);
    await insertStock(t, { productId: product.id, quantity: 4, expireDate: expiry, batchNumber: 'SMX2401' });
    const [year, month, day] = expiry.split('-');
    const expired = await call('GET', '/api/products/lookup?q=smx2401');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().detail).toBe(`Lot SMX2401 of Smecta Lot expired on ${day}/${month}/${year}: expired stock is never sold.`);
    const french = await t.request(t.adminToken, {
      method: 'GET',
      url: '/api/products/lookup?q=SMX2401',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe(
      `Le lot SMX2401 de Smecta Lot est périmé depuis le ${day}/${month}/${year} : le stock périmé n’est jamais vendu.`,
    );
    // A lot still in date, and a text that is no lot, find nothing as before.
    await insertStock(t, { productId: product.id, quantity: 4, expireDate: addDays(today, 30), batchNumber: 'SMX2402' });
    for (const q of ['SMX2402', 'nothing-like-it']) {
      const none = await call('GET', `/api/products/lookup?q=${q}`);
      expect([none.statusCode, none.json()]).toEqual([200, []]);
    }
  });

  it("answers a shop's own code of letters with its one product, not the products whose names contain it", async () => {
    const coded = await insertProduct(t, 'Shelf Code Tisane');
    await t.database.db.updateTable('products').set({ barcode: 'ROSEHIP' }).where('id', '=', coded.id).execute();
    const named = await insertProduct(t, 'Rosehip Oil');
    const idsFor = async (q: string) => (await call('GET', `/api/products/lookup?q=${q}`)).json<{ id: number }[]>().map((p) => p.id);
    expect(await idsFor('ROSEHIP')).toEqual([coded.id]);
    expect(await idsFor('rosehip')).toEqual([named.id]);
  });

  it('finds a product registered under its EAN-13 code from the 12-digit UPC-A a scanner may send, and the other way round', async () => {
    const upc = await insertProduct(t, 'Centrum UPC');
    await t.database.db.updateTable('products').set({ barcode: '0012345678905' }).where('id', '=', upc.id).execute();
    const ean = await insertProduct(t, 'Ensure EAN');
    await t.database.db.updateTable('products').set({ barcode: '036000291452' }).where('id', '=', ean.id).execute();
    const idsFor = async (q: string) => (await call('GET', `/api/products/lookup?q=${q}`)).json<{ id: number }[]>().map((p) => p.id);
    expect(await idsFor('012345678905')).toEqual([upc.id]);
    expect(await idsFor('0012345678905')).toEqual([upc.id]);
    expect(await idsFor('0036000291452')).toEqual([ean.id]);
    expect(await idsFor('036000291452')).toEqual([ean.id]);
  });

  it('finds what a text finds now when it is looked up again after the stock, a name, a code or the products changed', async () => {
    const product = await insertProduct(t, 'Zyrtec Kept');
    const db = t.database.db;
    await db.updateTable('products').set({ barcode: 'KEPT0001' }).where('id', '=', product.id).execute();
    await insertStock(t, { productId: product.id, quantity: 5, sellingPrice: 15, expireDate: addDays(today, 90) });
    const found = async (q: string) =>
      (await call('GET', `/api/products/lookup?q=${encodeURIComponent(q)}`))
        .json<{ id: number; availableQuantity: number }[]>()
        .map((p) => [p.id, p.availableQuantity]);
    expect([await found('zyrtec kept'), await found('KEPT0001')]).toEqual([[[product.id, 5]], [[product.id, 5]]]);
    // Stock is read afresh each time.
    await insertStock(t, { productId: product.id, quantity: 2, sellingPrice: 15, expireDate: addDays(today, 120) });
    expect([await found('zyrtec kept'), await found('KEPT0001')]).toEqual([[[product.id, 7]], [[product.id, 7]]]);
    await db.updateTable('products').set({ name: 'Cetirizine Kept', barcode: 'KEPT0002' }).where('id', '=', product.id).execute();
    expect([await found('zyrtec kept'), await found('KEPT0001'), await found('cetirizine kept'), await found('KEPT0002')]).toEqual([
      [],
      [],
      [[product.id, 7]],
      [[product.id, 7]],
    ]);
    const twin = await insertProduct(t, 'Cetirizine Kept Two');
    expect(await found('cetirizine kept')).toEqual([
      [product.id, 7],
      [twin.id, 0],
    ]);
  });

  it('answers at most 10 products by name, the first registered, listed by name, accents and case ignored', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Sérum Lookup ${String.fromCharCode(76 - i)}`);
    for (const name of names) await insertProduct(t, name);
    const found = (await call('GET', '/api/products/lookup?q=SERUM%20look')).json<{ name: string }[]>();
    expect(found.map((product) => product.name)).toEqual(names.slice(0, 10).sort((a, b) => a.localeCompare(b)));
  });

  it('gives each product found by name what can be sold of it, by a name of three letters or more and of one or two', async () => {
    const twins = await insertProduct(t, 'Qxw Twin batches');
    // Same expiry: the batch received first is sold first, and gives the price.
    await insertStock(t, { productId: twins.id, quantity: 3, sellingPrice: 12, expireDate: addDays(today, 90) });
    await insertStock(t, { productId: twins.id, quantity: 5, sellingPrice: 11, expireDate: addDays(today, 90) });
    await insertStock(t, { productId: twins.id, quantity: 0, sellingPrice: 9, expireDate: addDays(today, 10) });
    const noneLeft = await insertProduct(t, 'Qxw None left');
    await insertStock(t, { productId: noneLeft.id, quantity: 7, sellingPrice: 8, expireDate: addDays(today, -1) });
    for (const q of ['qxw', 'xw']) {
      const found = (await call('GET', `/api/products/lookup?q=${q}`)).json<object[]>();
      // What can be sold comes first: Enter at the counter takes the first.
      expect(found).toEqual([
        expect.objectContaining({ id: twins.id, name: 'Qxw Twin batches', availableQuantity: 8, price: 12 }),
        expect.objectContaining({ id: noneLeft.id, name: 'Qxw None left', availableQuantity: 0, price: null }),
      ]);
    }
  });

  it('takes the earliest unexpired batch first, then the next, a line per batch at its own price, never the expired one', async () => {
    const answer = await call('POST', '/api/invoice', sale([{ product: { id: productId }, quantity: 6 }], 500));
    expect(answer.statusCode).toBe(200);
    const invoice = (await call('GET', `/api/invoice/${String(answer.headers['x-document-id'])}`)).json();
    expect(
      invoice.invoiceItems.map((line: { stock: { id: number }; quantity: number; sellingPrice: number }) => [
        line.stock.id,
        line.quantity,
        line.sellingPrice,
      ]),
    ).toEqual([
      [early, 4, 20],
      [late, 2, 30],
    ]);
    expect(invoice.total).toBe(4 * 20 + 2 * 30);
    expect([await quantityOf(expired), await quantityOf(early), await quantityOf(late), await quantityOf(lateTwin)]).toEqual([
      10, 0, 8, 10,
    ]);
  });

  it('refuses a product short of unexpired units with 409 naming it, and changes nothing', async () => {
    const answer = await call('POST', '/api/invoice', sale([{ product: { id: productId }, quantity: 19 }], 1000));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe('Not enough stock for Amoxil FEFO: 18 available, 19 requested. The invoice was not saved.');
    expect([await quantityOf(expired), await quantityOf(late), await quantityOf(lateTwin)]).toEqual([10, 8, 10]);
  });

  it('gives change on cash only: a card or cheque above the total is refused, and nothing is taken', async () => {
    const { id: paidByCard } = await insertProduct(t, 'Zyrtec Carte');
    const batch = await insertStock(t, { productId: paidByCard, quantity: 5, sellingPrice: 30, expireDate: addDays(today, 200) });
    const paying = (payment: number, paymentType: string) => ({
      ...sale([{ product: { id: paidByCard }, quantity: 1 }], payment),
      invoicePayment: { payment, paymentType },
    });
    for (const paymentType of ['CREDIT_CARD', 'CHEQUE']) {
      const answer = await call('POST', '/api/invoice', paying(100, paymentType));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().detail).toBe('A card or cheque payment cannot be more than the total (30.00 DH): only cash is given change.');
    }
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: paying(100, 'CREDIT_CARD'),
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe(
      'Un paiement par carte ou par chèque ne peut pas dépasser le total (30,00 DH) : seules les espèces donnent lieu à une monnaie rendue.',
    );
    expect(await quantityOf(batch)).toBe(5);
    expect((await call('POST', '/api/invoice', paying(30, 'CREDIT_CARD'))).statusCode).toBe(200);
    expect((await call('POST', '/api/invoice', paying(50, 'CASH'))).statusCode).toBe(200);
    expect(await quantityOf(batch)).toBe(3);
  });

  it('refuses an expired batch named by its stock line with 409 naming the product, the batch and its expiry date', async () => {
    await t.database.db.updateTable('stocks').set({ batchNumber: 'EXP-9' }).where('id', '=', expired).execute();
    const answer = await call('POST', '/api/invoice', sale([{ stock: { id: expired }, quantity: 1 }], 100));
    expect(answer.statusCode).toBe(409);
    const [year, month, day] = addDays(today, -3).split('-');
    expect(answer.json().detail).toBe(
      `Amoxil FEFO: batch #${expired} (lot EXP-9) expired on ${day}/${month}/${year} and cannot be sold. The invoice was not saved.`,
    );
    expect(await quantityOf(expired)).toBe(10);
  });

  it('counts what named lines take from a batch before allocating the product from it', async () => {
    const answer = await call(
      'POST',
      '/api/invoice',
      sale(
        [
          { stock: { id: late }, quantity: 7 },
          { product: { id: productId }, quantity: 3 },
        ],
        1000,
      ),
    );
    expect(answer.statusCode).toBe(200);
    // late had 8: 7 named, 1 by the product line, the other 2 from its twin.
    expect([await quantityOf(late), await quantityOf(lateTwin)]).toEqual([0, 8]);
    const invoice = (await call('GET', `/api/invoice/${String(answer.headers['x-document-id'])}`)).json();
    expect(invoice.invoiceItems.map((line: { stock: { id: number }; quantity: number }) => [line.stock.id, line.quantity])).toEqual([
      [late, 8],
      [lateTwin, 2],
    ]);
  });

  it('lists the lines in the order the sale names its products, the batches of each as they are taken', async () => {
    const scannedFirst = await insertProduct(t, 'Scanned first');
    const firstBatch = await insertStock(t, { productId: scannedFirst.id, quantity: 5, sellingPrice: 7, expireDate: addDays(today, 200) });
    const answer = await call(
      'POST',
      '/api/invoice',
      sale(
        [
          { product: { id: scannedFirst.id }, quantity: 1 },
          { product: { id: productId }, quantity: 2 },
        ],
        1000,
      ),
    );
    expect(answer.statusCode).toBe(200);
    const invoice = (await call('GET', `/api/invoice/${String(answer.headers['x-document-id'])}`)).json();
    // The product named first is listed first, though its batch was received after the other's.
    expect(invoice.invoiceItems.map((line: { stock: { id: number }; quantity: number }) => [line.stock.id, line.quantity])).toEqual([
      [firstBatch, 1],
      [lateTwin, 2],
    ]);
  });

  it('never oversells under concurrent sales of one product, and never takes an expired unit', async () => {
    const before = await quantityOf(lateTwin);
    const answers = await Promise.all(
      Array.from({ length: before + 6 }, () => call('POST', '/api/invoice', sale([{ product: { id: productId }, quantity: 1 }], 100))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(before);
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 409)).toBe(true);
    expect([await quantityOf(lateTwin), await quantityOf(expired)]).toEqual([0, 10]);
  });

  it('refuses a line naming both a stock line and a product, or neither', async () => {
    const both = await call('POST', '/api/invoice', sale([{ stock: { id: late }, product: { id: productId }, quantity: 1 }], 100));
    expect(both.statusCode).toBe(400);
    expect(both.json().detail).toBe('invoiceItems.0: A line names either a stock line or a product, not both');
    const neither = await call('POST', '/api/invoice', sale([{ quantity: 1 }], 100));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().detail).toContain('Please select a product!');
  });
});

describe('the till receipt', () => {
  const pageWidth = (pdf: Buffer) => Number(/\/MediaBox \[0 0 ([\d.]+) /.exec(pdf.toString('latin1'))?.[1]);

  it('prints an 80 mm ticket of the sale (58 mm by setting), with its number, lines, lot, totals and change', async () => {
    const product = await insertProduct(t, 'Ticket Smecta');
    await insertStock(t, { productId: product.id, quantity: 5, sellingPrice: 32.9, expireDate: '2031-07-14', batchNumber: 'SM-77' });
    const sold = await call('POST', '/api/invoice', sale([{ product: { id: product.id }, quantity: 2 }], 70));
    expect(sold.statusCode).toBe(200);
    const id = String(sold.headers['x-document-id']);
    const receipt = await call('GET', `/api/invoice/${id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['x-document-number']).toBe(sold.headers['x-document-number']);
    expect(pageWidth(receipt.rawPayload)).toBeCloseTo((80 * 72) / 25.4, 1);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(`Ticket ${String(sold.headers['x-document-number'])}`);
    expect(text).toContain('Ticket Smecta · Lot SM-77');
    expect(text).toContain('Expiration : 14/07/2031');
    expect(text).toMatch(/2 × 32,90 DH · TVA 0 %\s+65,80 DH/);
    expect(text).toMatch(/Monnaie à rendre\s+4,20 DH/);
    expect(text).toMatch(/Total TVA\s+0,00 DH/);

    const settings = (await call('GET', '/api/settings/shop')).json();
    const { hasLogo: _logo, missingIdentity: _missing, ...values } = settings;
    expect((await call('PUT', '/api/settings/shop', { ...values, receiptWidth: 58 })).statusCode).toBe(200);
    expect(pageWidth((await call('GET', `/api/invoice/${id}/receipt`)).rawPayload)).toBeCloseTo((58 * 72) / 25.4, 1);
    expect((await call('PUT', '/api/settings/shop', { ...values, receiptWidth: 70 })).statusCode).toBe(400);
  });
});
