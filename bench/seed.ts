/**
 * Fills an empty, migrated database with the bench's data set, through the app's own code where
 * it offers a function (first administrator, password hashing, document numbering, invoice
 * creation) and with batched inserts on its Kysely schema where a module keeps its writes inside
 * its routes (customers, companies, suppliers, categories, brands, products, GRNs with their
 * stock lines).
 */
import { sql } from 'kysely';
import type { InvoiceRequest } from '@hanout/contract';
import type { Db, DialectName } from '../server/src/db/connect';
import { localDate } from '../server/src/lib/clock';
import { nextDocumentNumber } from '../server/src/db/sequences';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { ensureFirstAdmin } from '../server/src/modules/users/first-admin';
import { createInvoice } from '../server/src/modules/invoices';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CASHIER_PASSWORD, TIME_ZONE, type Sizes } from './config';
import {
  CATEGORIES,
  addDays,
  brandName,
  companyRow,
  createRandom,
  ice,
  isoDay,
  mobile,
  personName,
  productBarcode,
  productName,
} from './data';

const BATCH = 1000;
const DAY = 86_400_000;
/** The data set covers the last 365 days, up to yesterday. */
const PERIOD_DAYS = 365;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** A time of the shop's opening hours on the given fraction of the period. */
function timeAt(periodStart: number, fraction: number, random: () => number): Date {
  const day = Math.floor(fraction * PERIOD_DAYS);
  // 08:30 to 20:30 UTC, which is the shop's day in Morocco.
  return new Date(periodStart + day * DAY + (8.5 + random() * 12) * 3_600_000);
}

export interface SeedReport {
  counts: Record<string, number>;
  seconds: Record<string, number>;
}

