/**
 * Two shops of one installation (issue 47): the first shop ('main', made by the migrations) and a
 * second opened by createShop on the same database while the server runs. Each signs in, in a
 * browser context of its own, and sees only its own customers and its own identity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../server/src/db/connect';
import { createShop } from '../server/src/modules/shops/service';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  acceptDialog,
  adminToken,
  callApi,
  reportPageOnFailure,
  seedSupplierAndBrand,
  setLanguage,
  type RunningApp,
} from './harness';
import { closeShop, startShop } from './support/shop';

const SOUK = { code: 'souk', name: 'Pharmacie du Souk', adminEmail: 'admin@souk.test' };

let app: RunningApp;
let browser: Browser;
let soukPassword: string;
const contexts: BrowserContext[] = [];
let shopA: Page;
let shopB: Page;
let current: Page | undefined;

beforeAll(async () => {
  ({ app, browser } = await startShop());
  // The second shop, opened on the server's own database as the operator's command would.
  const handle = openDatabase({ databaseUrl: app.databaseUrl || undefined, dataDir: app.dataDir });
  try {
    soukPassword = (await createShop(handle.db, SOUK)).adminPassword;
  } finally {
    await handle.close();
  }
  // An e-mail address finds its shop: the screens' language is set without a shop's code.
  await setLanguage(app.url, ADMIN_EMAIL, ADMIN_PASSWORD, 'en');
  await setLanguage(app.url, SOUK.adminEmail, soukPassword, 'en');
});
reportPageOnFailure(() => current);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await closeShop({ app, browser });
});

async function newPage(options: { locale?: string; width?: number } = {}): Promise<Page> {
  const width = options.width ?? 1366;
  const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, locale: options.locale });
  contexts.push(context);
  current = await context.newPage();
  return current;
}

/** Signs in through the sign-in page, with the shop's code when given. */
async function signIn(page: Page, username: string, password: string, shop?: string): Promise<void> {
  await page.goto(`${app.url}/auth/login`);
  if (shop) await page.getByLabel('Shop code').fill(shop);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** Searches the customer list for `text` (opening the list first when elsewhere). */
async function searchCustomers(page: Page, text = ''): Promise<void> {
  if (!page.url().endsWith('/customers')) await page.goto(`${app.url}/customers`);
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}
/** The customer list's rows, cells joined by ' | ' (an empty list has one row: 'No entries found.'). */
const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Customers' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | ')));
/** The rows the list shows once searched for `text`, waited for: the search answers after a pause. */
async function expectCustomers(page: Page, text: string, expected: unknown[]): Promise<void> {
  await searchCustomers(page, text);
  await expect.poll(() => rows(page)).toEqual(expected);
}

async function registerCustomer(page: Page, name: string, mobile: string): Promise<void> {
  await page.goto(`${app.url}/customers/add`);
  await field(page, 'Name').fill(name);
  await field(page, 'Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Register Customer' }).click();
  // The same name and mobile in the shop would ask first; another shop's customer does not count.
  await acceptDialog(page, /Success!.*Customer registered successfully\./);
}

/** A sale of two Doliprane in the first shop, through its API, with what it needs first (supplier, product, GRN). */
async function sellInFirstShop(): Promise<void> {
  const token = await adminToken(app.url);
  const call = <T>(method: string, path: string, body?: unknown) => callApi<T>(app.url, token, method, path, body);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: '41 Rue Mohammed V, Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  await call('POST', '/products', { name: 'Doliprane 1000 mg', brand: brandId, unit: unitId });
  const [product] = (await call<{ content: { id: number }[] }>('GET', '/products/search?text=Doliprane&page=0&size=10')).content;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      { product: product.id, quantity: 10, buyingPrice: 12.4, sellingPrice: 18.5, manufactureDate: day(-60), expireDate: day(300) },
    ],
  });
  const [walkIn] = (await call<{ content: { id: number }[] }>('GET', '/customers/search?text=comptoir&page=0&size=10')).content;
  await call('POST', '/invoice', {
    customer: { id: walkIn.id },
    invoiceItems: [{ product: { id: product.id }, quantity: 2 }],
    invoicePayment: { payment: 37, paymentType: 'CASH' },
  });
}

