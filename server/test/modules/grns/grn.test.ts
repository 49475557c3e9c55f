import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText } from '../../support/pdf-text';
import { addDays, countRows, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';

let t: TestApp;
let staff: { id: number; token: string };
let supplier: Awaited<ReturnType<typeof insertSupplier>>;
let doliprane: Awaited<ReturnType<typeof insertProduct>>;
let smecta: Awaited<ReturnType<typeof insertProduct>>;
let vitamin: Awaited<ReturnType<typeof insertProduct>>;
let today: string;
let year: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' });
  supplier = await insertSupplier(t);
  doliprane = await insertProduct(t, 'Doliprane 1000 mg', 'Sanofi', 'Analgesics');
  smecta = await insertProduct(t, 'Smecta', 'Ipsen', 'Digestive');
  vitamin = await insertProduct(t, 'Vitamine C 500', 'Bayer', 'Vitamins', 'Tablet');
  today = shopToday(t);
  year = today.slice(0, 4);
});
afterAll(() => t.close());

const item = (product: number | { id: number; name?: string }, overrides: Record<string, unknown> = {}) => ({
  product,
  quantity: 10,
  buyingPrice: 12,
  sellingPrice: 18,
  manufactureDate: addDays(today, -60),
  expireDate: addDays(today, 400),
  ...overrides,
});

const grnBody = (overrides: Record<string, unknown> = {}) => ({
  supplier: { id: supplier.id, name: supplier.name },
  grnPayment: { payment: 100, balance: 0, paymentType: 'CASH' },
  grnItems: [item(doliprane)],
  ...overrides,
});

/** A date as problem details write it: day first. */
const day = (date: string) => date.split('-').reverse().join('/');

const postGrn = (payload: unknown, token = staff.token) =>
  t.request(token, { method: 'POST', url: '/api/grn', payload: payload as object });

