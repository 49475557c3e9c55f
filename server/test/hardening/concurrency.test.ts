/**
 * Races: many sales and mixed stocks on the same few stock lines, and purchases, all at once, in
 * one process (SQLite or PostgreSQL) and, on PostgreSQL, through two app processes sharing the
 * database. Afterwards no stock is negative, every unit is sold or mixed at most once
 * (received = sold + mixed + left), numbers are unique and gapless, totals add up, and every
 * answered sale is in the database exactly as answered.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connect';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, dialectUnderTest, freshDatabase } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { killStartedServers, startServer, stopServer } from '../support/processes';
import { grnBody, httpCall, httpLogin, injectCall, invoiceBody, seedShop, type Answer, type Call, type Shop } from '../support/shop';

const SEED = 20260607;
const summaries: string[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const line of summaries) console.log(line);
});

type Order =
  | { kind: 'sale'; items: Array<{ stockId: number; quantity: number }> }
  | { kind: 'mix'; parts: Array<{ stockId: number; dosage: number }> }
  | { kind: 'grn'; lines: Array<{ product: number; quantity: number }> };

/** A reproducible mix of orders on the shop's stock lines: sales of 1 to 3 lines, mixes of 2 or 3 lines, purchases. */
function orders(shop: Shop, counts: { sales: number; mixes: number; grns: number }, seed: number): Order[] {
  const lineIds = shop.lines.map((line) => line.id);
  const sale = fc
    .uniqueArray(fc.constantFrom(...lineIds), { minLength: 1, maxLength: 3 })
    .chain((ids) =>
      fc.tuple(...ids.map((stockId) => fc.record({ stockId: fc.constant(stockId), quantity: fc.integer({ min: 1, max: 3 }) }))),
    )
    .map((items): Order => ({ kind: 'sale', items }));
  const dosages = fc.constantFrom([6, 6], [3, 9], [4, 4, 4], [2, 5, 5]);
  const mix = dosages.chain((split) =>
    fc
      .uniqueArray(fc.constantFrom(...lineIds), { minLength: split.length, maxLength: split.length })
      .map((ids): Order => ({ kind: 'mix', parts: ids.map((stockId, i) => ({ stockId, dosage: split[i] })) })),
  );
  const grn = fc
    .array(fc.record({ product: fc.constantFrom(...shop.productIds), quantity: fc.integer({ min: 1, max: 20 }) }), {
      minLength: 1,
      maxLength: 2,
    })
    .map((lines): Order => ({ kind: 'grn', lines }));
  const all = [
    ...fc.sample(sale, { seed, numRuns: counts.sales }),
    ...fc.sample(mix, { seed: seed + 1, numRuns: counts.mixes }),
    ...fc.sample(grn, { seed: seed + 2, numRuns: counts.grns }),
  ];
  // Interleaved, so that every kind is in flight at the same time.
  return fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), { seed: seed + 3, numRuns: 1 })[0];
}

let mixCounter = 0;
function place(call: Call, shop: Shop, order: Order): Promise<Answer> {
  switch (order.kind) {
    case 'sale':
      return call('POST', '/api/invoice', invoiceBody(shop.customerId, order.items, 5));
    case 'mix':
      return call('POST', '/api/stock/mixed-stock', {
        mixedStockName: `Race mix ${++mixCounter}`,
        mixedStockPrice: 40,
        mixedStockItems: order.parts.map((part) => ({ stockName: part.stockId, dosage: part.dosage })),
      });
    case 'grn':
      return call('POST', '/api/grn', grnBody(shop.supplierId, order.lines, 10));
  }
}

interface RaceResult {
  sold: number;
  mixed: number;
  refused: number;
  received: number;
  unexpected: string[];
}

