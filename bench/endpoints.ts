/**
 * The endpoints of issue 7: how to load each over HTTP (with varying, valid bodies), the same SQL
 * run directly (the database floor), and, where the route does more than SQL (argon2, PDF), its
 * whole work in-process without HTTP. Here the sign-in, the searches and the dashboard; the sales
 * and GRNs, which write and print, in document-endpoints.ts.
 */
import type { Db } from '../server/src/db/connect';
import { localDate } from '../server/src/lib/clock';
import { verifyPassword } from '../server/src/modules/auth/passwords';
import { dashboardStatistics, topSelling } from '../server/src/modules/dashboard/service';
import { documentsVersion } from '../server/src/modules/dashboard/snapshot';
import { searchInvoices } from '../server/src/modules/invoices';
import { searchStock } from '../server/src/modules/stock/service';
import { searchCustomers } from '../server/src/modules/customers/service';
import { lookupProducts, searchProducts } from '../server/src/modules/products/repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TIME_ZONE } from './config';
import { addDays, createRandom, customerSearchTerms, isoDay, productBarcode, productSearchTerms, type Random } from './data';
import { documentEndpoints } from './document-endpoints';
import type { HttpLoad } from './load';

/** What the loads need to know about the seeded data. */
export interface BenchData {
  adminId: number;
  customers: number;
  /** The registered customers' ids (a shop among others does not have ids 1 to `customers`). */
  customerIds: number[];
  /** The walk-in customer pays in full: the loads sell on credit to the others. */
  walkInId: number;
  suppliers: number;
  products: number;
  categories: number;
  /** Stock lines with plenty left, for sales that must not run short. */
  stockPool: number[];
  /** Products of those stock lines, sold by product at the counter (first expiry first out). */
  productPool: number[];
  /** Whole months of invoices: [first day, last day]. */
  months: [string, string][];
  today: string;
}

/** What the loads need, read in the current shop; `adminEmail` names its administrator. */
export async function readBenchData(db: Db, adminEmail = ADMIN_EMAIL): Promise<BenchData> {
  const count = async (table: 'customers' | 'suppliers' | 'products' | 'categories') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow();
  const walkIn = await db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirst();
  const r = createRandom(7);
  const rich = (
    await db
      .selectFrom('stocks')
      .select(['id', 'productId'])
      .where('quantity', '>=', 40)
      .where('expireDate', '>', localDate(TIME_ZONE))
      .execute()
  ).sort(() => r.next() - 0.5);
  const stockPool = rich.slice(0, 3000).map((row) => row.id);
  const productPool = [...new Set(rich.map((row) => row.productId))].slice(0, 3000);
  const today = localDate(TIME_ZONE);
  const months: [string, string][] = [];
  for (let back = 1; back <= 6; back++) {
    const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
    const last = addDays(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)), -1);
    months.push([isoDay(first), isoDay(last)]);
  }
  return {
    adminId: admin.id,
    customers: await count('customers'),
    customerIds: (await db.selectFrom('customers').select('id').where('isWalkIn', '=', 0).orderBy('id').execute()).map((row) => row.id),
    walkInId: walkIn?.id ?? 0,
    suppliers: await count('suppliers'),
    products: await count('products'),
    categories: await count('categories'),
    stockPool,
    productPool,
    months,
    today,
  };
}

export interface Endpoint {
  key: string;
  label: string;
  /** p99 target in ms, or a minimum rate (SQLite), per issue 7. */
  target: { p99?: number; minRpsSqlite?: number };
  http(token: string): HttpLoad;
  /** One run of the endpoint's SQL, without HTTP (the database floor). */
  sql(db: Db): () => Promise<unknown>;
  /** One run of the route's whole work without HTTP, where it does more than SQL. */
  inProcess?(db: Db): () => Promise<unknown>;
  /** The computation a cache spares most requests, timed alone. */
  cold?(db: Db): () => Promise<unknown>;
  /** False when a warm-up would leave the server a backlog (argon2). */
  warmUp?: boolean;
}

/** What the endpoints of every domain share: one random sequence for all their varying bodies. */
export interface EndpointKit {
  data: BenchData;
  r: Random;
  /** A customer other than the walk-in one, who may buy on credit. */
  namedCustomer: () => number;
  bearer: (token: string) => { authorization: string };
  /** The session guard's lookup, which every signed-in request makes first. */
  guard: (db: Db) => Promise<unknown>;
}