describe('POST /api/grn', () => {
  it('saves the GRN, its items and one stock line per item, computes totals on the server and answers its PDF', async () => {
    const before = await countRows(t);
    const response = await postGrn(
      grnBody({
        // The balance sent by the screen is not trusted.
        grnPayment: { payment: 300, balance: 999, paymentType: 'CHEQUE' },
        grnItems: [
          item(doliprane, { quantity: 10, buyingPrice: 12.5, sellingPrice: 18 }),
          item(smecta.id, { quantity: 4, buyingPrice: 30, sellingPrice: 42.75, expireDate: addDays(today, 1), manufactureDate: today }),
          item({ id: vitamin.id, name: 'ignored' }, { quantity: 7, buyingPrice: 20, sellingPrice: 25 }),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('.pdf');
    const number = response.headers['x-document-number'];
    expect(number).toBe(`BR-${year}-000001`);

    const db = t.database.db;
    const grn = await db.selectFrom('grns').selectAll().where('number', '=', String(number)).executeTakeFirstOrThrow();
    // 10 × 12.50 + 4 × 30 + 7 × 20 = 125 + 120 + 140 = 385 DH
    expect(grn).toMatchObject({
      total: 38500,
      payment: 30000,
      balance: -8500,
      paymentType: 'CHEQUE',
      supplierId: supplier.id,
      userId: staff.id,
      localDate: today,
    });
    expect(new Date(grn.dateTime).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const items = await db.selectFrom('grnItems').selectAll().where('grnId', '=', grn.id).orderBy('id').execute();
    expect(items.map((i) => [i.productId, i.quantity, i.buyingPrice, i.sellingPrice, i.total])).toEqual([
      [doliprane.id, 10, 1250, 1800, 12500],
      [smecta.id, 4, 3000, 4275, 12000],
      [vitamin.id, 7, 2000, 2500, 14000],
    ]);
    const stocks = await db
      .selectFrom('stocks')
      .selectAll()
      .where(
        'grnItemId',
        'in',
        items.map((i) => i.id),
      )
      .orderBy('id')
      .execute();
    expect(
      stocks.map((s) => [
        s.grnItemId,
        s.productId,
        s.quantity,
        s.initialQuantity,
        s.buyingPrice,
        s.sellingPrice,
        s.manufactureDate,
        s.expireDate,
      ]),
    ).toEqual(
      items.map((i) => [i.id, i.productId, i.quantity, i.quantity, i.buyingPrice, i.sellingPrice, i.manufactureDate, i.expireDate]),
    );
    const after = await countRows(t);
    expect(after.grns - before.grns).toBe(1);
    expect(after.grnItems - before.grnItems).toBe(3);
    expect(after.stocks - before.stocks).toBe(3);

    // The clerk who received it gets its PDF without buying prices nor amounts; an administrator, whole.
    const staffText = await pdfText(response.rawPayload);
    for (const expected of ['Bon de réception', String(number), 'Smecta', '42,75 DH', 'Salma Staff']) expect(staffText).toContain(expected);
    for (const hidden of ['12,50 DH', '385,00 DH', '-85,00 DH']) expect(staffText).not.toContain(hidden);
    const whole = await t.request(t.adminToken, { method: 'GET', url: `/api/grn/report/${grn.id}` });
    const text = (await pdfText(whole.rawPayload)).replace(/\s+/g, ' ');
    expect(text).not.toContain('-85,00');
    for (const expected of [
      'Bon de réception',
      String(number),
      supplier.name,
      supplier.companyName,
      'Doliprane 1000 mg',
      'Smecta',
      'Vitamine C 500',
      'Sanofi',
      '385,00 DH',
      '300,00 DH',
      'Reste dû au fournisseur 85,00 DH',
      '42,75 DH',
      'Chèque',
      'Salma Staff',
      'MAD',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers GRNs one after the other, without gaps, even when saved at the same time or after refusals', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await postGrn(grnBody());
      expect(response.statusCode).toBe(200);
      numbers.push(String(response.headers['x-document-number']));
      // A refused GRN takes no number.
      expect((await postGrn(grnBody({ grnItems: [] }))).statusCode).toBe(400);
    }
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => postGrn(grnBody())));
    for (const response of concurrent) expect(response.statusCode, response.body).toBe(200);
    numbers.push(...concurrent.map((response) => String(response.headers['x-document-number'])));
    const sequence = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    expect(sequence).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^BR-${year}-\\d{6}$`));
    const stored = await t.database.db.selectFrom('grns').select('number').orderBy('id').execute();
    expect(new Set(stored.map((row) => row.number)).size).toBe(stored.length);
  });

  describe('refuses every rule with 400 and writes nothing', () => {
    const cases: [string, () => unknown, RegExp][] = [
      ['an unknown supplier', () => grnBody({ supplier: { id: 999_999 } }), /supplier: Supplier 999999 does not exist/],
      ['no supplier', () => grnBody({ supplier: undefined }), /supplier/],
      ['no items', () => grnBody({ grnItems: [] }), /Please add products to the grn before checkout\./],
      [
        'an unknown product',
        () => grnBody({ grnItems: [item(doliprane), item({ id: 888_888 })] }),
        /grnItems\.1\.product: Product 888888 does not exist/,
      ],
      ['a quantity of 0', () => grnBody({ grnItems: [item(doliprane, { quantity: 0 })] }), /grnItems\.0\.quantity/],
      ['a fractional quantity', () => grnBody({ grnItems: [item(doliprane, { quantity: 1.5 })] }), /grnItems\.0\.quantity/],
      [
        'a negative buying price',
        () => grnBody({ grnItems: [item(doliprane, { buyingPrice: -0.01 })] }),
        /Buying price cannot be negative/,
      ],
      ['a selling price of 0', () => grnBody({ grnItems: [item(doliprane, { sellingPrice: 0 })] }), /Selling price must be above 0/],
      ['a negative selling price', () => grnBody({ grnItems: [item(doliprane, { sellingPrice: -5 })] }), /Selling price must be above 0/],
      ['negative free units', () => grnBody({ grnItems: [item(doliprane, { freeQuantity: -1 })] }), /Free units cannot be negative/],
      ['fractional free units', () => grnBody({ grnItems: [item(doliprane, { freeQuantity: 0.5 })] }), /Free units must be a whole number/],
      ['a price with 3 decimals', () => grnBody({ grnItems: [item(doliprane, { buyingPrice: 1.005 })] }), /at most 2 decimals/],
      [
        'a manufacture date in the future',
        () => grnBody({ grnItems: [item(doliprane, { manufactureDate: addDays(today, 1) })] }),
        /grnItems\.0\.manufactureDate: Manufacture date cannot be a future date!/,
      ],
      [
        'an expire date of today',
        () => grnBody({ grnItems: [item(doliprane, { expireDate: today })] }),
        /grnItems\.0\.expireDate: Expire date cannot be a past date!/,
      ],
      [
        'an expire date in the past',
        () => grnBody({ grnItems: [item(doliprane), item(smecta, { expireDate: addDays(today, -3) })] }),
        /grnItems\.1\.expireDate: Expire date cannot be a past date!/,
      ],
      ['a date that does not exist', () => grnBody({ grnItems: [item(doliprane, { expireDate: '2031-02-30' })] }), /Date does not exist/],
      [
        'a negative payment',
        () => grnBody({ grnPayment: { payment: -1, balance: 0, paymentType: 'CASH' } }),
        /grnPayment\.payment: Payment cannot be negative/,
      ],
      [
        'an unknown payment type',
        () => grnBody({ grnPayment: { payment: 10, balance: 0, paymentType: 'BITCOIN' } }),
        /grnPayment\.paymentType/,
      ],
      ['no payment', () => grnBody({ grnPayment: { paymentType: 'CASH' } }), /grnPayment\.payment/],
      [
        'a total beyond what the books can hold',
        () => grnBody({ grnItems: [item(doliprane, { quantity: 1_000_000, buyingPrice: 100_000 })] }),
        /too large/,
      ],
    ];
    for (const [name, body, detail] of cases) {
      it(`refuses ${name}`, async () => {
        const before = await countRows(t);
        const response = await postGrn(body());
        expect(response.statusCode, response.body).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().detail).toMatch(detail);
        expect(await countRows(t)).toEqual(before);
      });
    }
  });

  it('gives one lot one expiry date: in the GRN and against what was received before, in any case', async () => {
    const later = addDays(today, 500);
    const twice = await postGrn(
      grnBody({ grnItems: [item(vitamin, { batchNumber: 'VC-77' }), item(vitamin, { batchNumber: 'vc-77', expireDate: later })] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(
      `grnItems.1.expireDate: Lot vc-77 of Vitamine C 500 expires on ${day(addDays(today, 400))}, not ${day(later)}: one lot has one expiry date.`,
    );
    expect((await postGrn(grnBody({ grnItems: [item(vitamin, { batchNumber: 'VC-77' })] }))).statusCode).toBe(200);
    const before = await countRows(t);
    const again = await postGrn(grnBody({ grnItems: [item(doliprane), item(vitamin, { batchNumber: ' Vc-77 ', expireDate: later })] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/^grnItems\.1\.expireDate: Lot Vc-77 of Vitamine C 500 expires on/);
    expect(await countRows(t)).toEqual(before);
    // The same lot at its own date is received again; another product may use the same lot number.
    expect(
      (
        await postGrn(
          grnBody({ grnItems: [item(vitamin, { batchNumber: 'vc-77' }), item(smecta, { batchNumber: 'VC-77', expireDate: later })] }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a cheque, card or transfer above the total with 409 and writes nothing: only cash is given change', async () => {
    // 3 × 12 = 36 DH (0 % VAT).
    const before = await countRows(t);
    for (const paymentType of ['CHEQUE', 'CREDIT_CARD']) {
      const overpaid = await postGrn(grnBody({ grnPayment: { payment: 50, paymentType }, grnItems: [item(vitamin, { quantity: 3 })] }));
      expect(overpaid.statusCode).toBe(409);
      expect(overpaid.json().detail).toBe('A card or cheque payment cannot be more than the total (36.00 DH): only cash is given change.');
    }
    expect(await countRows(t)).toEqual(before);
    const exact = await postGrn(
      grnBody({ grnPayment: { payment: 36, paymentType: 'CHEQUE' }, grnItems: [item(vitamin, { quantity: 3 })] }),
    );
    expect(exact.statusCode).toBe(200);
  });

  it('needs a signed-in user but no administrator', async () => {
    expect((await postGrn(grnBody(), '')).statusCode).toBe(401);
    expect((await t.request(null, { method: 'POST', url: '/api/grn/search', payload: { page: 0, size: 10 } })).statusCode).toBe(401);
    expect((await postGrn(grnBody(), t.adminToken)).statusCode).toBe(200);
  });
});

describe('POST /api/grn/search', () => {
  it('lists GRNs newest first with supplier, payment and total (amounts for administrators), paged, and filters inclusive shop days', async () => {
    const db = t.database.db;
    // Three GRNs placed on known days.
    const days = ['2025-03-01', '2025-03-02', '2025-03-03'];
    const ids: number[] = [];
    for (const day of days) {
      const response = await postGrn(grnBody({ grnPayment: { payment: 50, balance: 0, paymentType: 'CREDIT_CARD' } }));
      const id = Number(response.headers['x-document-id']);
      await db
        .updateTable('grns')
        .set({ localDate: day, dateTime: `${day}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const search = async (body: object, token = staff.token) => {
      const response = await t.request(token, { method: 'POST', url: '/api/grn/search', payload: body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const all = await search({ page: 0, size: 10 });
    const total = Number(
      (
        await db
          .selectFrom('grns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all.totalElements).toBe(total);
    const allIds = all.content.map((row: { id: number }) => row.id);
    expect(allIds).toEqual([...allIds].sort((a: number, b: number) => b - a));

    const inclusive = await search({ page: 0, size: 10, startDate: '2025-03-01', endDate: '2025-03-02' });
    expect(inclusive.content.map((row: { id: number }) => row.id)).toEqual([ids[1], ids[0]]);
    expect(inclusive.content[0]).toEqual({
      id: ids[1],
      number: expect.stringMatching(/^BR-\d{4}-\d{6}$/),
      dateTime: '2025-03-02T10:00:00.000Z',
      supplier: { id: supplier.id, name: supplier.name },
      grnPayment: { paymentType: 'CREDIT_CARD' },
    });
    const forAdmin = await search({ page: 0, size: 10, startDate: '2025-03-02', endDate: '2025-03-02' }, t.adminToken);
    expect(forAdmin.content[0]).toMatchObject({ grnPayment: { payment: 50, balance: -70, paymentType: 'CREDIT_CARD' }, total: 120 });
    expect((await search({ page: 0, size: 10, startDate: '2025-03-03' })).content.map((r: { id: number }) => r.id)).not.toContain(ids[1]);
    expect((await search({ page: 0, size: 10, endDate: '2025-03-01' })).content.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await search({ page: 0, size: 10, startDate: '2025-03-02', endDate: '2025-03-02' })).totalElements).toBe(1);
    expect((await search({ page: 0, size: 10, startDate: null, endDate: null })).totalElements).toBe(total);

    const second = await search({ page: 1, size: 10 });
    expect(second.pageable).toEqual({ pageNumber: 1, pageSize: 10, offset: 10 });
    expect(second.content).toHaveLength(Math.max(0, Math.min(10, total - 10)));
    expect(second.totalPages).toBe(Math.ceil(total / 10));

    const bad = await t.request(staff.token, {
      method: 'POST',
      url: '/api/grn/search',
      payload: { page: 0, size: 7, startDate: '2025-13-01' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/grn/report/{id}', () => {
  it('answers the PDF of a saved GRN with its number, supplier, lines and totals', async () => {
    const saved = await postGrn(
      grnBody({
        grnPayment: { payment: 1000, paymentType: 'CASH' },
        grnItems: [item(smecta, { quantity: 3, buyingPrice: 111.11, batchNumber: 'SME-2611' })],
      }),
    );
    const id = Number(saved.headers['x-document-id']);
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/grn/report/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      String(saved.headers['x-document-number']),
      supplier.name,
      'Smecta',
      'Lot SME-2611',
      'Ipsen',
      '333,33 DH',
      '1.000,00 DH',
      '666,67 DH',
      'Espèces',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints what the supplier gave back when the GRN was paid above its total', async () => {
    // 3 × 12 = 36 DH (0 % VAT), 50 DH paid.
    const saved = await postGrn(grnBody({ grnPayment: { payment: 50, paymentType: 'CASH' }, grnItems: [item(vitamin, { quantity: 3 })] }));
    const id = Number(saved.headers['x-document-id']);
    const text = (await pdfText((await t.request(t.adminToken, { method: 'GET', url: `/api/grn/report/${id}` })).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Reste dû au fournisseur 0,00 DH');
    expect(text).toContain('Monnaie rendue par le fournisseur 14,00 DH');
  });

  it('answers 404 for an unknown GRN', async () => {
    const response = await t.request(staff.token, { method: 'GET', url: '/api/grn/report/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('GRN 424242 does not exist.');
  });
});
