/**
 * The shop a test starts from, built through the HTTP API as the screens build it: `givenShop(t)`
 * answers a builder whose writes check their answer (200) and answer what was made. The `try…`
 * forms answer the response as it came, for tests of a refusal.
 */
import { expect } from 'vitest';
import type { GrnDetail, InvoiceDetail, medicineFieldsRequest, RegisterProductRequest } from '@hanout/contract';
import type { InjectResponse, TestApp } from './harness';
import { addDays, shopToday } from './purchasing-fixtures';

/** A saved document: its id and number (from the answer's headers) and the answer itself (its PDF). */
export interface Issued {
  id: number;
  number: string;
  response: InjectResponse;
}

export interface GrnLineSpec {
  product: number;
  quantity: number;
  /** In dirhams; 10 unless given. */
  buyingPrice?: number;
  /** In dirhams; 15 unless given. */
  sellingPrice?: number;
  batchNumber?: string;
  freeQuantity?: number;
  /** 30 days ago unless given. */
  manufactureDate?: string;
  /** In a year unless given. */
  expireDate?: string;
}

export interface GrnSpec {
  supplier: number;
  lines: GrnLineSpec[];
  /** Paid at the reception, in dirhams; 0 (all on credit) unless given. */
  paid?: number;
  paymentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface SaleSpec {
  customer: number;
  lines: { stock: number; quantity: number }[];
  /** Paid at the counter, in dirhams; 0 (all on credit) unless given. */
  paid?: number;
  paymentType?: string;
  allowOverCreditLimit?: boolean;
  token?: string;
  headers?: Record<string, string>;
}

interface Named {
  id: number;
  name: string;
}

/** The pharmaceutical fields of a product write (contract/src/medicines.ts). */
type MedicineOptions = Partial<Pick<RegisterProductRequest, keyof typeof medicineFieldsRequest>>;

export function givenShop(t: TestApp) {
  const today = shopToday(t);
  let counter = 0;
  const unique = (text: string) => `${text} ${++counter}`;
  /** Today moved by `days`, in the shop's time zone. */
  const day = (days: number) => addDays(today, days);

  async function ok(response: Promise<InjectResponse>): Promise<InjectResponse> {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  }
  const post = (url: string, payload: object, token = t.adminToken, headers: Record<string, string> = {}) =>
    t.request(token, { method: 'POST', url, payload, headers });
  const issued = (response: InjectResponse): Issued => ({
    id: Number(response.headers['x-document-id']),
    number: String(response.headers['x-document-number']),
    response,
  });
  /** The id of the row named `name` that a list's search finds. */
  async function idOf(list: string, name: string): Promise<number> {
    const page = (
      await ok(t.request(t.adminToken, { method: 'GET', url: `/api/${list}/search?text=${encodeURIComponent(name)}&size=50` }))
    ).json<{
      content: Named[];
    }>();
    const found = page.content.find((row) => row.name === name);
    if (!found) throw new Error(`${name} not found in /api/${list}`);
    return found.id;
  }

  const grnBody = (spec: GrnSpec) => ({
    supplier: spec.supplier,
    grnPayment: { payment: spec.paid ?? 0, paymentType: spec.paymentType ?? 'CASH' },
    grnItems: spec.lines.map((line) => ({
      ...line,
      buyingPrice: line.buyingPrice ?? 10,
      sellingPrice: line.sellingPrice ?? 15,
      manufactureDate: line.manufactureDate ?? day(-30),
      expireDate: line.expireDate ?? day(365),
    })),
  });
  const saleBody = (spec: SaleSpec) => ({
    customer: { id: spec.customer },
    invoiceItems: spec.lines.map((line) => ({ stock: { id: line.stock }, quantity: line.quantity })),
    invoicePayment: { payment: spec.paid ?? 0, paymentType: spec.paymentType ?? 'CASH' },
    ...(spec.allowOverCreditLimit === undefined ? {} : { allowOverCreditLimit: spec.allowOverCreditLimit }),
  });

  const tryGrn = (spec: GrnSpec) => post('/api/grn', grnBody(spec), spec.token, spec.headers);
  const trySale = (spec: SaleSpec) => post('/api/invoice', saleBody(spec), spec.token, spec.headers);

  const given = {
    today,
    day,
    grnBody,
    saleBody,
    tryGrn,
    trySale,

    /** A GRN of these lines; answers it as issued. */
    grn: async (spec: GrnSpec): Promise<Issued> => issued(await ok(tryGrn(spec))),
    /** A GRN as the API shows it. */
    grnDetail: async (id: number, token = t.adminToken) =>
      (await ok(t.request(token, { method: 'GET', url: `/api/grn/${id}` }))).json<GrnDetail>(),

    /** A sale of these stock lines; answers it as issued. */
    sale: async (spec: SaleSpec): Promise<Issued> => issued(await ok(trySale(spec))),
    /** An invoice as the API shows it. */
    invoice: async (id: number, token = t.adminToken) =>
      (await ok(t.request(token, { method: 'GET', url: `/api/invoice/${id}` }))).json<InvoiceDetail>(),

    /** A company and its supplier. */
    async supplier(options: { name?: string; companyName?: string } = {}): Promise<Named & { companyId: number }> {
      const companyName = options.companyName ?? unique('Company');
      await ok(
        post('/api/companies', { name: companyName, email: 'company@hanout.test', mobile: '0522000000', address: '1 Rue de la Paix' }),
      );
      const companyId = await idOf('companies', companyName);
      const name = options.name ?? unique('Supplier');
      await ok(post('/api/suppliers', { name, email: 'supplier@hanout.test', mobile: '0661000000', company: companyId }));
      return { id: await idOf('suppliers', name), name, companyId };
    },

    /** A customer (an individual unless given an ICE). */
    async customer(options: { name?: string; ice?: string; mobile?: string; creditLimit?: number } = {}): Promise<Named> {
      const name = options.name ?? unique('Customer');
      await ok(
        post('/api/customers', { ice: options.ice ?? '', name, mobile: options.mobile ?? '0612345678', creditLimit: options.creditLimit }),
      );
      return { id: await idOf('customers', name), name };
    },

    /** A product, in a category and brand of its own, in boxes; a medicine with its pharmaceutical fields. */
    async product(
      options: { name?: string; vatRate?: 0 | 7 | 10 | 14 | 20; reorderLevel?: number } & MedicineOptions = {},
    ): Promise<Named> {
      const { name: givenName, vatRate, reorderLevel, ...medicine } = options;
      const categoryName = unique('Category');
      await ok(post('/api/categories', { name: categoryName }));
      const brandName = unique('Brand');
      await ok(post('/api/brands', { name: brandName, category: { id: await idOf('categories', categoryName) } }));
      const name = givenName ?? unique('Product');
      await ok(post('/api/products', { name, brand: await idOf('brands', brandName), unit: 1, vatRate, reorderLevel, ...medicine }));
      return { id: await idOf('products', name), name };
    },

    /**
     * A batch received on a GRN paid in full (from a supplier of its own unless given): answers its
     * stock line's id.
     */
    async stock(line: GrnLineSpec & { supplier?: number }): Promise<number> {
      const { supplier, ...grnLine } = line;
      const made = await given.grn({ supplier: supplier ?? (await given.supplier()).id, lines: [grnLine], paid: 1_000_000 });
      return (await given.grnDetail(made.id)).items[0].stock.id;
    },

    /**
     * A customer who bought on credit: a new customer (named as given) and a sale of `quantity`
     * units of `stock` (a new batch of 1000 units at 10 DH unless given) of which `paid` DH is paid.
     */
    async customerOnCredit(options: { name?: string; stock?: number; quantity?: number; paid?: number } = {}) {
      const customer = await given.customer({ name: options.name });
      const stock = options.stock ?? (await given.stock({ product: (await given.product()).id, quantity: 1000, sellingPrice: 10 }));
      const invoice = await given.sale({
        customer: customer.id,
        lines: [{ stock, quantity: options.quantity ?? 1 }],
        paid: options.paid ?? 0,
      });
      return { customer, stock, invoice };
    },

    /** Dates a saved document `days` days back, as if issued then. */
    async backdate(table: 'invoices' | 'grns', id: number, days: number) {
      await t.database.db
        .updateTable(table)
        .set({ localDate: day(-days) })
        .where('id', '=', id)
        .execute();
    },

    /** A signed-in user of this role. */
    user: (role: 'ROLE_USER' | 'ROLE_ADMIN' = 'ROLE_USER', name?: string) => t.createUser({ role, name }),
  };
  return given;
}

export type Given = ReturnType<typeof givenShop>;
