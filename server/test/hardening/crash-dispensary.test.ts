/**
 * Crash safety of the dispensary: the real server, under a stream of sales on prescription (a tableau C
 * product, a tableau B pack and its units, the unit sales opening packs), packs split by hand and
 * credit notes of lines dispensed on prescription, is killed with SIGKILL, restarted on the same
 * data, and must hold every write it had answered 2xx, and no half-written sale: its prescription,
 * ordonnancier entries, stock movements and pack openings all or nothing, the ordonnancier numbered
 * 1..N without gaps, the narcotics register's balance the stock. SQLite in its data directory, or
 * PostgreSQL when DATABASE_URL is set.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { NarcoticsRegister, Product, StockSplit } from '@hanout/contract';
import { openDatabase, type Db } from '../../src/db/connect';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dialectUnderTest, freshDatabase } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { killStartedServers, startServer, stopServer, type ServerEnv, type ServerProcess } from '../support/processes';
import { addDays, grnBody, httpCall, httpLogin, seedShop, shopToday, type Call } from '../support/shop';

const SEED = 20260614;
const CRASHES = 3;
const WRITERS = 4;
const UNITS_PER_PACK = 10;
let summary = '';

afterAll(async () => {
  await killStartedServers();
  if (summary) console.log(summary);
});

const PRESCRIPTION = {
  prescriber: { name: 'Dr Nadia Berrada', inpe: '123456789' },
  patient: { name: 'Omar El Fassi', address: '3 derb Sidi Ahmed, Fès', nationalId: 'C123456' },
  date: addDays(shopToday(), -1),
  number: 'RX-9',
};

interface Acknowledged {
  kind: 'sale' | 'split' | 'creditNote';
  id: number;
  number: string;
  /** A sale's units per product; a split's packs by `pack:unit` batch; a credit note's units returned. */
  units: Record<string, number>;
}

interface Dispensary {
  customerId: number;
  packId: number;
  unitId: number;
  scheduledId: number;
  packStocks: number[];
}

const ok = async (answer: Promise<{ status: number; body: unknown }>, what: string) => {
  const result = await answer;
  if (result.status !== 200) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  return result.body;
};

/** A tableau B pack of 10 sold by the unit, in two lots, and a tableau C product, through the API. */
async function seedDispensary(admin: Call): Promise<Dispensary> {
  const shop = await seedShop(admin, { tag: 'dispensary', products: 0, quantities: [] });
  const product = async (name: string, fields: object) => {
    await ok(admin('POST', '/api/products', { name, brand: shop.brandId, unit: 1, ...fields }), name);
    const page = (await ok(admin('GET', `/api/products/search?text=${encodeURIComponent(name)}&size=10`), name)) as {
      content: { id: number; name: string }[];
    };
    return page.content.find((row) => row.name === name)!.id;
  };
  const packId = await product('Morphine crash 10 mg', { schedule: 'B', unitsPerPack: UNITS_PER_PACK, sellByUnit: true });
  const scheduledId = await product('Lexomil crash 6 mg', { schedule: 'C' });
  const { unitProductId } = (await ok(admin('GET', `/api/products/${packId}`), 'pack')) as Product;
  const body = grnBody(shop.supplierId, [
    { product: packId, quantity: 60, sellingPrice: 30 },
    { product: packId, quantity: 60, sellingPrice: 30 },
    { product: scheduledId, quantity: 400 },
  ]);
  const lots = ['MO-A', 'MO-B', 'LX-1'];
  await ok(admin('POST', '/api/grn', { ...body, grnItems: body.grnItems.map((item, i) => ({ ...item, batchNumber: lots[i] })) }), 'GRN');
  const stock = (await ok(
    admin('POST', '/api/stock/search', { stock: { productName: 'Morphine crash' }, page: 0, size: 50 }),
    'stock',
  )) as {
    content: { id: number; product: { id: number } }[];
  };
  const packStocks = stock.content.filter((row) => row.product.id === packId).map((row) => row.id);
  return { customerId: shop.customerId, packId, unitId: unitProductId!, scheduledId, packStocks: packStocks.sort((a, b) => a - b) };
}