describe('two shops on one instance', () => {
  it('asks for the shop code at sign-in once there are two shops, in Arabic too', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/auth/login`);
    const code = page.getByLabel('Shop code');
    await code.waitFor();
    expect(await page.getByText('Not needed when you sign in with your e-mail address').isVisible()).toBe(true);

    // The sign-in page follows the browser's language.
    const arabic = await newPage({ locale: 'ar-MA' });
    await arabic.goto(`${app.url}/auth/login`);
    await arabic.getByLabel('رمز المتجر').waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');

    // A username without the shop's code is refused with the reason.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByText('Enter your shop’s code to sign in with a username').waitFor();
    expect(page.url()).toBe(`${app.url}/auth/login`);
  });

  it('signs in to the first shop by username and shop code and adds a customer there', async () => {
    shopA = await newPage();
    await signIn(shopA, 'admin', ADMIN_PASSWORD, 'main');
    await registerCustomer(shopA, 'Fatima Zahra', '0611111111');
    await expectCustomers(shopA, 'Fatima', ['1 |  | Fatima Zahra | 0611111111 | ']);
  });

  it('signs in to the second shop by e-mail, does not see the first shop’s customer, and adds its own of the same name', async () => {
    shopB = await newPage();
    await signIn(shopB, SOUK.adminEmail, soukPassword);
    // Its own customers: the walk-in customer it started with, nothing of the first shop's.
    await expectCustomers(shopB, '', ['1 |  | Client comptoir |  | ']);
    await expectCustomers(shopB, 'Fatima', ['No entries found.']);
    await registerCustomer(shopB, 'Fatima Zahra', '0622222222');
    await expectCustomers(shopB, 'Fatima', ['1 |  | Fatima Zahra | 0622222222 | ']);
  });

  it('shows each shop only its own customers and identity', async () => {
    await expectCustomers(shopA, 'Fatima', ['1 |  | Fatima Zahra | 0611111111 | ']);
    await expectCustomers(shopA, '0622222222', ['No entries found.']);
    await expectCustomers(shopB, '0611111111', ['No entries found.']);

    // The first shop sells; its dashboard shows the sale, the second shop's, opened right after, does not.
    await sellInFirstShop();
    const topSelling = (page: Page) => page.getByRole('table', { name: 'Top Selling Product' });
    await shopA.goto(`${app.url}/dashboard`);
    await topSelling(shopA).getByText('Doliprane 1000 mg').waitFor();
    await shopB.goto(`${app.url}/dashboard`);
    await expect.poll(() => topSelling(shopB).textContent(), { timeout: 10_000 }).toContain('No sales yet.');

    // The dashboard reads each shop's own settings: the second shop was opened with its trade name.
    const reminder = (page: Page) => page.getByTestId('identity-reminder');
    await reminder(shopA).waitFor();
    await reminder(shopB).waitFor();
    expect(await reminder(shopA).textContent()).toContain('trade name');
    expect(await reminder(shopB).textContent()).not.toContain('trade name');
    await shopB.goto(`${app.url}/settings`);
    await expect.poll(() => field(shopB, 'Trade name').inputValue()).toBe(SOUK.name);
  });

  it('shows the second shop its own customer on a phone', async () => {
    const phone = await newPage({ width: 390 });
    await signIn(phone, SOUK.adminEmail, soukPassword, SOUK.code);
    await expectCustomers(phone, 'Fatima', ['1 |  | Fatima Zahra | 0622222222 | ']);
    const row = phone.getByRole('row').filter({ hasText: 'Fatima Zahra' });
    expect(await row.isVisible()).toBe(true);
    // The page fits the phone's width: nothing to scroll sideways but the table itself.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
