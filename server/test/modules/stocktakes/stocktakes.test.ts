import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Stocktake, StocktakeBatch } from '@hanout/contract';
import { createTestApp, type InjectResponse, type TestApp } from '../../support/harness';
import { invoiceBody } from '../../support/invoice-requests';
import { popplerText } from '../../support/pdf-text';
import { salesFixtures } from '../../support/sales-fixtures';
import { stockQuantity } from '../../support/stock-requests';

let t: TestApp;
let fx: ReturnType<typeof salesFixtures>;
let staff: { id: number; token: string };
let otherStaff: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = salesFixtures(t.database.db);
  staff = await t.createUser({ name: 'Samira Staff' });
  otherStaff = await t.createUser({ name: 'Omar Staff' });
});
afterAll(() => t.close());

// Each test starts with no open stocktake: only one may be open at a time.
beforeEach(async () => {
  await t.database.db.updateTable('stocktakes').set({ status: 'CANCELLED' }).where('status', '=', 'OPEN').execute();
});

async function ok(response: Promise<InjectResponse>): Promise<InjectResponse> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}
const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request(token, { method, url, ...(payload ? { payload } : {}) });
const start = async (categoryId: number | null = null) =>
  (await ok(as(t.adminToken, 'POST', '/api/stocktakes', { categoryId }))).json<Stocktake>();
const count = (token: string, id: number, stockId: number, countedQuantity: number) =>
  as(token, 'PUT', `/api/stocktakes/${id}/counts/${stockId}`, { countedQuantity });
const review = async (id: number, token = t.adminToken) => (await ok(as(token, 'GET', `/api/stocktakes/${id}`))).json<Stocktake>();
const validate = (id: number) => as(t.adminToken, 'POST', `/api/stocktakes/${id}/validate`);

/** A batch in a category of its own (buying price 10.00 DH); the fixture writes its opening movement, so the ledger holds from the start. */
async function batch(quantity: number, options: { categoryId?: number; name?: string; barcode?: string; lot?: string } = {}) {
  const productId = await fx.product(options.name, await fx.brand(undefined, options.categoryId ?? (await fx.category())));
  if (options.barcode) await t.database.db.updateTable('products').set({ barcode: options.barcode }).where('id', '=', productId).execute();
  const stockId = await fx.stock(productId, { quantity });
  if (options.lot) await t.database.db.updateTable('stocks').set({ batchNumber: options.lot }).where('id', '=', stockId).execute();
  return { stockId, productId };
}

/** The batch's quantity less the sum of its movements: 0 when the ledger explains the batch. */
async function ledgerGap(stockId: number) {
  const { total } = await t.database.db
    .selectFrom('stockMovements')
    .select((eb) => eb.fn.sum<number>('quantityChange').as('total'))
    .where('stockId', '=', stockId)
    .executeTakeFirstOrThrow();
  return (await stockQuantity(t, stockId)) - Number(total ?? 0);
}
const countMovements = (documentId: number) =>
  t.database.db
    .selectFrom('stockMovements')
    .select(['stockId', 'quantityChange', 'documentNumber', 'userId'])
    .where('type', '=', 'COUNT')
    .where('documentId', '=', documentId)
    .orderBy('stockId')
    .execute();

