/**
 * The endpoints that write a sale or a GRN and print its document, and the issued invoice printed
 * again, with bodies that vary from one request to the next, drawn from the random sequence all
 * the endpoints share.
 */
import type { GrnRequest, InvoiceRequest } from '@hanout/contract';
import type { Db } from '../server/src/db/connect';
import { nextDocumentNumber } from '../server/src/db/sequences';
import { createInvoice, loadInvoiceDocument } from '../server/src/modules/invoices';
import { loadGrnDocument } from '../server/src/modules/grns/service';
import { renderGrnPdf } from '../server/src/pdf/grn-pdf';
import { renderInvoicePdf } from '../server/src/pdf/invoice-pdf';
import { documentAsIssued } from '../server/src/modules/documents';
import { TIME_ZONE } from './config';
import { addDays, isoDay } from './data';
import type { Endpoint, EndpointKit } from './endpoints';

export function documentEndpoints({ data, r, namedCustomer, bearer, guard }: EndpointKit): Endpoint[] {
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
