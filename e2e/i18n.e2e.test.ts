import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, callApi, signIn, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** Screenshots of the main screens in French and Arabic, at a desk's and a phone's width, to look at. */
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const CUSTOMER = 'محمد العلوي – Société Élan';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The main screens, each with a text its title shows in French and in Arabic. */
const SCREENS = [
  { name: 'counter', path: '/counter', fr: 'Comptoir', ar: 'نقطة البيع' },
  { name: 'dashboard', path: '/dashboard', fr: 'Tableau de bord', ar: 'لوحة القيادة' },
  { name: 'customers', path: '/customers', fr: 'Clients', ar: 'الزبناء' },
  { name: 'receivables', path: '/receivables', fr: 'Créances clients', ar: 'ديون الزبناء' },
  { name: 'stock', path: '/stock', fr: 'Stock', ar: 'المخزون' },
  { name: 'add-invoice', path: '/invoice', fr: 'Nouvelle facture', ar: 'فاتورة جديدة' },
  { name: 'add-grn', path: '/grn', fr: 'Nouveau bon de réception', ar: 'وصل استلام جديد' },
  { name: 'invoice-history', path: '/invoice/history', fr: 'Historique des factures', ar: 'سجل الفواتير' },
] as const;

const html = (attribute: 'dir' | 'lang') => page.evaluate((name) => document.documentElement.getAttribute(name), attribute);

async function visitAll(language: 'fr' | 'ar') {
  for (const screen of SCREENS) {
    await page.goto(`${app.url}${screen.path}`);
    await expect.poll(() => page.title()).toBe(`Hanout | ${screen[language]}`);
    await page.getByRole('heading', { name: screen[language], exact: true }).first().waitFor();
    expect(await html('lang')).toBe(language);
    expect(await html('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.waitForLoadState('networkidle');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      // The navbar slides away on a phone: the picture waits for it to finish.
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SHOTS, `${language}-${screen.name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  const token = await adminToken(app.url);
  await callApi(app.url, token, 'POST', '/customers', { ice: '001234567000089', name: CUSTOMER, mobile: '0612345678' });
  await callApi(app.url, token, 'POST', '/users', {
    name: 'Élodie فاطمة',
    username: 'elodie',
    password: 'elodie-secret',
    mobile: '0611223344',
    email: 'elodie@hanout.test',
  });
  ({ context, page } = await openPage(browser, app));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

describe('screen languages', () => {
  it('opens the sign-in page in the browser’s language, then the user’s: French by default', async () => {
    const arabicBrowser = await browser.newContext({ locale: 'ar-MA' });
    const visitor = await arabicBrowser.newPage();
    await visitor.goto(`${app.url}/auth/login`);
    await expect.poll(() => visitor.title()).toBe('Hanout | تسجيل الدخول');
    expect(await visitor.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabicBrowser.close();

    await signIn(page, app.url, 'elodie', 'elodie-secret', 'fr');
    // A staff member starts at the counter.
    await expect.poll(() => page.title()).toBe('Hanout | Comptoir');
    expect(await html('lang')).toBe('fr');
    // A name in two scripts reads as written (the token's payload is UTF-8).
    await expect.poll(() => page.getByRole('banner').getByText('Élodie فاطمة').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'DÉCONNEXION' }).isVisible()).toBe(true);
  });

  it('shows every main screen in French', async () => {
    await visitAll('fr');
    await page.goto(`${app.url}/customers`);
    await expect.poll(() => page.getByRole('table').getByText(CUSTOMER).isVisible()).toBe(true);
  });

  it('switches to Arabic from the header menu, right to left on every main screen, and keeps it', async () => {
    await page.goto(`${app.url}/dashboard`);
    const languages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) languages.push(request.headers()['accept-language']);
    });
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => html('dir')).toBe('rtl');
    expect(await html('lang')).toBe('ar');
    await expect.poll(() => page.title()).toBe('Hanout | لوحة القيادة');
    // Asked in French until the switch, in Arabic from then on.
    languages.length = 0;
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect.poll(() => nav.getByText('الزبناء', { exact: true }).isVisible()).toBe(true);
    // The navbar sits on the right.
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThan(1366 / 2);

    await visitAll('ar');
    await page.goto(`${app.url}/stock`);
    await page.getByRole('button', { name: 'تقرير المخزون' }).waitFor();
    await page.goto(`${app.url}/invoice`);
    await page.getByRole('button', { name: 'اختيار الزبون' }).waitFor();

    // Kept on the user: a new session opens in Arabic, and the API is asked in Arabic.
    await page.reload();
    await expect.poll(() => html('dir')).toBe('rtl');
    expect(languages.length).toBeGreaterThan(0);
    expect(languages.every((language) => language === 'ar')).toBe(true);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${app.url}/auth/login`);
    await other.getByLabel('Username').fill('elodie');
    await other.getByLabel('Password', { exact: true }).fill('elodie-secret');
    await other.getByRole('button', { name: 'SIGN IN' }).click();
    await other.waitForURL(`${app.url}/counter`);
    await expect.poll(() => other.title()).toBe('Hanout | نقطة البيع');
    await fresh.close();
  });

  it('shows an administrator every screen right to left in Arabic, the server’s refusals included', async () => {
    const token = await adminToken(app.url);
    await callApi(app.url, token, 'POST', '/categories', { name: 'Vitamines' });
    const { context: adminContext, page: admin } = await openPage(browser, app, { signIn: { language: 'ar' } });
    for (const route of [
      '/dashboard',
      '/counter',
      '/customers',
      '/customers/add',
      '/receivables',
      '/suppliers',
      '/suppliers/add',
      '/suppliers/companies',
      '/products',
      '/products/add',
      '/brands',
      '/categories',
      '/categories/add',
      '/stock',
      '/grn',
      '/grn/history',
      '/invoice',
      '/invoice/history',
      '/reports/vat',
      '/users',
      '/users/add',
      '/settings',
      '/backups',
      '/profile',
    ]) {
      await admin.goto(`${app.url}${route}`);
      // Each title is the screen's name in Arabic, and the page reads from the right.
      await expect.poll(() => admin.title(), { message: route }).toMatch(/^Hanout \| .*[\u0600-\u06ff]/);
      expect(await admin.evaluate(() => document.documentElement.dir), route).toBe('rtl');
      await expect
        .poll(() => admin.getByRole('main').getByRole('heading').first().textContent(), { message: route })
        .toMatch(/[\u0600-\u06ff]/);
    }

    // The server answers in the user's language: a category that already exists, said in Arabic.
    await admin.goto(`${app.url}/categories/add`);
    await admin.getByLabel('اسم الفئة').fill('Vitamines');
    await admin.getByRole('button', { name: 'حفظ الفئة' }).click();
    const refusal = admin.getByRole('dialog');
    await expect.poll(() => refusal.textContent()).toContain('توجد فئة باسم «Vitamines».');
    await adminContext.close();
  });
});
