/**
 * The counter's shop, shared by its browser suites: a clerk, five boxed products with their lots
 * (some expired, one expiring soon), a signed-in tab whose printing only counts, and the counter's
 * fields as the suites find them.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, callApi, seedSupplierAndBrand, signIn, type RunningApp } from '../harness';

export const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
export const STAFF = {
  name: 'Karim Comptoir',
  username: 'karim',
  email: 'karim@hanout.test',
  password: 'karim-secret',
  mobile: '0611443322',
};
/** EAN-13 codes with their check digits, as printed on the boxes. */
export const PRODUCTS = [
  { name: 'Doliprane 1000 mg', barcode: '6111000000014' },
  { name: 'Smecta', barcode: '6111000000021' },
  { name: 'Gaviscon', barcode: '6111000000038' },
  { name: 'Vitamine C Upsa', barcode: '6111000000045' },
  { name: 'Spasfon', barcode: '6111000000052' },
] as const;
export type PrintCounting = Window & { printedReceipts?: number };

export function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** Amounts as shown, without the grouping marks and spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0.]/g, '');

interface Batch {
  id: number;
  quantity: number;
  batchNumber: string | null;
  product: { name: string };
}

/** The API as the administrator and the counter's fields, on the suite's app and tab once they are open. */
export function counterScreen(opened: () => { app: RunningApp; token: string; page: Page }) {
  const page = () => opened().page;
  const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(opened().app.url, opened().token, method, url, body);
  return {
    call,
    batchesOf: async (productName: string) =>
      (await call<{ content: Batch[] }>('POST', '/stock/search', { stock: { productName }, page: 0, size: 50 })).content,
    scanField: () => page().getByRole('combobox', { name: /^Scan or type a product/ }),
    saleLines: () => page().getByRole('table', { name: 'Sale lines' }).getByRole('row'),
    /** The panel that names a sale once it is saved. */
    savedSaleNotices: () =>
      page()
        .getByRole('status')
        .filter({ hasText: /Sale FA-/ }),
    scan: async (code: string) => {
      await page().keyboard.type(code, { delay: 5 });
      await page().keyboard.press('Enter');
    },
  };
}

/**
 * The clerk, the catalogue and its stock: Doliprane in three lots (one expired, one expiring within
 * the near-expiry days, one later), the others in one lot each, and Spasfon only in an expired lot.
 */
export async function seedCounter(app: RunningApp): Promise<{ token: string; supplierId: number }> {
  const token = await adminToken(app.url);
  const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
  await call('POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const seeded = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: 'Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  for (const product of PRODUCTS) await call('POST', '/products', { ...product, brand: seeded.brandId, unit: seeded.unitId });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const line = (name: string, quantity: number, sellingPrice: number, expireDate: string, batchNumber: string) => ({
    product: products.find((p) => p.name === name)!.id,
    quantity,
    buyingPrice: 10,
    sellingPrice,
    manufactureDate: day(-60),
    expireDate,
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: seeded.supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      line('Doliprane 1000 mg', 4, 18.5, day(2), 'DOL-OLD'),
      line('Doliprane 1000 mg', 1, 18.5, day(30), 'DOL-NEAR'),
      line('Doliprane 1000 mg', 10, 19, day(400), 'DOL-NEW'),
      line('Smecta', 10, 32.9, day(300), 'SME-1'),
      line('Gaviscon', 10, 45, day(300), 'GAV-1'),
      line('Vitamine C Upsa', 10, 27.6, day(300), 'VIT-1'),
      line('Spasfon', 6, 24, day(3), 'SPA-OLD'),
    ],
  });
  // Time passes: two lots expire (a GRN cannot receive them already expired).
  const database = new Database(path.join(app.dataDir, 'hanout.sqlite'));
  database.pragma('busy_timeout = 5000');
  database.prepare(`update stocks set expire_date = ? where batch_number in ('DOL-OLD', 'SPA-OLD')`).run(day(-3));
  database.close();
  return { token, supplierId: seeded.supplierId };
}

/** The clerk's tab, signed in: the counter is the staff's home. */
export async function openCounter(browser: Browser, app: RunningApp): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Headless Chromium cannot print a PDF (its page crashes): in every frame, print only counts.
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as PrintCounting;
      top.printedReceipts = (top.printedReceipts ?? 0) + 1;
    };
  });
  const page = await context.newPage();
  // Closing or reloading during a sale asks first: the clerk confirms.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, app.url, STAFF.email, STAFF.password);
  return { context, page };
}
