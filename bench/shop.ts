/**
 * A shop's day, the default `npm run bench` profile: five tills and one back office on the seeded
 * data, at a shop's pace (sped up by SHOP_SPEED, every pause divided by it). A till scans a product
 * every few seconds (now and then types its name instead), sells 2–6 products every 30–60 s and
 * prints the receipt; the back office searches the stock and the products, pages the invoice history
 * and opens the dashboard. Latencies are taken per endpoint; the server's CPU per request of each
 * endpoint is measured apart, one request at a time, after the day.
 */
import { createRandom, productBarcode, productSearchTerms, type Random } from './data';
import type { BenchData } from './endpoints';
import type { Running } from './servers';

/** Seconds of shop day per round, and how much faster than a shop it runs. */
export const SHOP_SECONDS = Number(process.env.BENCH_SHOP_SECONDS ?? 40);
export const SHOP_SPEED = Number(process.env.BENCH_SHOP_SPEED ?? 10);
const TILLS = 5;
/** Requests of each endpoint sent one at a time for its server CPU. */
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 60);
/** The pause between a sale and the read that follows it in the CPU phase (seconds in a shop). */
const SETTLE_MS = 30;
/** At most this many requests of each endpoint make a warm-up, timed by count alone. */
export const WARM_UP = 5;

export type ShopEndpoint =
  | 'lookup-code'
  | 'lookup-name'
  | 'sale'
  | 'receipt'
  | 'stock-search'
  | 'product-search'
  | 'invoice-history'
  | 'statistics'
  | 'top-selling'
  | 'recent-orders'
  | 'receivables-summary'
  | 'payables-summary';

export const SHOP_ENDPOINTS: Record<ShopEndpoint, string> = {
  'lookup-code': 'Till: lookup by scanned code',
  'lookup-name': 'Till: lookup by typed name',
  sale: 'Till: sale of 2–6 products (+ invoice PDF)',
  receipt: 'Till: receipt PDF of the sale',
  'stock-search': 'Back office: stock search by name',
  'product-search': 'Back office: product search',
  'invoice-history': 'Back office: invoice history page',
  statistics: 'Dashboard: statistics',
  'top-selling': 'Dashboard: top sellers',
  'recent-orders': 'Dashboard: recent orders',
  'receivables-summary': 'Dashboard: receivables summary',
  'payables-summary': 'Dashboard: payables summary',
};

/** Writes: the comparison expects these to get cheaper, and the reads to stay within 10 %. */
export const WRITES = new Set<ShopEndpoint>(['sale']);

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The requests of one shop, from its seeded data; `r` makes each round ask the same things. */
function shopRequests(data: BenchData, r: Random) {
  const namedCustomer = () => r.pick(data.customerIds);
  return {
    lookupCode: (): Request => ({ method: 'GET', path: `/api/products/lookup?q=${productBarcode(r.pick(data.productPool))}` }),
    lookupName: (): Request => ({ method: 'GET', path: `/api/products/lookup?q=${encodeURIComponent(r.pick(productSearchTerms))}` }),
    sale: (): Request => {
      const ids = new Set(Array.from({ length: r.int(2, 6) }, () => r.pick(data.productPool)));
      return {
        method: 'POST',
        path: '/api/invoice',
        body: {
          customer: { id: namedCustomer() },
          invoiceItems: [...ids].map((id) => ({ product: { id }, quantity: 1 })),
          invoicePayment: { payment: 50, paymentType: 'CASH' },
        },
      };
    },
    receipt: (id: number): Request => ({ method: 'GET', path: `/api/invoice/${id}/receipt` }),
    stockSearch: (): Request => ({
      method: 'POST',
      path: '/api/stock/search',
      body: { stock: { productName: r.pick(productSearchTerms) }, page: 0, size: 10 },
    }),
    productSearch: (): Request => ({
      method: 'GET',
      path: `/api/products/search?text=${encodeURIComponent(r.pick(productSearchTerms))}&page=0&size=10`,
    }),
    invoicePage: (page: number): Request => ({ method: 'POST', path: '/api/invoice/search', body: { page, size: 10 } }),
    dashboard: (): [ShopEndpoint, Request][] => [
      ['statistics', { method: 'GET', path: '/api/invoice/statistics' }],
      ['top-selling', { method: 'GET', path: '/api/invoice/top-selling' }],
      ['recent-orders', { method: 'GET', path: '/api/invoice/recent-orders' }],
      ['receivables-summary', { method: 'GET', path: '/api/receivables/summary' }],
      ['payables-summary', { method: 'GET', path: '/api/payables/summary' }],
    ],
  };
}

/** Sends one request; answers its status, time (ms), and the document id it names, if any. */
async function send(url: string, token: string, { method, path, body }: Request) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, documentId: Number(response.headers.get('x-document-id')) };
}

const pause = (r: Random, fromSeconds: number, toSeconds: number) =>
  new Promise((resolve) => setTimeout(resolve, ((fromSeconds + r.next() * (toSeconds - fromSeconds)) * 1000) / SHOP_SPEED));

