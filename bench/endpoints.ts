/**
 * The endpoints of issue 7: how to load each over HTTP (with varying, valid bodies), the same SQL
 * run directly (the database floor), and, where the route does more than SQL (argon2, PDF), its
 * whole work in-process without HTTP.
 */
import type { GrnRequest, InvoiceRequest } from '@hanout/contract';
import type { Db } from '../server/src/db/connect';
import { localDate } from '../server/src/lib/clock';
import { nextDocumentNumber } from '../server/src/db/sequences';
import { verifyPassword } from '../server/src/modules/auth/passwords';
import { dashboardStatistics, topSelling } from '../server/src/modules/dashboard/service';
import { latestDocuments } from '../server/src/modules/dashboard/snapshot';
import { createInvoice, loadInvoiceDocument, searchInvoices } from '../server/src/modules/invoices';
import { loadGrnDocument } from '../server/src/modules/grns/service';
import { renderGrnPdf } from '../server/src/pdf/grn-pdf';
import { renderInvoicePdf } from '../server/src/pdf/invoice-pdf';
import { documentAsIssued } from '../server/src/modules/documents';
import { searchStock } from '../server/src/modules/stock/service';
import { searchCustomers } from '../server/src/modules/customers/service';
import { lookupProducts, searchProducts } from '../server/src/modules/products/repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TIME_ZONE } from './config';
import { addDays, createRandom, customerSearchTerms, isoDay, productBarcode, productSearchTerms } from './data';
import type { HttpLoad } from './load';