const saleBody = (shop: Dispensary, lines: Array<{ product: number; quantity: number }>) => ({
  customer: { id: shop.customerId },
  invoiceItems: lines.map((line) => ({ product: { id: line.product }, quantity: line.quantity })),
  invoicePayment: { payment: 1000, paymentType: 'CASH' },
  prescription: PRESCRIPTION,
});

const num = (value: unknown) => Number(value);
const sumBy = <T>(rows: T[], key: (row: T) => string | number, value: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(String(key(row)), (sums.get(String(key(row))) ?? 0) + value(row));
  return sums;
};
const same = (a: Map<string, number>, b: Record<string, number>) => [...a.entries()].sort().join() === Object.entries(b).sort().join();

/** The acknowledged writes missing or not as answered, and the half-written sales, as the database holds them. */
async function lostAndHalfWritten(db: Db, acknowledged: Acknowledged[]) {
  const [invoices, items, prescriptions, entries, movements, splits, notes] = await Promise.all([
    db.selectFrom('invoices').select(['id', 'number', 'dateTime']).execute(),
    db.selectFrom('invoiceItems').select(['id', 'invoiceId', 'productId', 'quantity']).execute(),
    db.selectFrom('prescriptions').select(['invoiceId']).execute(),
    db.selectFrom('ordonnancierEntries').select(['number', 'invoiceItemId', 'creditNoteId', 'reversesEntryId', 'quantity']).execute(),
    db.selectFrom('stockMovements').select(['type', 'documentId', 'quantityChange']).where('type', '=', 'SALE').execute(),
    db.selectFrom('stockSplits').select(['packStockId', 'unitStockId', 'packs', 'at']).execute(),
    db
      .selectFrom('creditNotes')
      .innerJoin('creditNoteItems', 'creditNoteItems.creditNoteId', 'creditNotes.id')
      .select(['creditNotes.id', 'number', 'quantity'])
      .execute(),
  ]);
  const lost: string[] = [];
  const half: string[] = [];
  const itemsOf = (invoiceId: number) => items.filter((item) => item.invoiceId === invoiceId);
  for (const ack of acknowledged) {
    if (ack.kind === 'sale') {
      const invoice = invoices.find((row) => row.id === ack.id);
      if (
        invoice?.number !== ack.number ||
        !same(
          sumBy(
            itemsOf(ack.id),
            (i) => i.productId,
            (i) => num(i.quantity),
          ),
          ack.units,
        )
      )
        lost.push(`sale ${ack.number}`);
    } else if (ack.kind === 'creditNote') {
      const rows = notes.filter((row) => row.id === ack.id);
      const counter = entries.filter((entry) => entry.creditNoteId === ack.id);
      if (
        rows.length !== 1 ||
        rows[0].number !== ack.number ||
        num(rows[0].quantity) !== ack.units.returned ||
        counter.length !== 1 ||
        num(counter[0].quantity) !== -ack.units.returned
      )
        lost.push(`credit note ${ack.number}`);
    }
  }
  // Splits by hand open 2 packs; a sale opens 1 (at most 10 units sold at once): the split rows of 2 packs hold every acknowledged one.
  const byHand = sumBy(
    splits.filter((split) => num(split.packs) === 2),
    (s) => `${s.packStockId}:${s.unitStockId}`,
    () => 1,
  );
  const splitsAcknowledged = sumBy(
    acknowledged.filter((ack) => ack.kind === 'split'),
    (ack) => Object.keys(ack.units)[0],
    () => 1,
  );
  for (const [key, count] of splitsAcknowledged)
    if ((byHand.get(key) ?? 0) < count) lost.push(`split ${key}: ${count} acknowledged, ${byHand.get(key) ?? 0} kept`);

  // Every product sold here is dispensed on prescription: a sale without its prescription, a line without its entry, are half-written.
  const prescribed = new Set(prescriptions.map((row) => row.invoiceId));
  const entered = new Map(
    entries.filter((entry) => entry.reversesEntryId === null).map((entry) => [entry.invoiceItemId, num(entry.quantity)]),
  );
  const moved = sumBy(
    movements,
    (m) => m.documentId ?? 0,
    (m) => -num(m.quantityChange),
  );
  for (const invoice of invoices) {
    const lines = itemsOf(invoice.id);
    if (!prescribed.has(invoice.id)) half.push(`${invoice.number}: no prescription`);
    if (lines.some((line) => entered.get(line.id) !== num(line.quantity)))
      half.push(`${invoice.number}: a line not entered in the ordonnancier`);
    if ((moved.get(String(invoice.id)) ?? 0) !== lines.reduce((sum, line) => sum + num(line.quantity), 0))
      half.push(`${invoice.number}: its SALE movements do not add up to its lines`);
  }
  const saleMoments = new Set(invoices.map((invoice) => invoice.dateTime));
  for (const split of splits)
    if (num(split.packs) === 1 && !saleMoments.has(split.at)) half.push(`a pack opened at ${split.at} by no sale`);
  const numbers = entries.map((entry) => Number(entry.number.slice(-6))).sort((a, b) => a - b);
  if (numbers.some((value, index) => value !== index + 1)) half.push(`the ordonnancier is not numbered 1..${numbers.length}`);
  return { lost, half, entries: entries.length, splits: splits.length };
}