export interface DayFigures {
  times: Map<ShopEndpoint, number[]>;
  failures: Map<ShopEndpoint, string>;
}

/** A shop's day of SHOP_SECONDS on the app at `url`: every request's time, by endpoint. */
export async function shopDay(url: string, token: string, data: BenchData, seed: number): Promise<DayFigures> {
  const figures: DayFigures = { times: new Map(), failures: new Map() };
  const until = Date.now() + SHOP_SECONDS * 1000;
  const timed = async (endpoint: ShopEndpoint, request: Request) => {
    const answer = await send(url, token, request);
    if (answer.status >= 300) figures.failures.set(endpoint, `${answer.status} ${request.method} ${request.path}`);
    else figures.times.set(endpoint, [...(figures.times.get(endpoint) ?? []), answer.ms]);
    return answer;
  };
  const till = async (index: number) => {
    const r = createRandom(seed * 100 + index);
    const ask = shopRequests(data, r);
    await pause(r, 0, 30);
    while (Date.now() < until) {
      const started = Date.now();
      const sale = ask.sale();
      const lines = (sale.body as { invoiceItems: unknown[] }).invoiceItems.length;
      for (let line = 0; line < lines; line++) {
        await pause(r, 2, 5);
        if (r.next() < 0.25) await timed('lookup-name', ask.lookupName());
        else await timed('lookup-code', ask.lookupCode());
      }
      await pause(r, 3, 8);
      const { documentId } = await timed('sale', sale);
      if (documentId) await timed('receipt', ask.receipt(documentId));
      const cycle = ((30 + r.next() * 30) * 1000) / SHOP_SPEED;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, cycle - (Date.now() - started))));
    }
  };
  const backOffice = async () => {
    const r = createRandom(seed * 100 + 99);
    const ask = shopRequests(data, r);
    let dashboardAt = 0;
    while (Date.now() < until) {
      if (Date.now() >= dashboardAt) {
        await Promise.all(ask.dashboard().map(([endpoint, request]) => timed(endpoint, request)));
        dashboardAt = Date.now() + (60 * 1000) / SHOP_SPEED;
      }
      await timed('stock-search', ask.stockSearch());
      await pause(r, 3, 8);
      await timed('product-search', ask.productSearch());
      await pause(r, 3, 8);
      for (let page = 0; page < 4; page++) {
        await timed('invoice-history', ask.invoicePage(page));
        await pause(r, 2, 5);
      }
    }
  };
  await Promise.all([...Array.from({ length: TILLS }, (_, index) => till(index)), backOffice()]);
  return figures;
}

/** The server's CPU (ms) per request of each endpoint, its requests sent one at a time. */
export async function cpuPerRequest(
  app: Running,
  token: string,
  data: BenchData,
  requests = CPU_REQUESTS,
): Promise<Map<ShopEndpoint, number>> {
  const ask = shopRequests(data, createRandom(5));
  const perEndpoint = new Map<ShopEndpoint, number>();
  /**
   * With `afterASale`, each request follows a sale, as in the shop's day (a sale every few seconds
   * for each typed name or back-office search): no answer kept by a server survives to the next
   * request. Only the request's own CPU is then counted, read before and after it.
   */
  const measure = async (endpoint: ShopEndpoint, next: () => Request, afterASale = false) => {
    // At least a second and a half of requests: the process's CPU time is counted in hundredths of a second.
    const started = performance.now();
    let [cpu, sent] = [0, 0];
    while (sent < requests || (requests > WARM_UP && performance.now() - started < 1500)) {
      if (afterASale) {
        await send(app.url, token, ask.sale());
        // What the sale leaves to do after its answer (collecting its garbage) is not the read's.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
      const before = app.cpuSeconds();
      await send(app.url, token, next());
      cpu += app.cpuSeconds() - before;
      sent++;
    }
    perEndpoint.set(endpoint, (cpu * 1000) / sent);
  };
  const soldIds: number[] = [];
  await measure('lookup-code', () => ask.lookupCode());
  await measure('lookup-name', () => ask.lookupName(), true);
  await measure('sale', () => ask.sale());
  // Each receipt of a sale made now, printed once as a till prints it (the sales' own time is not counted).
  const receipts = Math.max(requests, WARM_UP * 30);
  for (let i = 0; i < receipts; i++) soldIds.push((await send(app.url, token, ask.sale())).documentId);
  const before = app.cpuSeconds();
  for (const id of soldIds) await send(app.url, token, ask.receipt(id));
  perEndpoint.set('receipt', ((app.cpuSeconds() - before) * 1000) / soldIds.length);
  await measure('stock-search', () => ask.stockSearch(), true);
  await measure('product-search', () => ask.productSearch(), true);
  let page = 0;
  await measure('invoice-history', () => ask.invoicePage(page++ % 4));
  for (const [endpoint, request] of ask.dashboard()) await measure(endpoint, () => request);
  return perEndpoint;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