/** Places every order at once (spread over the callers) and checks the database against the answers. */
async function race(db: Db, callers: Call[], shop: Shop, list: Order[]): Promise<RaceResult> {
  const answers = await Promise.all(
    list.map((order, i) => place(callers[i % callers.length], shop, order).then((answer) => ({ order, answer }))),
  );
  const unexpected: string[] = [];
  let sold = 0;
  let mixed = 0;
  let refused = 0;
  let received = 0;
  for (const { order, answer } of answers) {
    const okStatuses = order.kind === 'grn' ? [200] : [200, 409];
    if (!okStatuses.includes(answer.status))
      unexpected.push(`${order.kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    if (answer.status === 409) refused += 1;
    if (answer.status !== 200) continue;
    if (order.kind === 'mix') mixed += 1;
    if (order.kind === 'grn') received += 1;
    if (order.kind === 'sale') {
      sold += 1;
      // The answered invoice holds exactly the requested lines.
      const id = Number(answer.headers['x-document-id']);
      const items = await db
        .selectFrom('invoiceItems')
        .select(['stockId', 'quantity'])
        .where('invoiceId', '=', id)
        .orderBy('stockId')
        .execute();
      const expected = [...order.items]
        .sort((a, b) => a.stockId - b.stockId)
        .map((item) => ({ stockId: item.stockId, quantity: item.quantity }));
      if (JSON.stringify(items.map((row) => ({ stockId: row.stockId, quantity: Number(row.quantity) }))) !== JSON.stringify(expected)) {
        unexpected.push(`invoice ${id} holds ${JSON.stringify(items)}, ${JSON.stringify(expected)} was sold`);
      }
    }
  }
  const count = async (table: 'invoices' | 'grns') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mixesInDb = Number(
    (
      await db
        .selectFrom('mixedStockComponents')
        .select((eb) => eb.fn.count('mixedStockId').distinct().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if ((await count('invoices')) !== sold) unexpected.push(`${await count('invoices')} invoices stored, ${sold} answered`);
  if ((await count('grns')) !== received + 1) unexpected.push(`${await count('grns')} GRNs stored, ${received + 1} answered`);
  if (mixesInDb !== mixed) unexpected.push(`${mixesInDb} mixed stocks stored, ${mixed} answered`);
  return { sold, mixed, refused, received, unexpected };
}

describe('concurrency', () => {
  it(`races supplier returns and sales on one batch: never below zero, never more returned than received (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'supplier-returns', products: 1, quantities: [20, 20] });
      const [batch, other] = shop.lines;
      const grns = (await admin('POST', '/api/grn/search', { page: 0, size: 10 })).body as { content: { id: number }[] };
      const grnId = grns.content[0].id;
      // Fifteen returns of 2 boxes and fifteen sales of one at once, interleaved: 45 boxes asked of a batch of 20.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? admin('POST', `/api/grn/${grnId}/returns`, { items: [{ stockId: batch.id, quantity: 2, reason: 'race' }] })
            : admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: batch.id, quantity: 1 }], 100)),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const returns = answers.filter((answer, i) => i % 2 === 0 && answer.status === 200).length;
      const sales = answers.filter((answer, i) => i % 2 === 1 && answer.status === 200).length;
      const left = (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', batch.id).executeTakeFirstOrThrow())
        .quantity;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(returns * 2 + sales + left).toBe(20);
      // Then ten returns of 3 boxes at once from the GRN's other batch of 20, nothing sold: six go back, never a seventh.
      const more = await Promise.all(
        Array.from({ length: 10 }, () => admin('POST', `/api/grn/${grnId}/returns`, { items: [{ stockId: other.id, quantity: 3 }] })),
      );
      expect(more.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const moreReturns = more.filter((answer) => answer.status === 200).length;
      expect(moreReturns).toBe(6);
      expect(
        (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', other.id).executeTakeFirstOrThrow()).quantity,
      ).toBe(2);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      expect(figures.unitsReturnedToSupplier).toBe(returns * 2 + moreReturns * 3);
      summaries.push(
        `hardening: supplier returns (${dialectUnderTest}): 15 returns of 2 boxes and 15 sales of one raced on a batch of 20: ` +
          `${returns} returns and ${sales} sales went through, ${left} left, never below zero; 10 returns of 3 raced on a batch of 20: ` +
          `${moreReturns} went through, never more than received; ${[...statuses, ...more.map((answer) => answer.status)].filter((status) => status === 409).length} refused with 409 in all, ` +
          `${figures.unitsReturnedToSupplier} units back to the supplier, RF numbers without gaps, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });

  it(`races sales, mixed stocks and purchases on the same stock lines in one process (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'race', products: 3, quantities: [30, 30, 30, 30] });
      const staff = await t.createUser({ role: 'ROLE_USER' });
      const callers = [admin, injectCall(t, staff.token)];
      const list = orders(shop, { sales: 160, mixes: 16, grns: 20 }, SEED);
      const result = await race(t.database.db, callers, shop, list);
      expect(result.unexpected).toEqual([]);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      // Far more was asked for than the 120 units held: the race was real, and refused what it had to.
      expect(result.refused).toBeGreaterThan(0);
      expect(result.sold).toBeGreaterThan(0);
      const hot = await t.database.db
        .selectFrom('stocks')
        .select('quantity')
        .where(
          'id',
          'in',
          shop.lines.map((line) => line.id),
        )
        .execute();
      const left = hot.reduce((sum, row) => sum + Number(row.quantity), 0);
      summaries.push(
        `hardening: concurrency (${dialectUnderTest}, one process): ${list.length} orders raced (160 sales, 16 mixes, 20 GRNs) on 4 stock lines of 30 units: ` +
          `${result.sold} sales and ${result.mixed} mixes went through, ${result.refused} refused with 409, ${120 - left} units taken and ${left} left of 120, ` +
          `${figures.invoices} invoices and ${figures.grns} GRNs numbered without gaps, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  }, 90_000);

  it.runIf(dialectUnderTest === 'postgres')(
    'races sales through two app processes sharing one PostgreSQL database',
    async () => {
      const fresh = await freshDatabase();
      const env = {
        DATABASE_URL: fresh.databaseUrl,
        JWT_SECRET: 'two-processes-share-this-secret-0123456789',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      };
      // Started together: both migrate the empty database and create the first administrator at once.
      const [a, b] = await Promise.all([
        startServer({ ...env, DATA_DIR: `${fresh.dataDir}/a` }),
        startServer({ ...env, DATA_DIR: `${fresh.dataDir}/b` }),
      ]);
      const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
      try {
        const token = await httpLogin(a.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
        const shop = await seedShop(httpCall(a.baseUrl, token), { tag: 'two', products: 2, quantities: [25, 25, 25] });
        // The token signed by one instance is honoured by the other.
        const callers = [httpCall(a.baseUrl, token), httpCall(b.baseUrl, token)];
        const list = orders(shop, { sales: 120, mixes: 8, grns: 12 }, SEED + 10);
        const result = await race(database.db, callers, shop, list);
        expect(result.unexpected).toEqual([]);
        const { violations, figures } = await checkLedger(database.db);
        expect(violations).toEqual([]);
        expect(result.refused).toBeGreaterThan(0);
        const admins = await database.db.selectFrom('users').select('id').execute();
        expect(admins).toHaveLength(1);
        summaries.push(
          `hardening: concurrency (postgres, two app processes): ${list.length} orders raced (120 sales, 8 mixes, 12 GRNs) across both instances: ` +
            `${result.sold} sales and ${result.mixed} mixes went through, ${result.refused} refused with 409, ${figures.invoices} invoices and ${figures.grns} GRNs numbered without gaps, 0 ledger violations`,
        );
      } finally {
        await Promise.all([stopServer(a), stopServer(b)]);
        await database.close();
        await fresh.drop();
      }
    },
    120_000,
  );
});
