import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import frScreens from '../web/src/locales/fr/screens.json';
import arScreens from '../web/src/locales/ar/screens.json';
import frMessages from '../contract/src/messages/fr.json';
import arMessages from '../contract/src/messages/ar.json';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  callApi,
  reportPageOnFailure,
  seedSupplierAndBrand,
  setLanguage,
  signIn,
  type RunningApp,
  screenshots,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

const SUPPLIER = 'Cooper Pharma';
const PRODUCTS = { fr: 'Biafine émulsion 93 g', ar: 'بيافين 93 غ' };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A screen's text in the user's language, from the catalogues the app ships. */
const CATALOGUES = { fr: { ...frMessages, ...frScreens }, ar: { ...arMessages, ...arScreens } } as Record<
  'fr' | 'ar',
  Record<string, string>
>;
const inLanguage =
  (language: 'fr' | 'ar') =>
  (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), CATALOGUES[language][key] ?? key);

/** `YYYY-MM-DD`, `days` from today (the browser's and the server's clock, both on this machine). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** Amounts as shown, without the grouping spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0\u2068\u2069]/g, '');

beforeAll(async () => {
  ({ app, browser } = await startShop());
  const token = await adminToken(app.url);
  const call = <T>(method: string, route: string, body?: unknown) => callApi<T>(app.url, token, method, route, body);
  const { brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma SA', email: 'contact@cooper.ma', mobile: '0522112233', address: '41 Rue Mohammed V, Casablanca' },
    supplier: { name: SUPPLIER, email: 'ventes@cooper.ma', mobile: '0661223344' },
    category: 'Dermatologie',
    brand: 'Johnson',
  });
  for (const name of Object.values(PRODUCTS)) await call('POST', '/products', { name, brand: brandId, unit: unitId });
  ({ context, page } = await openPage(browser, app, { timeout: 10_000 }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

/**
 * Receives 10 boxes paid 12 DH with 2 free through the Add GRN screen in `language`, pays 100 DH,
 * then opens the GRN: 12 boxes in stock at 10 DH each, 120 DH owed, 20 DH still due.
 */
async function receiveWithFreeUnits(language: 'fr' | 'ar') {
  const t = inLanguage(language);
  const product = PRODUCTS[language];
  await setLanguage(app.url, ADMIN_EMAIL, ADMIN_PASSWORD, language);
  await page.goto(`${app.url}/grn`);
  await page
    .getByRole('heading', { name: t('Add GRN') })
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

  await page.getByRole('button', { name: t('SELECT SUPPLIER') }).click();
  await page
    .getByRole('dialog', { name: t('Select Supplier') })
    .getByRole('button', { name: t('SELECT {{name}}', { name: SUPPLIER }) })
    .click();
  await page.getByRole('button', { name: t('SELECT PRODUCT') }).click();
  const picker = page.getByRole('dialog', { name: t('Select Product') });
  await picker.getByLabel(t('Search')).fill(product);
  await picker.getByRole('button', { name: t('SELECT {{name}}', { name: product }) }).click();
  await picker.waitFor({ state: 'detached' });

  // A field by its whole label, marked required or not.
  const field = (label: string) => page.getByLabel(new RegExp(`^${t(label).replace(/[()*]/g, '\\$&')}( \\*)?$`));
  await field('Quantity').fill('10');
  await field('Free units (UG)').fill('2');
  await field('Buying Price').fill('12');
  await field('Selling Price').fill('18');
  await field('Manufacture Date').fill(day(-20));
  await field('Expire Date').fill(day(400));
  await screenshots(page, `${language}-grn-free-units-form`);
  await page.getByRole('button', { name: t('Add To GRN'), exact: true }).click();
  // 10 paid × 12 DH: the free units add nothing to the total.
  await expect.poll(async () => plain(await page.getByLabel(t('Grand Total')).inputValue())).toBe('120,00DH');
  await field('Payment').fill('100');
  await page.getByRole('combobox', { name: t('Payment Type') }).click();
  await page.getByRole('option', { name: t('Cash') }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/grn') && response.request().method() === 'POST');
  await page.getByRole('button', { name: t('Add GRN_submit'), exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const grnId = response.headers()['x-document-id'];
  const success = page.getByRole('dialog', { name: t('GRN Added Successfully!') });
  await success.getByRole('button', { name: t('No'), exact: true }).click();

  await page.goto(`${app.url}/grn/${grnId}`);
  const lines = page.getByRole('table', { name: t('GRN lines') });
  const line = lines.getByRole('row').filter({ hasText: product });
  await line.waitFor();
  const headers = await lines.getByRole('columnheader').allTextContents();
  const cells = (await line.getByRole('cell').allTextContents()).map(plain);
  const cellOf = (header: string) => cells[headers.indexOf(t(header))];
  expect([cellOf('Quantity'), cellOf('Free units (UG)'), cellOf('In stock')]).toEqual(['10', '2', '12']);
  // The batch's unit cost: 120 DH over 12 boxes.
  expect([cellOf('Buying Price'), cellOf('Unit cost'), cellOf('Total HT')]).toEqual(['12,00DH', '10,00DH', '120,00DH']);
  const totals = plain(await page.getByRole('table', { name: t('Totals') }).textContent());
  expect(totals).toContain('120,00DH');
  expect(totals).toContain('20,00DH');
  await screenshots(page, `${language}-grn-free-units-detail`);
}

describe('free units on a GRN', () => {
  it('are received from the Add GRN screen in French, at no cost, and shown on the GRN', async () => {
    await signIn(page, app.url, ADMIN_EMAIL, ADMIN_PASSWORD, 'fr');
    await receiveWithFreeUnits('fr');
  });

  it('are received and shown in Arabic, right to left', async () => {
    await receiveWithFreeUnits('ar');
  });
});