/** What the loads need to know about the seeded data. */
export interface BenchData {
  adminId: number;
  customers: number;
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

export async function readBenchData(db: Db): Promise<BenchData> {
  const count = async (table: 'customers' | 'suppliers' | 'products' | 'categories') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );
  const admin = await db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
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
  let poolIndex = 0;
  const invoiceBody = (): InvoiceRequest => {
    const ids = [0, 1, 2].map(() => data.stockPool[poolIndex++ % data.stockPool.length]);
    return {
      customer: { id: namedCustomer() },
      invoiceItems: [...new Set(ids)].map((id) => ({ stock: { id }, quantity: 1 })),
      invoicePayment: { payment: 100, paymentType: 'CASH' },
    };
  };
  let issuedIndex = 0;
  /** 50 issued invoices in turn. */
  const issuedInvoiceId = () => (issuedIndex++ % 50) + 1;
  let productIndex = 0;
  /** The counter's sale: three products, each taken from its batches first expiring first. */
  const counterSaleBody = (): InvoiceRequest => {
    const ids = [0, 1, 2].map(() => data.productPool[productIndex++ % data.productPool.length]);
    return {
      customer: { id: namedCustomer() },
      invoiceItems: [...new Set(ids)].map((id) => ({ product: { id }, quantity: 1 })),
      invoicePayment: { payment: 100, paymentType: 'CASH' },
    };
  };
  const scannedCode = () => productBarcode(r.int(1, data.products));
  const tomorrow = isoDay(addDays(new Date(`${data.today}T00:00:00Z`), 400));
  const grnBody = (): GrnRequest => ({
    supplier: r.int(1, data.suppliers),
    grnPayment: { payment: 500, paymentType: 'CASH' },
    grnItems: [0, 1, 2].map(() => ({
      product: r.int(1, data.products),
      quantity: r.int(10, 100),
      buyingPrice: r.int(5, 200),
      sellingPrice: r.int(210, 400),
      manufactureDate: data.today,
      expireDate: tomorrow,
    })),
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** The session guard's lookup, which every signed-in request makes first. */
  const guard = (db: Db) =>
    db.selectFrom('users').select(['id', 'name', 'role', 'isEnabled']).where('id', '=', data.adminId).executeTakeFirst();

  /** The SQL of POST /api/grn (checks, then the transaction), as written in grn/routes.ts. */
  async function grnSql(db: Db, body: GrnRequest): Promise<number> {
    const items = body.grnItems.map((item) => ({ ...item, product: item.product as number }));
    await db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', body.supplier as number)
      .executeTakeFirst();
    await db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', [...new Set(items.map((item) => item.product))])
      .execute();
    return db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const number = await nextDocumentNumber(trx, 'BR', Number(data.today.slice(0, 4)));
      const { id } = await trx
        .insertInto('grns')
        .values({
          number,
          dateTime: now,
          localDate: data.today,
          supplierId: body.supplier as number,
          userId: data.adminId,
          total: 1,
          payment: 50000,
          balance: 1,
          paymentType: 'CASH',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of items) {
        const values = {
          productId: line.product,
          quantity: line.quantity,
          buyingPrice: line.buyingPrice * 100,
          sellingPrice: line.sellingPrice * 100,
          manufactureDate: line.manufactureDate,
          expireDate: line.expireDate,
        };
        const item = await trx
          .insertInto('grnItems')
          .values({ grnId: id, ...values, total: values.buyingPrice * values.quantity })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('stocks')
          .values({ ...values, grnItemId: item.id, initialQuantity: line.quantity, createdAt: now })
          .execute();
      }
      return id;
    });
  }
  /** The two reads of loadGrnDocument (grn/queries.ts). */
  const grnReportSql = (db: Db, grnId: number) =>
    Promise.all([
      db
        .selectFrom('grns')
        .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
        .innerJoin('companies', 'companies.id', 'suppliers.companyId')
        .innerJoin('users', 'users.id', 'grns.userId')
        .select(['grns.id', 'grns.number', 'grns.total', 'suppliers.name', 'companies.name as companyName', 'users.name as userName'])
        .where('grns.id', '=', grnId)
        .executeTakeFirst(),
      db
        .selectFrom('grnItems')
        .innerJoin('products', 'products.id', 'grnItems.productId')
        .innerJoin('brands', 'brands.id', 'products.brandId')
        .select(['products.name as productName', 'brands.name as brandName', 'grnItems.quantity', 'grnItems.total'])
        .where('grnItems.grnId', '=', grnId)
        .orderBy('grnItems.id')
        .execute(),
    ]);

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
        return latestDocuments(db);
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
        return latestDocuments(db);
      },
      cold: (db) => () => topSelling(db, TIME_ZONE),
    },
    {
      key: 'invoice-create',
      label: 'Create invoice, 3 lines + PDF',
      target: { minRpsSqlite: 300 },
      http: (token) => ({ method: 'POST', path: '/api/invoice', headers: bearer(token), body: invoiceBody }),
      sql: (db) => async () => {
        await guard(db);
        const { id } = await createInvoice(db, invoiceBody(), data.adminId, TIME_ZONE);
        return loadInvoiceDocument(db, id);
      },
      inProcess: (db) => async () => {
        await guard(db);
        const { id } = await createInvoice(db, invoiceBody(), data.adminId, TIME_ZONE);
        return renderInvoicePdf(await loadInvoiceDocument(db, id), TIME_ZONE);
      },
    },
    {
      key: 'counter-sale',
      label: 'Counter sale, 3 products by id (first expiry first out) + PDF',
      target: { minRpsSqlite: 300 },
      http: (token) => ({ method: 'POST', path: '/api/invoice', headers: bearer(token), body: counterSaleBody }),
      sql: (db) => async () => {
        await guard(db);
        const { id } = await createInvoice(db, counterSaleBody(), data.adminId, TIME_ZONE);
        return loadInvoiceDocument(db, id);
      },
      inProcess: (db) => async () => {
        await guard(db);
        const { id } = await createInvoice(db, counterSaleBody(), data.adminId, TIME_ZONE);
        return renderInvoicePdf(await loadInvoiceDocument(db, id), TIME_ZONE);
      },
    },
    {
      key: 'invoice-pdf-again',
      label: 'Issued invoice PDF, rendered again',
      target: { minRpsSqlite: 3000 },
      http: (token) => ({ method: 'GET', path: () => `/api/invoice/report/${issuedInvoiceId()}`, headers: bearer(token) }),
      sql: (db) => async () => {
        await guard(db);
        return documentAsIssued(db, 'invoice', issuedInvoiceId(), loadInvoiceDocument);
      },
      inProcess: (db) => async () => {
        await guard(db);
        return renderInvoicePdf(await documentAsIssued(db, 'invoice', issuedInvoiceId(), loadInvoiceDocument), TIME_ZONE);
      },
    },
    {
      key: 'grn-create',
      label: 'Create GRN, 3 lines + PDF',
      target: {},
      http: (token) => ({ method: 'POST', path: '/api/grn', headers: bearer(token), body: grnBody }),
      sql: (db) => async () => {
        await guard(db);
        return grnReportSql(db, await grnSql(db, grnBody()));
      },
      inProcess: (db) => async () => {
        await guard(db);
        return renderGrnPdf(await loadGrnDocument(db, await grnSql(db, grnBody())), TIME_ZONE, { withCost: true });
      },
    },
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
