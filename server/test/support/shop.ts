/**
 * Talking to the API the same way in-process (inject) and over HTTP (a spawned server), and
 * filling a shop through the API itself: a catalogue, a supplier, a customer and stock lines.
 */
import { localDate } from '../../src/lib/clock';
import type { TestApp } from './harness';

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}
export type Call = (method: string, url: string, body?: unknown) => Promise<Answer>;

export function injectCall(t: TestApp, token: string | null): Call {
  return async (method, url, body) => {
    const response = await t.request(token, { method: method as 'GET', url, ...(body === undefined ? {} : { payload: body as object }) });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: type.includes('json') ? response.json() : response.rawPayload,
      headers: Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, String(value)])),
    };
  };
}

export function httpCall(baseUrl: string, token: string | null): Call {
  return async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    const raw = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      body: type.includes('json') ? JSON.parse(raw.toString()) : raw,
      headers: Object.fromEntries(response.headers.entries()),
    };
  };
}

export async function httpLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await httpCall(baseUrl, null)('POST', '/api/auth/login', { username, password });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { token: string }).token;
}

/** `date` moved by `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in the shop's time zone, as a server started with this environment sees it. */
export const shopToday = () => localDate(process.env.TZ || 'Africa/Casablanca');

async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const result = await answer;
  if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  return result;
}

async function findId(call: Call, url: string, name: string): Promise<number> {
  const page = (await ok(call('GET', `${url}?text=${encodeURIComponent(name)}&size=50`), `search ${url}`)).body as {
    content: { id: number; name: string }[];
  };
  const found = page.content.find((row) => row.name === name);
  if (!found) throw new Error(`${name} not found by ${url}`);
  return found.id;
}

export interface Shop {
  categoryId: number;
  brandId: number;
  productIds: number[];
  companyId: number;
  supplierId: number;
  customerId: number;
  /** Stock lines received by the seeding GRN, in id order. */
  lines: Array<{ id: number; productId: number; quantity: number }>;
}

export interface GrnLine {
  product: number;
  quantity: number;
  buyingPrice?: number;
  sellingPrice?: number;
}

export function grnBody(supplierId: number, lines: GrnLine[], payment = 0) {
  const today = shopToday();
  return {
    supplier: supplierId,
    grnPayment: { payment, paymentType: 'CASH' },
    grnItems: lines.map((line) => ({
      product: line.product,
      quantity: line.quantity,
      buyingPrice: line.buyingPrice ?? 10,
      sellingPrice: line.sellingPrice ?? 15,
      manufactureDate: addDays(today, -30),
      expireDate: addDays(today, 365),
    })),
  };
}

export function invoiceBody(customerId: number, items: Array<{ stockId: number; quantity: number }>, payment = 0) {
  return {
    customer: { id: customerId },
    invoiceItems: items.map((item) => ({ stock: { id: item.stockId }, quantity: item.quantity })),
    invoicePayment: { payment, paymentType: 'CASH' },
  };
}

/**
 * Creates, through the API and as an administrator, a category, a brand, `products` products, a
 * company, a supplier, a customer, and one GRN receiving `quantities` (one stock line each,
 * products in turn).
 */
export async function seedShop(admin: Call, options: { tag: string; products?: number; quantities: number[] }): Promise<Shop> {
  const { tag } = options;
  const categoryName = `Hardening ${tag}`;
  await ok(admin('POST', '/api/categories', { name: categoryName }), 'category');
  const categoryId = await findId(admin, '/api/categories/search', categoryName);
  const brandName = `Brand ${tag}`;
  await ok(admin('POST', '/api/brands', { name: brandName, category: { id: categoryId } }), 'brand');
  const brandId = await findId(admin, '/api/brands/search', brandName);
  const productIds: number[] = [];
  for (let i = 1; i <= (options.products ?? 2); i++) {
    const name = `Product ${tag} ${i}`;
    await ok(admin('POST', '/api/products', { name, brand: brandId, unit: 1 }), 'product');
    productIds.push(await findId(admin, '/api/products/search', name));
  }
  const companyName = `Company ${tag}`;
  await ok(
    admin('POST', '/api/companies', { name: companyName, email: 'company@hanout.test', mobile: '0522000000', address: '1 Rue de la Paix' }),
    'company',
  );
  const companyId = await findId(admin, '/api/companies/search', companyName);
  const supplierName = `Supplier ${tag}`;
  await ok(
    admin('POST', '/api/suppliers', { name: supplierName, email: 'supplier@hanout.test', mobile: '0661000000', company: companyId }),
    'supplier',
  );
  const supplierId = await findId(admin, '/api/suppliers/search', supplierName);
  const customerName = `Customer ${tag}`;
  await ok(admin('POST', '/api/customers', { ice: '001122334455667', name: customerName, mobile: '0612345678' }), 'customer');
  const customerId = await findId(admin, '/api/customers/search', customerName);

  const lines: Shop['lines'] = [];
  if (options.quantities.length) {
    const grnLines = options.quantities.map((quantity, index) => ({ product: productIds[index % productIds.length], quantity }));
    await ok(admin('POST', '/api/grn', grnBody(supplierId, grnLines)), 'GRN');
    const stock = (await ok(admin('POST', '/api/stock/search', { stock: { productName: `Product ${tag}` }, page: 0, size: 50 }), 'stock'))
      .body as { content: { id: number; product: { id: number }; quantity: number }[] };
    for (const entry of stock.content) lines.push({ id: entry.id, productId: entry.product.id, quantity: entry.quantity });
    lines.sort((a, b) => a.id - b.id);
  }
  return { categoryId, brandId, productIds, companyId, supplierId, customerId, lines };
}