/** Each tableau B product's register closes on its stock (sum of its batches), as the restarted server answers it. */
async function registerBalances(db: Db, call: Call, productIds: number[]) {
  const differences: string[] = [];
  for (const productId of productIds) {
    const register = (await ok(call('GET', `/api/registers/narcotics?productId=${productId}&size=10`), 'register')) as NarcoticsRegister;
    const stocks = await db.selectFrom('stocks').select('quantity').where('productId', '=', productId).execute();
    const stock = stocks.reduce((sum, row) => sum + num(row.quantity), 0);
    if (register.closingBalance !== stock) differences.push(`product ${productId}: register ${register.closingBalance}, stock ${stock}`);
  }
  return differences;
}

describe('crash safety of the dispensary', () => {
  it(`keeps every acknowledged sale on prescription, split and return through ${CRASHES} kill -9 (${dialectUnderTest})`, async () => {
    const fresh = await freshDatabase();
    const env: ServerEnv = {
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl,
      JWT_SECRET: 'crash-dispensary-secret-0123456789-abcdefghij',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    let server: ServerProcess = await startServer(env);
    const acknowledged: Acknowledged[] = [];
    const serverErrors: string[] = [];
    let cut = 0;
    let refused = 0;
    try {
      const token = await httpLogin(server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      const shop = await seedDispensary(httpCall(server.baseUrl, token));
      const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { seed: SEED, numRuns: 10_000 });
      let draw = 0;
      const next = (n: number) => random[draw++ % random.length] % n;
      const sell = async (call: Call, lines: Array<{ product: number; quantity: number }>) => {
        const answer = await call('POST', '/api/invoice', saleBody(shop, lines));
        if (answer.status !== 200) return answer;
        const units: Record<string, number> = {};
        for (const line of lines) units[line.product] = (units[line.product] ?? 0) + line.quantity;
        acknowledged.push({
          kind: 'sale',
          id: Number(answer.headers['x-document-id']),
          number: answer.headers['x-document-number'],
          units,
        });
        return answer;
      };
      const note = (what: string, answer: { status: number; body: unknown }) => {
        if (answer.status === 409) refused += 1;
        else if (answer.status !== 200) serverErrors.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      };

      for (let crash = 1; crash <= CRASHES; crash++) {
        const call = httpCall(server.baseUrl, token);
        const target = acknowledged.length + 10 + next(8);
        let stopped = false;
        const writer = async () => {
          while (!stopped) {
            const kind = next(10);
            try {
              if (kind < 3) {
                note('sale', await sell(call, [{ product: shop.scheduledId, quantity: 1 + next(3) }]));
              } else if (kind < 6) {
                // Units of the narcotic: loose ones first, packs opened when they run short (at most one: 10 units at once).
                const lines = [{ product: shop.unitId, quantity: 1 + next(UNITS_PER_PACK) }];
                if (kind === 5) lines.push({ product: shop.scheduledId, quantity: 1 });
                note('unit sale', await sell(call, lines));
              } else if (kind === 6) {
                note('pack sale', await sell(call, [{ product: shop.packId, quantity: 1 }]));
              } else if (kind === 7) {
                const answer = await call('POST', `/api/stock/${shop.packStocks[next(2)]}/split`, { packs: 2 });
                note('split', answer);
                if (answer.status === 200) {
                  const split = answer.body as StockSplit;
                  acknowledged.push({
                    kind: 'split',
                    id: 0,
                    number: 'SPLIT',
                    units: { [`${split.pack.stockId}:${split.unit.stockId}`]: 2 },
                  });
                }
              } else if (acknowledged.some((ack) => ack.kind === 'sale')) {
                // One unit of a recent sale's first line brought back and refunded (paid in full, it owes nothing).
                const sale = acknowledged.filter((ack) => ack.kind === 'sale').at(-1 - next(4)) ?? acknowledged[0];
                const detail = (await call('GET', `/api/invoice/${sale.id}`)).body as {
                  invoiceItems: { id: number; sellingPrice: number }[];
                };
                const line = detail.invoiceItems[0];
                const answer = await call('POST', `/api/invoice/${sale.id}/credit-notes`, {
                  items: [{ invoiceItemId: line.id, quantity: 1, restock: true, reason: 'Traitement arrêté' }],
                  amount: line.sellingPrice,
                  paymentType: 'CASH',
                });
                note('credit note', answer);
                if (answer.status === 200) {
                  const issued = answer.body as { id: number; number: string };
                  acknowledged.push({ kind: 'creditNote', id: issued.id, number: issued.number, units: { returned: 1 } });
                }
              }
            } catch {
              cut += 1; // the connection died with the server: this write may or may not have happened
              return;
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        while (acknowledged.length < target && server.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise((resolve) => setTimeout(resolve, next(30)));
        await stopServer(server, 'SIGKILL');
        stopped = true;
        await Promise.all(writers);

        server = await startServer(env);
        const again = httpCall(server.baseUrl, token);
        const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
        try {
          const { lost, half } = await lostAndHalfWritten(database.db, acknowledged);
          expect(lost, `acknowledged writes missing after crash ${crash}`).toEqual([]);
          expect(half, `half-written after crash ${crash}`).toEqual([]);
          expect((await checkLedger(database.db)).violations, `after crash ${crash}`).toEqual([]);
          expect(await registerBalances(database.db, again, [shop.packId, shop.unitId]), `after crash ${crash}`).toEqual([]);
        } finally {
          await database.close();
        }
        // The restarted server dispenses again: units that may open a pack.
        const answer = await sell(again, [{ product: shop.unitId, quantity: UNITS_PER_PACK }]);
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      }
      expect(serverErrors).toEqual([]);
      const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
      try {
        const { violations, figures } = await checkLedger(database.db);
        expect(violations).toEqual([]);
        const { lost, half, entries, splits } = await lostAndHalfWritten(database.db, acknowledged);
        expect([...lost, ...half]).toEqual([]);
        const negative = await database.db.selectFrom('stocks').select('id').where('quantity', '<', 0).execute();
        expect(negative).toEqual([]);
        const count = (kind: Acknowledged['kind']) => acknowledged.filter((ack) => ack.kind === kind).length;
        summary =
          `hardening: crash safety of the dispensary (${dialectUnderTest}): ${CRASHES} kill -9 survived mid-stream (${cut} requests cut, ` +
          `${refused} refused with 409), ${acknowledged.length} acknowledged writes (${count('sale')} sales on prescription, ` +
          `${count('split')} splits by hand, ${count('creditNote')} credit notes) all present; in the database ${figures.invoices} sales, ` +
          `${figures.prescriptions} prescriptions, ${entries} ordonnancier entries (${figures.counterEntries} counter-entries) numbered 1..${entries}, ` +
          `${splits} pack openings, ${figures.movements} stock movements, 0 half-written, 0 ledger violations, the narcotics registers on the stock`;
      } finally {
        await database.close();
      }
    } finally {
      await stopServer(server);
      await fresh.drop();
    }
  }, 120_000);
});