describe('permissions', () => {
  it('lets staff find batches and count them blind, but not start, validate, cancel nor see expected quantities and values', async () => {
    const { stockId } = await batch(7, { name: 'Doliprane 1000' });
    expect((await as(staff.token, 'POST', '/api/stocktakes', { categoryId: null })).statusCode).toBe(403);
    expect((await as(t.adminToken, 'POST', '/api/stocktakes', {})).statusCode).toBe(400);
    const stocktake = await start();
    expect(stocktake.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(stocktake.status).toBe('OPEN');

    const found = (await ok(as(staff.token, 'GET', `/api/stocktakes/${stocktake.id}/batches?q=doliprane`))).json<StocktakeBatch[]>();
    expect(found.map((one) => one.stockId)).toContain(stockId);
    expect(found[0]).not.toHaveProperty('quantity');
    const saved = (await ok(count(staff.token, stocktake.id, stockId, 5))).json<StocktakeBatch>();
    expect(saved.counted).toMatchObject({ quantity: 5, by: { id: staff.id } });

    const seen = await review(stocktake.id, staff.token);
    expect(seen.lines).toHaveLength(1);
    expect(seen.lines[0]).not.toHaveProperty('expectedQuantity');
    expect(seen.lines[0]).not.toHaveProperty('value');
    expect(seen).not.toHaveProperty('netValue');

    expect((await as(staff.token, 'POST', `/api/stocktakes/${stocktake.id}/validate`)).statusCode).toBe(403);
    expect((await as(staff.token, 'POST', `/api/stocktakes/${stocktake.id}/cancel`)).statusCode).toBe(403);
    expect(await stockQuantity(t, stockId)).toBe(7);

    const admin = await review(stocktake.id);
    expect(admin.lines[0]).toMatchObject({ expectedQuantity: 7, difference: -2, buyingPrice: 10, value: -20 });
    expect(admin).toMatchObject({ shortageValue: 20, surplusValue: 0, netValue: -20 });
  });

  it('keeps one stocktake open at a time and refuses counts once it is closed', async () => {
    const { stockId } = await batch(3);
    const first = await start();
    const second = await as(t.adminToken, 'POST', '/api/stocktakes', { categoryId: null });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(`Stocktake ${first.number} is still open: validate or cancel it first.`);
    await ok(as(t.adminToken, 'POST', `/api/stocktakes/${first.id}/cancel`));
    const late = await count(staff.token, first.id, stockId, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(`Stocktake ${first.number} is already cancelled.`);
    expect((await validate(first.id)).statusCode).toBe(409);
    expect(await stockQuantity(t, stockId)).toBe(3);
    expect((await as(t.adminToken, 'GET', '/api/stocktakes/999999')).statusCode).toBe(404);
    expect((await as(t.adminToken, 'POST', '/api/stocktakes', { categoryId: 999999 })).statusCode).toBe(404);
  });
});

describe('scope and search', () => {
  it('counts one category: its batches only, found by barcode, lot or name, with the uncounted ones listed', async () => {
    const categoryId = await fx.category('Dermocosmetics');
    const cream = await batch(4, { categoryId, name: 'Avène Cicalfate', barcode: '3282770100365', lot: 'L2611A' });
    const serum = await batch(2, { categoryId, name: 'Sérum Vichy' });
    const outside = await batch(9, { name: 'Amoxicilline 500' });
    const stocktake = await start(categoryId);
    expect(stocktake.category).toEqual({ id: categoryId, name: 'Dermocosmetics' });
    expect(stocktake.uncounted.map((one) => one.stockId)).toEqual([cream.stockId, serum.stockId]);

    const search = async (q: string) =>
      (await ok(as(staff.token, 'GET', `/api/stocktakes/${stocktake.id}/batches?q=${encodeURIComponent(q)}`)))
        .json<StocktakeBatch[]>()
        .map((one) => one.stockId);
    expect(await search('3282770100365')).toEqual([cream.stockId]);
    expect(await search('l2611a')).toEqual([cream.stockId]);
    expect(await search('serum')).toEqual([serum.stockId]);
    expect(await search('Amoxicilline')).toEqual([]);

    const refused = await count(staff.token, stocktake.id, outside.stockId, 9);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Amoxicilline 500 is not in the category this stocktake counts.');
    expect((await count(staff.token, stocktake.id, 999999, 1)).statusCode).toBe(404);
    expect((await count(staff.token, stocktake.id, cream.stockId, -1)).statusCode).toBe(400);

    await ok(count(staff.token, stocktake.id, cream.stockId, 4));
    expect((await review(stocktake.id)).uncounted.map((one) => one.stockId)).toEqual([serum.stockId]);
  });
});

describe('counting by several people', () => {
  it('keeps the last count of a batch, saved as each is entered, and both counters’ batches', async () => {
    const a = await batch(10);
    const b = await batch(6);
    const stocktake = await start();
    await Promise.all([
      ok(count(staff.token, stocktake.id, a.stockId, 8)),
      ok(count(otherStaff.token, stocktake.id, b.stockId, 6)),
      ok(count(otherStaff.token, stocktake.id, a.stockId, 9)),
    ]);
    await ok(count(staff.token, stocktake.id, a.stockId, 7));
    const lines = (await review(stocktake.id)).lines.filter((line) => [a.stockId, b.stockId].includes(line.stockId));
    expect(lines.map((line) => [line.stockId, line.counted.quantity, line.counted.by.id])).toEqual(
      expect.arrayContaining([
        [a.stockId, 7, staff.id],
        [b.stockId, 6, otherStaff.id],
      ]),
    );
    expect(lines).toHaveLength(2);
  });
});

describe('validation', () => {
  it('turns differences into COUNT movements in one go, leaves uncounted batches alone and keeps the ledger', async () => {
    const short = await batch(10);
    const extra = await batch(3);
    const exact = await batch(5);
    const untouched = await batch(4);
    const stocktake = await start();
    await ok(count(staff.token, stocktake.id, short.stockId, 8));
    await ok(count(staff.token, stocktake.id, extra.stockId, 5));
    await ok(count(otherStaff.token, stocktake.id, exact.stockId, 5));

    const validated = (await ok(validate(stocktake.id))).json<Stocktake>();
    expect(validated.status).toBe('VALIDATED');
    expect(validated.uncounted).toEqual([]);
    expect(Object.fromEntries(validated.lines.map((line) => [line.stockId, line.appliedChange]))).toMatchObject({
      [short.stockId]: -2,
      [extra.stockId]: 2,
      [exact.stockId]: 0,
    });
    expect([await stockQuantity(t, short.stockId), await stockQuantity(t, extra.stockId), await stockQuantity(t, exact.stockId)]).toEqual([
      8, 5, 5,
    ]);
    expect(await stockQuantity(t, untouched.stockId)).toBe(4);
    const admin = await t.database.db.selectFrom('users').select('id').where('role', '=', 'ROLE_ADMIN').executeTakeFirstOrThrow();
    expect(await countMovements(stocktake.id)).toEqual([
      { stockId: short.stockId, quantityChange: -2, documentNumber: stocktake.number, userId: admin.id },
      { stockId: extra.stockId, quantityChange: 2, documentNumber: stocktake.number, userId: admin.id },
    ]);
    for (const one of [short, extra, exact, untouched]) expect(await ledgerGap(one.stockId)).toBe(0);

    const again = await validate(stocktake.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`Stocktake ${stocktake.number} is already validated.`);
    expect(await countMovements(stocktake.id)).toHaveLength(2);
  });

  it('keeps the sales made during the count: the difference is counted − the books when the count was saved', async () => {
    const customer = await fx.customer();
    const sold = await batch(10);
    const emptied = await batch(5);
    const stocktake = await start();
    const sell = (stockId: number, quantity: number) =>
      ok(as(staff.token, 'POST', '/api/invoice', invoiceBody(customer, [{ stockId, quantity }], { payment: 1000 })));

    await sell(sold.stockId, 1); // before the count: 9 in the books, 8 found on the shelf
    await ok(count(staff.token, stocktake.id, sold.stockId, 8));
    await sell(sold.stockId, 3); // after the count: the 3 units were among the 8 counted
    await ok(count(staff.token, stocktake.id, emptied.stockId, 1)); // 4 missing from the 5 in the books
    await sell(emptied.stockId, 2); // only 1 was there: the books now say 3

    const validated = (await ok(validate(stocktake.id))).json<Stocktake>();
    expect(await stockQuantity(t, sold.stockId)).toBe(5); // 8 counted − 3 sold since
    expect(await stockQuantity(t, emptied.stockId)).toBe(0); // never below zero
    expect(validated.lines.find((line) => line.stockId === emptied.stockId)).toMatchObject({ difference: -4, appliedChange: -3 });
    expect((await countMovements(stocktake.id)).map((movement) => movement.quantityChange)).toEqual([-1, -3]);
    // Sales and the validation alike: each batch holds the sum of its movements.
    expect([await ledgerGap(sold.stockId), await ledgerGap(emptied.stockId)]).toEqual([0, 0]);
  });

  it('takes the units that sales since the count took from an emptied batch out of the product’s other counted batches', async () => {
    const customer = await fx.customer();
    const productId = await fx.product('Mustela gel lavant', await fx.brand(undefined, await fx.category()));
    const first = await fx.stock(productId, { quantity: 15, expireDate: '2030-01-31' });
    const second = await fx.stock(productId, { quantity: 7, expireDate: '2031-01-31' });
    const stocktake = await start();
    await ok(count(staff.token, stocktake.id, first, 10)); // 5 missing from the first batch
    await ok(count(staff.token, stocktake.id, second, 10)); // 3 more than the books in the second
    // 20 sold by product, first expiring first: the books take 15 from the first batch, which held 10, and 5 from the second.
    await ok(
      as(staff.token, 'POST', '/api/invoice', {
        customer: { id: customer.id },
        invoiceItems: [{ product: { id: productId }, quantity: 20 }],
        invoicePayment: { payment: 300, paymentType: 'CASH' },
      }),
    );

    const validated = (await ok(validate(stocktake.id))).json<Stocktake>();
    // 20 counted, 20 sold since: none left, on the shelf and in the books.
    expect([await stockQuantity(t, first), await stockQuantity(t, second)]).toEqual([0, 0]);
    expect(validated.lines.map(({ stockId, difference, appliedChange, value }) => ({ stockId, difference, appliedChange, value }))).toEqual(
      [
        { stockId: first, difference: -5, appliedChange: 0, value: 0 },
        { stockId: second, difference: 3, appliedChange: -2, value: -20 },
      ],
    );
    expect(validated).toMatchObject({ shortageValue: 20, surplusValue: 0, netValue: -20 });
    expect((await countMovements(stocktake.id)).map((movement) => [movement.stockId, movement.quantityChange])).toEqual([[second, -2]]);
    expect([await ledgerGap(first), await ledgerGap(second)]).toEqual([0, 0]);

    const sheet = popplerText((await ok(as(t.adminToken, 'GET', `/api/stocktakes/${stocktake.id}/report`))).rawPayload);
    expect(sheet).toContain('Appliqué');
    expect(sheet.replace(/\s+/g, ' ')).toContain('elles ont été prises aux autres lots comptés du produit');
  });

  it('applies a stocktake once when two validations race', async () => {
    const a = await batch(10);
    const b = await batch(10);
    const stocktake = await start();
    await ok(count(staff.token, stocktake.id, a.stockId, 7));
    await ok(count(staff.token, stocktake.id, b.stockId, 12));
    const answers = await Promise.all([validate(stocktake.id), validate(stocktake.id), validate(stocktake.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect([await stockQuantity(t, a.stockId), await stockQuantity(t, b.stockId)]).toEqual([7, 12]);
    expect(await countMovements(stocktake.id)).toHaveLength(2);
    expect([await ledgerGap(a.stockId), await ledgerGap(b.stockId)]).toEqual([0, 0]);
  });

  it('never mixes a count racing the validation: it lands before and is applied, or after and is refused', async () => {
    const batches = await Promise.all([batch(10), batch(10), batch(10)]);
    const stocktake = await start();
    await ok(count(staff.token, stocktake.id, batches[0].stockId, 9));
    const [validation, ...counts] = await Promise.all([
      validate(stocktake.id),
      count(staff.token, stocktake.id, batches[1].stockId, 8),
      count(otherStaff.token, stocktake.id, batches[2].stockId, 7),
    ]);
    expect(validation.statusCode).toBe(200);
    const applied = (await review(stocktake.id)).lines.map((line) => line.stockId);
    for (const [index, answer] of counts.entries()) {
      const { stockId } = batches[index + 1];
      expect([200, 409]).toContain(answer.statusCode);
      expect(applied.includes(stockId)).toBe(answer.statusCode === 200);
      expect(await stockQuantity(t, stockId)).toBe(answer.statusCode === 200 ? 8 - index : 10);
    }
    for (const one of batches) expect(await ledgerGap(one.stockId)).toBe(0);
  });

  it('prints the count sheet, with values for administrators only', async () => {
    const { stockId } = await batch(6, { name: 'Smecta sachets' });
    const stocktake = await start();
    await ok(count(staff.token, stocktake.id, stockId, 4));
    await ok(validate(stocktake.id));
    const admin = await ok(as(t.adminToken, 'GET', `/api/stocktakes/${stocktake.id}/report`));
    expect(admin.headers['content-type']).toBe('application/pdf');
    const text = popplerText(admin.rawPayload);
    expect(text).toContain(stocktake.number);
    expect(text).toContain('Smecta sachets');
    expect(text).toContain('Écart net');
    const staffText = popplerText((await ok(as(staff.token, 'GET', `/api/stocktakes/${stocktake.id}/report`))).rawPayload);
    expect(staffText).toContain('Smecta sachets');
    expect(staffText).not.toContain('Écart net');
  });

  it('lists stocktakes newest first', async () => {
    const stocktake = await start();
    const list = (await ok(as(staff.token, 'GET', '/api/stocktakes?page=0&size=10'))).json<{ content: { id: number }[] }>();
    expect(list.content[0].id).toBe(stocktake.id);
  });
});