export async function seedDatabase(db: Db, dialect: DialectName, sizes: Sizes, log: (line: string) => void): Promise<SeedReport> {
  const r = createRandom(20261122);
  const seconds: Record<string, number> = {};
  let started = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    seconds[name] = Math.round((now - started) / 100) / 10;
    log(`  ${name}: ${seconds[name]} s`);
    started = now;
  };
  const today = new Date();
  const periodStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - PERIOD_DAYS * DAY;

  // People: the first administrator (as the app creates it) and a few cashiers.
  await ensureFirstAdmin(db, ADMIN_EMAIL, ADMIN_PASSWORD);
  const cashierHash = await hashPassword(CASHIER_PASSWORD);
  await db
    .insertInto('users')
    .values(
      Array.from({ length: sizes.users - 1 }, (_, i) => ({
        name: personName(r),
        username: `cashier${i + 1}`,
        email: `cashier${i + 1}@hanout.bench`,
        mobile: mobile(r),
        passwordHash: cashierHash,
        role: 'ROLE_USER' as const,
        isEnabled: 1,
        createdAt: new Date(periodStart).toISOString(),
      })),
    )
    .execute();
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);

  const customers = Array.from({ length: sizes.customers }, (_, i) => ({
    ice: ice(r),
    name: personName(r),
    mobile: mobile(r),
    createdAt: new Date(periodStart + (i / sizes.customers) * PERIOD_DAYS * DAY).toISOString(),
  }));
  await insertInBatches(customers, (batch) => db.insertInto('customers').values(batch).execute());
  step('customers');

  const companies = Array.from({ length: sizes.companies }, (_, i) => companyRow(r, i));
  await insertInBatches(companies, (batch) => db.insertInto('companies').values(batch).execute());
  const suppliers = Array.from({ length: sizes.suppliers }, (_, i) => {
    const name = personName(r);
    return {
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@fournisseur.ma`,
      mobile: mobile(r),
      companyId: r.int(1, sizes.companies),
    };
  });
  await insertInBatches(suppliers, (batch) => db.insertInto('suppliers').values(batch).execute());

  await db
    .insertInto('categories')
    .values(CATEGORIES.map((name) => ({ name })))
    .execute();
  const brands = Array.from({ length: sizes.brands }, (_, i) => ({ name: brandName(r, i), categoryId: r.int(1, CATEGORIES.length) }));
  await insertInBatches(brands, (batch) => db.insertInto('brands').values(batch).execute());
  const unitIds = (await db.selectFrom('units').select('id').execute()).map((row) => row.id);
  const products = Array.from({ length: sizes.products }, (_, i) => {
    const brandId = r.int(1, sizes.brands);
    return { name: productName(r, brands[brandId - 1].name, i), brandId, unitId: r.pick(unitIds), barcode: productBarcode(i + 1) };
  });
  await insertInBatches(products, (batch) => db.insertInto('products').values(batch).execute());
  step('catalogue');

  // GRNs, each line a stock line; popular products are bought (and so sold) more often.
  const popularity = Array.from({ length: sizes.products }, (_, i) => i + 1).sort(() => r.next() - 0.5);
  const stockCount = sizes.grns * sizes.linesPerGrn;
  const stockLeft = new Int32Array(stockCount + 1);
  const stockPrice = new Int32Array(stockCount + 1);
  const grnTimes: number[] = [];
  for (let first = 0; first < sizes.grns; first += BATCH) {
    const count = Math.min(BATCH, sizes.grns - first);
    await db.transaction().execute(async (trx) => {
      const grns = [];
      const items = [];
      const stocks = [];
      for (let g = first; g < first + count; g++) {
        const at = timeAt(periodStart, (g + r.next()) / sizes.grns, r.next);
        grnTimes.push(at.getTime());
        const day = localDate(TIME_ZONE, at);
        const number = await nextDocumentNumber(trx, 'BR', Number(day.slice(0, 4)));
        let total = 0;
        for (let l = 0; l < sizes.linesPerGrn; l++) {
          const id = g * sizes.linesPerGrn + l + 1;
          const productId = popularity[r.skewed(sizes.products) - 1];
          // Most lines are a few boxes; fast movers are bought by the carton.
          const quantity = r.next() < 0.8 ? r.int(2, 12) : r.int(40, 160);
          const buyingPrice = r.int(5, 400) * 100 + r.pick([0, 50, 90]);
          const sellingPrice = Math.round(buyingPrice * (1.15 + r.next() * 0.35));
          const manufacture = addDays(at, -r.int(30, 300));
          const line = {
            productId,
            quantity,
            buyingPrice,
            sellingPrice,
            manufactureDate: isoDay(manufacture),
            expireDate: isoDay(addDays(manufacture, r.int(365, 1095))),
          };
          total += buyingPrice * quantity;
          items.push({ id, grnId: g + 1, ...line, total: buyingPrice * quantity });
          stocks.push({ id, grnItemId: id, ...line, initialQuantity: quantity, createdAt: at.toISOString() });
          stockLeft[id] = quantity;
          stockPrice[id] = sellingPrice;
        }
        const payment = r.next() < 0.85 ? total : Math.round(total * r.next());
        grns.push({
          id: g + 1,
          number,
          dateTime: at.toISOString(),
          localDate: day,
          supplierId: r.int(1, sizes.suppliers),
          userId: r.pick(userIds),
          total,
          payment,
          balance: payment - total,
          paymentType: r.pick(['CASH', 'CHEQUE', 'CREDIT_CARD']),
        });
      }
      await insertInBatches(grns, (batch) => trx.insertInto('grns').values(batch).execute());
      await insertInBatches(items, (batch) => trx.insertInto('grnItems').values(batch).execute());
      await insertInBatches(stocks, (batch) => trx.insertInto('stocks').values(batch).execute());
    });
  }
  if (dialect === 'postgres') {
    // Ids were given explicitly: move the identity sequences past them.
    for (const table of ['grns', 'grn_items', 'stocks']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  step(`GRNs and stock lines (${sizes.grns} + ${stockCount})`);

  // The walk-in customer pays in full: the sales on credit go to the registered customers.
  const walkIn = await db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirst();
  const registeredCustomer = () => {
    const id = r.int(1, sizes.customers);
    return id === walkIn?.id ? sizes.customers + 1 : id;
  };

  // Invoices through the app's createInvoice, in time order, selling recently received stock.
  const window = Math.max(50, Math.round(stockCount * 0.1));
  let lines = 0;
  let grnPointer = 0;
  const makeInvoice = (i: number): { request: InvoiceRequest; userId: number; at: Date } | null => {
    const at = timeAt(periodStart, (i + r.next()) / sizes.invoices, r.next);
    while (grnPointer < grnTimes.length && grnTimes[grnPointer] <= at.getTime()) grnPointer++;
    const available = grnPointer * sizes.linesPerGrn;
    if (available === 0) return null;
    const wanted = r.int(1, 2 * sizes.linesPerInvoice - 1);
    const chosen = new Map<number, number>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 4; tries++) {
      const id = available - Math.floor(r.next() * Math.min(window, available));
      const quantity = r.next() < 0.7 ? 1 : r.int(2, 4);
      if (chosen.has(id) || stockLeft[id] < quantity) continue;
      chosen.set(id, quantity);
    }
    if (chosen.size === 0) return null;
    let total = 0;
    for (const [id, quantity] of chosen) {
      stockLeft[id] -= quantity;
      total += stockPrice[id] * quantity;
    }
    lines += chosen.size;
    const payment = r.next() < 0.9 ? total : Math.round(total * r.next());
    return {
      at,
      userId: r.pick(userIds),
      request: {
        customer: { id: registeredCustomer() },
        invoiceItems: [...chosen].map(([id, quantity]) => ({ stock: { id }, quantity })),
        invoicePayment: { payment: payment / 100, paymentType: r.pick(['CASH', 'CASH', 'CHEQUE', 'CREDIT_CARD'] as const) },
      },
    };
  };
  // PostgreSQL gains from a few transactions in flight; SQLite has one connection anyway.
  const parallel = dialect === 'postgres' ? 6 : 1;
  let next = 0;
  let invoices = 0;
  const progressEvery = Math.max(1000, Math.round(sizes.invoices / 10));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < sizes.invoices) {
        const invoice = makeInvoice(next++);
        if (!invoice) continue;
        await createInvoice(db, invoice.request, invoice.userId, TIME_ZONE, invoice.at);
        if (++invoices % progressEvery !== 0) continue;
        log(`    ${invoices} invoices…`);
        // As autovacuum would (it may be off, as on the machines here): without statistics PostgreSQL
        // planned a sale's document as hash joins over every stock line, and the seed took an hour.
        if (dialect === 'postgres') await sql`analyze`.execute(db);
      }
    }),
  );
  step(`invoices (${invoices} with ${lines} lines, via createInvoice)`);

  // As autovacuum would have done on a shop's database: statistics and the visibility map (index-only scans).
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const counts: Record<string, number> = {};
  for (const table of ['users', 'customers', 'suppliers', 'products', 'stocks', 'grns', 'invoices', 'invoiceItems'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  const available = await db
    .selectFrom('stocks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('quantity', '>', 0)
    .executeTakeFirstOrThrow();
  counts.availableStocks = Number(available.count);
  return { counts, seconds };
}
