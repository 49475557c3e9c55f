import { KEY_REUSED_PROBLEM } from '@hanout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { addDays, insertProduct, insertStock, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';
import { requestHashOf } from '../../../src/modules/idempotency/service';

/** Idempotency-Key on the money-writing calls: a retry or a double submit never sells or receives twice. */
let t: TestApp;
let given: Given;
let staff: { id: number; token: string };
let customerId: number;
let stockId: number;
let productId: number;
let supplierId: number;

const sell = (key: string | undefined, quantity = 1, token = staff.token) =>
  given.trySale({
    customer: customerId,
    lines: [{ stock: stockId, quantity }],
    token,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const receive = (key: string, quantity = 5) =>
  given.tryGrn({
    supplier: supplierId,
    lines: [{ product: productId, quantity, manufactureDate: addDays(shopToday(t), -5), expireDate: addDays(shopToday(t), 300) }],
    token: staff.token,
    headers: { 'idempotency-key': key },
  });
const count = async (table: 'invoices' | 'grns') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stockLeft = async () =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow()).quantity;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER' });
  const product = await insertProduct(t, 'Idempotent Doliprane');
  productId = product.id;
  stockId = await insertStock(t, { productId, quantity: 100 });
  supplierId = (await insertSupplier(t, 'Idem Supplier', 'Idem Company')).id;
  customerId = (await salesFixtures(t.database.db).customer({ name: 'Karim Idem' })).id;
});
afterAll(() => t.close());

describe(`Idempotency-Key (${dialectUnderTest})`, () => {
  it('answers a retry with the first invoice (same id and number) and sells nothing more', async () => {
    const before = await count('invoices');
    const first = await sell('retry-after-timeout-1');
    expect(first.statusCode).toBe(200);
    // The client never saw the first answer (a dropped connection) and sends the same request again.
    const retry = await sell('retry-after-timeout-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['x-document-number']).toBe(first.headers['x-document-number']);
    expect(retry.headers['x-document-id']).toBe(first.headers['x-document-id']);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toContain('application/pdf');
    expect(await count('invoices')).toBe(before + 1);
    expect(await stockLeft()).toBe(99);
  });

  it('makes one invoice of concurrent requests with one key', async () => {
    const before = await count('invoices');
    const stock = await stockLeft();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sell('double-submit-1', 2)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.headers['x-document-number'])).size).toBe(1);
    expect(await count('invoices')).toBe(before + 1);
    expect(await stockLeft()).toBe(stock - 2);
    console.log(`hardening: idempotency (${dialectUnderTest}): 8 concurrent sales under one key made 1 invoice, stock moved once`);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    expect((await sell('reused-key', 1)).statusCode).toBe(200);
    const before = await count('invoices');
    const reused = await sell('reused-key', 3);
    expect(reused.statusCode).toBe(422);
    expect(reused.headers['content-type']).toContain('application/problem+json');
    expect(reused.json().detail).toContain('already used for a different request');
    // Its type tells the screens the earlier attempt was recorded.
    expect(reused.json().type).toBe(KEY_REUSED_PROBLEM);
    expect(await count('invoices')).toBe(before);
  });

  it('keeps keys apart per user, lets a failed request be retried, and sells again without a key', async () => {
    const other = await t.createUser({ role: 'ROLE_USER' });
    const before = await count('invoices');
    expect((await sell('shared-key')).statusCode).toBe(200);
    expect((await sell('shared-key', 1, other.token)).statusCode).toBe(200);
    expect(await count('invoices')).toBe(before + 2);

    // Too many units: refused, and the key is not kept, so the corrected request goes through.
    expect((await sell('corrected-later', 100_000)).statusCode).toBe(409);
    expect((await sell('corrected-later', 100_000)).statusCode).toBe(409);
    const corrected = await sell('corrected-later', 1);
    expect(corrected.statusCode).toBe(200);

    const noKey = [await sell(undefined), await sell(undefined)];
    expect(noKey[0].headers['x-document-number']).not.toBe(noKey[1].headers['x-document-number']);
  });

  it('forgets keys after 24 hours, and refuses a malformed key with 400', async () => {
    expect((await sell('old-key')).statusCode).toBe(200);
    await t.database.db
      .updateTable('idempotencyKeys')
      .set({ claimedAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('key', '=', 'old-key')
      .execute();
    const before = await count('invoices');
    const later = await sell('old-key');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('invoices')).toBe(before + 1);

    const malformed = await sell('spaces are not allowed');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toContain('Idempotency-Key');
  });

  it('takes over a key left by a request that died before its sale committed', async () => {
    const body = {
      customer: { id: customerId },
      invoiceItems: [{ stock: { id: stockId }, quantity: 1 }],
      invoicePayment: { payment: 0, paymentType: 'CASH' },
    };
    const claim = (key: string, ageMs: number) =>
      t.database.db
        .insertInto('idempotencyKeys')
        .values({
          userId: staff.id,
          key,
          requestHash: requestHashOf('POST /api/invoice', body),
          claimedAt: new Date(Date.now() - ageMs).toISOString(),
          documentId: null,
        })
        .execute();
    const before = await count('invoices');
    await claim('crashed-long-ago', 60_000);
    const retried = await sell('crashed-long-ago');
    expect(retried.statusCode).toBe(200);
    expect(await count('invoices')).toBe(before + 1);
    // The claim now names the invoice: the next retry answers it.
    expect((await sell('crashed-long-ago')).headers['x-document-id']).toBe(retried.headers['x-document-id']);
  });

  it('answers a repeated GRN with the first one and receives the goods once', async () => {
    const before = await count('grns');
    const answers = await Promise.all([receive('grn-key-1'), receive('grn-key-1'), receive('grn-key-1')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers['x-document-number'])).size).toBe(1);
    expect(await count('grns')).toBe(before + 1);
    expect((await receive('grn-key-1', 6)).statusCode).toBe(422);
  });
});