/** Bodies and parameters that vary from one request to the next. */
export function endpoints(data: BenchData): Endpoint[] {
  const r = createRandom(42);
  const customerTerm = () => r.pick(customerSearchTerms);
  const stockFilters = () => ({ productName: r.pick(productSearchTerms), categoryId: r.int(1, data.categories) });
  const month = () => r.pick(data.months);
  const namedCustomer = () => {
    const id = r.int(1, data.customers);
    return id === data.walkInId ? (id % data.customers) + 1 : id;
  };
  const scannedCode = () => productBarcode(r.int(1, data.products));
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const guard = (db: Db) =>
    db.selectFrom('users').select(['id', 'name', 'role', 'isEnabled']).where('id', '=', data.adminId).executeTakeFirst();

  return [
    {
      key: 'login',
      label: 'Login (argon2id)',
      target: {},
      warmUp: false,
      http: () => ({
        method: 'POST',
        path: '/api/auth/login',
        body: () => ({ username: 'admin', password: ADMIN_PASSWORD }),
        timeout: 120,
      }),
      sql: (db) => () =>
        db
          .selectFrom('users')
          .select(['id', 'name', 'role', 'passwordHash', 'isEnabled'])
          .where((eb) => eb.or([eb('username', '=', 'admin'), eb('email', '=', 'admin')]))
          .executeTakeFirst(),
      inProcess: (db) => async () => {
        const user = await db.selectFrom('users').select('passwordHash').where('username', '=', 'admin').executeTakeFirstOrThrow();
        return verifyPassword(user.passwordHash, ADMIN_PASSWORD);
      },
    },
    {
      key: 'customers',
      label: 'Customer search by name',
      target: { p99: 50 },
      http: (token) => ({ method: 'GET', path: `/api/customers/search?text=${customerTerm()}&page=0&size=10`, headers: bearer(token) }),
      sql: (db) => async () => {
        await guard(db);
        return searchCustomers(db, customerTerm(), 0, 10);
      },
    },
    {
      key: 'stock',
      label: 'Stock search (product name + category)',
      target: { p99: 50 },
      http: (token) => ({
        method: 'POST',
        path: '/api/stock/search',
        headers: bearer(token),
        body: () => ({ stock: stockFilters(), page: 0, size: 10 }),
      }),
      sql: (db) => async () => {
        await guard(db);
        return searchStock(db, stockFilters(), 0, 10, localDate(TIME_ZONE), { withCost: true });
      },
    },
    {
      key: 'products',
      label: 'Product search (name, brand or category)',
      target: { p99: 50 },
      http: (token) => ({
        method: 'GET',
        path: () => `/api/products/search?text=${encodeURIComponent(r.pick(productSearchTerms))}&page=0&size=10`,
        headers: bearer(token),
      }),
      sql: (db) => async () => {
        await guard(db);
        return searchProducts(db, r.pick(productSearchTerms), 0, 10);
      },
    },
    {
      key: 'invoices',
      label: 'Invoice history, one month',
      target: { p99: 50 },
      http: (token) => ({
        method: 'POST',
        path: '/api/invoice/search',
        headers: bearer(token),
        body: () => {
          const [startDate, endDate] = month();
          return { page: 0, size: 10, startDate, endDate };
        },
      }),
      sql: (db) => async () => {
        await guard(db);
        const [startDate, endDate] = month();
        return searchInvoices(db, { page: 0, size: 10, startDate, endDate });
      },
    },
    {
      key: 'lookup-barcode',
      label: 'Counter lookup by barcode',
      target: { p99: 20 },
      http: (token) => ({ method: 'GET', path: () => `/api/products/lookup?q=${scannedCode()}`, headers: bearer(token) }),
      sql: (db) => async () => {
        await guard(db);
        return lookupProducts(db, scannedCode(), data.today);
      },
    },
    {
      key: 'lookup-name',
      label: 'Counter lookup by name',
      target: { p99: 20 },
      http: (token) => ({
        method: 'GET',
        path: () => `/api/products/lookup?q=${encodeURIComponent(r.pick(productSearchTerms))}`,
        headers: bearer(token),
      }),
      sql: (db) => async () => {
        await guard(db);
        return lookupProducts(db, r.pick(productSearchTerms), data.today);
      },
    },
    {
      key: 'statistics',
      label: 'Dashboard statistics',
      target: { p99: 100 },
      http: (token) => ({ method: 'GET', path: '/api/invoice/statistics', headers: bearer(token) }),
      // Served from a snapshot kept until the next invoice or GRN (common/snapshot.ts): per request, the
      // guard and the look-up of the latest documents; the aggregation itself is timed as `cold`.
      sql: (db) => async () => {
        await guard(db);
        return documentsVersion(db);
      },
      cold: (db) => () => dashboardStatistics(db, TIME_ZONE),
    },
    {
      key: 'top-selling',
      label: 'Top-selling products',
      target: { p99: 50 },
      http: (token) => ({ method: 'GET', path: '/api/invoice/top-selling', headers: bearer(token) }),
      sql: (db) => async () => {
        await guard(db);
        return documentsVersion(db);
      },
      cold: (db) => () => topSelling(db, TIME_ZONE),
    },
    ...documentEndpoints({ data, r, namedCustomer, bearer, guard }),
  ];
}

/**
 * A long answer streamed as it is made (the stock report): timed one request at a time, from the
 * request to its first byte and to its end, on the whole data set and on a shop-sized one, instead
 * of loaded by autocannon (fifty reports of the whole stock at once would measure only the queue).
 */
export interface TimedEndpoint {
  key: string;
  label: string;
  path: string;
  /** Available stock lines of the shop-sized data set (the same data, all other lines sold out). */
  shopLines: number;
  target: { firstByteMs: number; shopTotalMs: number };
}

export const timedEndpoints = (): TimedEndpoint[] => [
  {
    key: 'stock-report',
    label: 'Stock report PDF',
    path: '/api/stock/report',
    shopLines: 5_000,
    target: { firstByteMs: 200, shopTotalMs: 1_000 },
  },
];
