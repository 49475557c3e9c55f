import type { TestApp } from './harness';

/** What the Add Invoice screen sends: the whole customer and stock objects, plus client-side figures the server ignores. */
export function invoiceBody(
  customer: { id: number; name?: string },
  items: { stockId: number; quantity: number; clientPrice?: number }[],
  payment: { payment: number; paymentType?: string; balance?: number },
) {
  return {
    customer: { ice: 'X', mobile: '0600000000', name: 'whatever', ...customer },
    invoiceItems: items.map((item) => ({
      stock: { id: item.stockId, quantity: 999, sellingPrice: item.clientPrice ?? 0.01, product: { name: 'client says' } },
      quantity: item.quantity,
      sellingPrice: item.clientPrice ?? 0.01,
      total: 0.01,
      manufactureDate: '2020-01-01',
      expireDate: '2020-01-01',
    })),
    invoicePayment: { balance: 12345, paymentType: 'CASH', ...payment },
  };
}

/** Every stock line, in id order. */
export const stockRows = (t: TestApp) => t.database.db.selectFrom('stocks').selectAll().orderBy('id').execute();

export const countInvoices = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findInvoiceByNumber = (t: TestApp, number: string) =>
  t.database.db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
