/**
 * Crash safety: the real server, under a stream of sales, purchases, customer and supplier payments, credit notes,
 * supplier returns and stock adjustments, is killed with SIGKILL, restarted on the same data, and must hold every
 * write it had answered 2xx, and no half-written invoice, GRN, receipt, supplier payment, credit note or supplier
 * return (items, stock movements, allocations and numbers all or nothing). SQLite in its data
 * directory, or PostgreSQL when DATABASE_URL is set.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dialectUnderTest, freshDatabase } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { killStartedServers, startServer, stopServer, type ServerEnv, type ServerProcess } from '../support/processes';
import { grnBody, httpCall, httpLogin, invoiceBody, seedShop, type Shop } from '../support/shop';

const SEED = 20260608;
const CRASHES = 3;
const WRITERS = 6;
let summary = '';

afterAll(async () => {
  await killStartedServers();
  if (summary) console.log(summary);
});

interface Acknowledged {
  kind: 'invoice' | 'grn' | 'payment' | 'creditNote' | 'supplierPayment' | 'supplierReturn' | 'adjustment';
  id: number;
  number: string;
  /** Quantities per stock line (invoices, credit notes) or per product (GRNs), in line order; a payment's centimes. */
  quantities: number[];
}

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${CRASHES} kill -9 (${dialectUnderTest})`, async () => {
    const fresh = await freshDatabase();
    const env: ServerEnv = {
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl,
      JWT_SECRET: 'crash-test-secret-0123456789-abcdefghij',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    let server: ServerProcess = await startServer(env);
    const acknowledged: Acknowledged[] = [];
    const serverErrors: string[] = [];
    let cut = 0;
    let lost = 0;
    try {
      const token = await httpLogin(server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      const shop: Shop = await seedShop(httpCall(server.baseUrl, token), { tag: 'crash', products: 2, quantities: [5000, 5000, 5000] });
      const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { seed: SEED, numRuns: 20_000 });
      let draw = 0;
      const next = (n: number) => random[draw++ % random.length] % n;

      for (let crash = 1; crash <= CRASHES; crash++) {
        const call = httpCall(server.baseUrl, token);
        const target = acknowledged.length + 12 + next(12);
        let stopped = false;
        const writer = async () => {
          while (!stopped) {
            const draw = next(9);
            try {
              if (draw === 0) {
                // A payment on the sales on credit (each sale leaves its customer owing): 409 when nothing is owed yet.
                const answer = await call('POST', `/api/customers/${shop.customerId}/payments`, { amount: 5, paymentType: 'CASH' });
                if (answer.status === 200) {
                  const payment = answer.body as { id: number; number: string };
                  acknowledged.push({ kind: 'payment', id: payment.id, number: payment.number, quantities: [500] });
                } else if (answer.status !== 409)
                  serverErrors.push(`payment: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              } else if (draw === 1 && acknowledged.some((ack) => ack.kind === 'invoice')) {
                // One unit of an acknowledged sale brought back: off what it still owes, the rest refunded (409 when a
                // payment or another return got there first).
                const sale = acknowledged.filter((ack) => ack.kind === 'invoice').at(-1 - next(3)) ?? acknowledged[0];
                const detail = (await call('GET', `/api/invoice/${sale.id}`)).body as {
                  invoiceItems: { id: number; sellingPrice: number }[];
                  stillDue: number;
                };
                const line = detail.invoiceItems[0];
                const answer = await call('POST', `/api/invoice/${sale.id}/credit-notes`, {
                  items: [{ invoiceItemId: line.id, quantity: 1, restock: true }],
                  amount: Math.max(0, Math.round((line.sellingPrice - detail.stillDue) * 100) / 100),
                });
                if (answer.status === 200) {
                  const note = answer.body as { id: number; number: string };
                  acknowledged.push({ kind: 'creditNote', id: note.id, number: note.number, quantities: [1] });
                } else if (answer.status !== 409)
                  serverErrors.push(`credit note: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              } else if (draw === 2 && next(2) === 0) {
                // A payment to the supplier on the GRNs (each leaves the shop owing): 409 when nothing is owed yet.
                const answer = await call('POST', `/api/suppliers/${shop.supplierId}/payments`, { amount: 5, paymentType: 'CASH' });
                if (answer.status === 200) {
                  const payment = answer.body as { id: number; number: string };
                  acknowledged.push({ kind: 'supplierPayment', id: payment.id, number: payment.number, quantities: [500] });
                } else if (answer.status !== 409)
                  serverErrors.push(`supplier payment: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              } else if (draw === 2) {
                // A hand correction of one unit, in or out, recorded as an ADJUSTMENT movement.
                const change = next(2) === 0 ? 1 : -1;
                const answer = await call('POST', `/api/stock/${shop.lines[next(shop.lines.length)].id}/adjustments`, {
                  quantityChange: change,
                  reason: 'COUNT_CORRECTION',
                });
                if (answer.status === 200) {
                  const { movement } = answer.body as { movement: { id: number } };
                  acknowledged.push({ kind: 'adjustment', id: movement.id, number: 'ADJUSTMENT', quantities: [change] });
                } else serverErrors.push(`adjustment: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              } else if (draw === 8 && acknowledged.some((ack) => ack.kind === 'grn')) {
                // One unit of a batch of an acknowledged purchase sent back to the supplier: nothing else takes from those batches.
                const grn = acknowledged.filter((ack) => ack.kind === 'grn').at(-1 - next(3)) ?? acknowledged[0];
                const detail = await call('GET', `/api/grn/${grn.id}`);
                const line = (detail.body as { items: { stock: { id: number }; returnable: number }[] }).items.find(
                  (item) => item.returnable > 0,
                );
                if (line) {
                  const answer = await call('POST', `/api/grn/${grn.id}/returns`, {
                    items: [{ stockId: line.stock.id, quantity: 1, reason: 'crash' }],
                  });
                  if (answer.status === 200) {
                    const issued = answer.body as { id: number; number: string };
                    acknowledged.push({ kind: 'supplierReturn', id: issued.id, number: issued.number, quantities: [1] });
                  } else if (answer.status !== 409)
                    serverErrors.push(`supplier return: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
                }
              } else if (draw > 2 && draw < 8) {
                const lines = shop.lines.filter(() => next(2) === 0);
                const items = (lines.length ? lines : [shop.lines[next(shop.lines.length)]]).map((line) => ({
                  stockId: line.id,
                  quantity: 1 + next(3),
                }));
                const answer = await call('POST', '/api/invoice', invoiceBody(shop.customerId, items, 10));
                if (answer.status === 200) {
                  acknowledged.push({
                    kind: 'invoice',
                    id: Number(answer.headers['x-document-id']),
                    number: answer.headers['x-document-number'],
                    quantities: items.map((i) => i.quantity),
                  });
                } else serverErrors.push(`invoice: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              } else {
                const lines = [
                  { product: shop.productIds[next(2)], quantity: 1 + next(50) },
                  { product: shop.productIds[next(2)], quantity: 1 + next(50) },
                ].slice(0, 1 + next(2));
                const answer = await call('POST', '/api/grn', grnBody(shop.supplierId, lines, 5));
                if (answer.status === 200) {
                  acknowledged.push({
                    kind: 'grn',
                    id: Number(answer.headers['x-document-id']),
                    number: answer.headers['x-document-number'],
                    quantities: lines.map((l) => l.quantity),
                  });
                } else serverErrors.push(`GRN: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              }
            } catch {
              cut += 1; // the connection died with the server: this write may or may not have happened
              return;
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        while (acknowledged.length < target && server.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise((resolve) => setTimeout(resolve, next(40)));
        // Mid-stream: WRITERS requests are in flight.
        await stopServer(server, 'SIGKILL');
        stopped = true;
        await Promise.all(writers);

        server = await startServer(env);
        const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
        try {
          const db = database.db;
          for (const ack of acknowledged) {
            if (ack.kind === 'invoice') {
              const row = await db.selectFrom('invoices').select('number').where('id', '=', ack.id).executeTakeFirst();
              const items = await db
                .selectFrom('invoiceItems')
                .select('quantity')
                .where('invoiceId', '=', ack.id)
                .orderBy('stockId')
                .execute();
              if (row?.number !== ack.number || items.map((i) => Number(i.quantity)).join() !== ack.quantities.join()) lost += 1;
            } else if (ack.kind === 'creditNote') {
              const row = await db.selectFrom('creditNotes').select('number').where('id', '=', ack.id).executeTakeFirst();
              const items = await db.selectFrom('creditNoteItems').select('quantity').where('creditNoteId', '=', ack.id).execute();
              if (row?.number !== ack.number || items.map((i) => Number(i.quantity)).join() !== ack.quantities.join()) lost += 1;
            } else if (ack.kind === 'supplierReturn') {
              const row = await db.selectFrom('supplierReturns').select('number').where('id', '=', ack.id).executeTakeFirst();
              const items = await db.selectFrom('supplierReturnItems').select('quantity').where('supplierReturnId', '=', ack.id).execute();
              if (row?.number !== ack.number || items.map((i) => Number(i.quantity)).join() !== ack.quantities.join()) lost += 1;
            } else if (ack.kind === 'payment') {
              const row = await db.selectFrom('customerPayments').select(['number', 'amount']).where('id', '=', ack.id).executeTakeFirst();
              if (row?.number !== ack.number || Number(row.amount) !== ack.quantities[0]) lost += 1;
            } else if (ack.kind === 'adjustment') {
              const row = await db
                .selectFrom('stockMovements')
                .select(['type', 'quantityChange'])
                .where('id', '=', ack.id)
                .executeTakeFirst();
              if (row?.type !== ack.number || Number(row.quantityChange) !== ack.quantities[0]) lost += 1;
            } else if (ack.kind === 'supplierPayment') {
              const row = await db.selectFrom('supplierPayments').select(['number', 'amount']).where('id', '=', ack.id).executeTakeFirst();
              if (row?.number !== ack.number || Number(row.amount) !== ack.quantities[0]) lost += 1;
            } else {
              const row = await db.selectFrom('grns').select('number').where('id', '=', ack.id).executeTakeFirst();
              const items = await db.selectFrom('grnItems').select('quantity').where('grnId', '=', ack.id).orderBy('id').execute();
              if (row?.number !== ack.number || items.map((i) => Number(i.quantity)).join() !== ack.quantities.join()) lost += 1;
            }
          }
          const { violations } = await checkLedger(db);
          expect(violations, `after crash ${crash}`).toEqual([]);
        } finally {
          await database.close();
        }
        expect(lost, `acknowledged writes missing after crash ${crash}`).toBe(0);
        // The restarted server takes writes again.
        const again = await httpCall(server.baseUrl, token)(
          'POST',
          '/api/invoice',
          invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]),
        );
        expect(again.status).toBe(200);
        acknowledged.push({
          kind: 'invoice',
          id: Number(again.headers['x-document-id']),
          number: again.headers['x-document-number'],
          quantities: [1],
        });
      }
      expect(serverErrors).toEqual([]);
      const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
      try {
        const { violations, figures } = await checkLedger(database.db);
        expect(violations).toEqual([]);
        // Every document was issued through the app: each kept with what it printed, in its own transaction.
        const issued =
          figures.invoices + figures.grns + figures.payments + figures.supplierPayments + figures.creditNotes + figures.supplierReturns;
        expect(figures.keptDocuments).toBe(issued);
        const count = (kind: Acknowledged['kind']) => acknowledged.filter((ack) => ack.kind === kind).length;
        summary =
          `hardening: crash safety (${dialectUnderTest}): ${CRASHES} kill -9 survived mid-stream (${cut} requests cut), ${acknowledged.length} acknowledged writes ` +
          `(${count('invoice')} invoices, ${count('grn')} GRNs, ${count('payment')} customer payments, ${count('supplierPayment')} supplier payments, ` +
          `${count('creditNote')} credit notes, ${count('supplierReturn')} supplier returns, ${count('adjustment')} stock adjustments) all present, ` +
          `${lost} rows lost, 0 half-written documents ` +
          `(${figures.invoices} invoices, ${figures.grns} GRNs, ${figures.payments} receipts, ${figures.supplierPayments} supplier payments, ` +
          `${figures.creditNotes} credit notes and ${figures.supplierReturns} supplier returns in the database, numbers gapless, each kept as issued; ` +
          `${figures.movements} stock movements, each batch holding their sum)`;
      } finally {
        await database.close();
      }
    } finally {
      await stopServer(server);
      await fresh.drop();
    }
  }, 150_000);
});
