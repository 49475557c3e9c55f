import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  acceptDialog,
  adminToken,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  callApi,
  seedSupplierAndBrand,
  signIn,
  type RunningApp,
  reportPageOnFailure,
  contrastOnItsBackground,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** Stock alerts as an owner meets them: a level set on the product, a sale at the counter, the dashboard's count, the list. */
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const DOLIPRANE = { name: 'Doliprane 1000 mg', barcode: '6111000000014' };
const SMECTA = { name: 'Smecta', barcode: '6111000000021' };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let dolipraneId: number;

function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);

/** Doliprane: 7 units, no level yet. Smecta: a lot expiring within the near-expiry days. */
async function seed() {
  token = await adminToken(app.url);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: 'Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  for (const product of [DOLIPRANE, SMECTA]) await call('POST', '/products', { ...product, brand: brandId, unit: unitId });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const idOf = (name: string) => products.find((product) => product.name === name)!.id;
  dolipraneId = idOf(DOLIPRANE.name);
  const line = (productId: number, quantity: number, expireDate: string, batchNumber: string) => ({
    product: productId,
    quantity,
    buyingPrice: 10,
    sellingPrice: 20,
    manufactureDate: day(-60),
    expireDate,
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [line(dolipraneId, 7, day(400), 'DOL-1'), line(idOf(SMECTA.name), 12, day(20), 'SME-NEAR')],
  });
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  await seed();
  ({ context, page } = await openPage(browser, app, { signIn: {} }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

const count = async (list: 'low' | 'near' | 'expired') => (await page.getByTestId(`alerts-${list}`).textContent())?.trim().split(/\s/)[0];
const sidebarLink = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

describe('stock alerts', () => {
  it('shows a product on the dashboard and in the alerts as soon as a sale takes it to its level', async () => {
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByTestId('alerts-low').waitFor();
    expect(await count('low')).toBe('0');
    expect(await count('near')).toBe('1');

    // The owner gives Doliprane a reorder level of 5 on its form: 7 left, not yet low.
    await page.goto(`${app.url}/products/edit/${dolipraneId}`);
    const level = page.getByRole('textbox', { name: 'Reorder level' });
    await level.fill('5');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await acceptDialog(page, 'Product updated successfully!');
    expect((await call<{ reorderLevel: number }>('GET', `/products/${dolipraneId}`)).reorderLevel).toBe(5);

    // Two sold at the counter, from the keyboard: 5 left, at its level.
    await sidebarLink('Counter').click();
    await page.getByRole('combobox', { name: /^Scan or type a product/ }).waitFor();
    for (let i = 0; i < 2; i++) {
      await page.keyboard.type(DOLIPRANE.barcode, { delay: 5 });
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('F7');
    await page.keyboard.type('40');
    await page.keyboard.press('F9');
    await page
      .getByRole('status')
      .filter({ hasText: /Sale FA-\d{4}-\d{6} saved/ })
      .waitFor();

    // Back on the dashboard without reloading the page: the count is already the new one.
    await sidebarLink('Dashboard').click();
    await expect.poll(() => count('low')).toBe('1');
    await page.screenshot({ path: path.join(SHOTS, 'en-dashboard-alerts-1366.png') });

    await page.getByTestId('alerts-low').click();
    await page.waitForURL((address) => address.pathname === '/alerts' && address.searchParams.get('list') === 'low');
    const row = page.getByRole('table', { name: 'Low stock' }).getByRole('row').filter({ hasText: DOLIPRANE.name });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Sanofi.*Médicaments\s*5\s*5/);
    await page.screenshot({ path: path.join(SHOTS, 'en-alerts-low-1366.png'), fullPage: true });
  });

  it('moves between the lists from the keyboard, near expiry in amber, and prints them', async () => {
    await page.getByRole('tab', { name: /Low stock/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((address) => address.searchParams.get('list') === 'near');
    const near = page.getByRole('table', { name: 'Near expiry' }).getByRole('row').filter({ hasText: 'SME-NEAR' });
    await near.waitFor();
    const expiry = near.getByText(/Expires soon/);
    // Amber (#c84600, dark enough to read on a striped row): a strong red, a middle green, no blue.
    expect(await expiry.evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\(\s*2\d\d,\s*\d{2,3},\s*\d{1,2}\)$/);
    // Read on the striped rows' grey as on white (WCAG AA, 4.5:1).
    expect(await expiry.evaluate(contrastOnItsBackground)).toBeGreaterThanOrEqual(4.5);
    // 12 units bought at 10 DH.
    expect(await near.textContent()).toMatch(/120[.,]00/);
    await page.screenshot({ path: path.join(SHOTS, 'en-alerts-near-1366.png'), fullPage: true });

    const report = page.waitForResponse((response) => response.url().includes('/api/alerts/report'));
    await page.getByRole('button', { name: 'View Report' }).click();
    const answer = await report;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
  });

  it('reads in French and Arabic, on a phone too', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const small = await phone.newPage();
    /** Signs out (the token is forgotten) and in again in `language`. */
    const signInAgain = async (tab: Page, language: 'fr' | 'ar') => {
      await tab.goto(`${app.url}/auth/login`);
      await tab.evaluate(() => localStorage.clear());
      await signIn(tab, app.url, ADMIN_EMAIL, ADMIN_PASSWORD, language);
    };
    for (const language of ['fr', 'ar'] as const) {
      await signInAgain(small, language);
      await small.getByTestId('alerts-low').waitFor();
      await expect.poll(() => small.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await small.getByTestId('alerts-low').textContent()).toContain(language === 'fr' ? 'Stock bas' : 'مخزون منخفض');
      await small.screenshot({ path: path.join(SHOTS, `${language}-dashboard-alerts-390.png`) });
      await small.goto(`${app.url}/alerts?list=near`);
      await small.getByRole('row').filter({ hasText: 'SME-NEAR' }).waitFor();
      await small.screenshot({ path: path.join(SHOTS, `${language}-alerts-near-390.png`), fullPage: true });
      await signInAgain(page, language);
      await page.goto(`${app.url}/alerts`);
      await page.getByRole('row').filter({ hasText: DOLIPRANE.name }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `${language}-alerts-low-1366.png`), fullPage: true });
    }
    await phone.close();
  });
});
