import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  callApi,
  scanAtScannerPace,
  seedSupplierAndBrand,
  setLanguage,
  type RunningApp,
  reportPageOnFailure,
  screenshots,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** A small stocktake counted from the keyboard alone (scan, pick the batch, type the count, Enter), reviewed and validated. */
const BARCODE = '6111250000017';
const SYRUP = 'Sirop Toplexil';
const DROPS = 'Collyre Dacudose';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}
const quantities = async () =>
  (
    await call<{ content: { quantity: number; batchNumber: string | null; product: { name: string } }[] }>('POST', '/stock/search', {
      stock: {},
      page: 0,
      size: 10,
    })
  ).content
    .map((line) => `${line.product.name} ${line.batchNumber}: ${line.quantity}`)
    .sort();

/** The syrup in two lots (10 and 4 boxes), the drops in one (6 boxes), received by an administrator. */
async function seed(): Promise<void> {
  token = await adminToken(app.url);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Pharma Nord', email: 'contact@pharmanord.ma', mobile: '0522000009', address: 'Tanger' },
    supplier: { name: 'Karim Alaoui', email: 'karim@pharmanord.ma', mobile: '0661000009' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  await call('POST', '/products', { name: SYRUP, brand: brandId, unit: unitId, vatRate: 0, barcode: BARCODE });
  await call('POST', '/products', { name: DROPS, brand: brandId, unit: unitId, vatRate: 0 });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const idOf = (name: string) => products.find((product) => product.name === name)!.id;
  const line = (name: string, quantity: number, batchNumber: string, expiry: number) => ({
    product: idOf(name),
    quantity,
    buyingPrice: 20,
    sellingPrice: 32,
    manufactureDate: day(-60),
    expireDate: day(expiry),
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [line(SYRUP, 10, 'TX-101', 200), line(SYRUP, 4, 'TX-202', 400), line(DROPS, 6, 'DC-7', 300)],
  });
}

beforeAll(async () => {
  ({ app, browser } = await startShop());
  await seed();
  ({ context, page } = await openPage(browser, app, { timeout: 10_000, signIn: { language: 'fr' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

describe('stocktake', () => {
  it('counts from the keyboard, reviews the differences at cost and validates them', async () => {
    await page.goto(`${app.url}/stocktakes`);
    await page.getByRole('button', { name: 'Commencer un inventaire' }).click();
    await page.waitForURL(/\/stocktakes\/\d+$/);
    await page.getByRole('heading', { name: /Inventaire INV-\d{4}-000001/ }).waitFor();
    const scan = page.getByLabel('Scanner ou chercher un lot');
    await expect.poll(() => scan.evaluate((input) => input === document.activeElement)).toBe(true);

    // The syrup's barcode: two lots, the clerk goes down to the second and takes it with Enter.
    await page.keyboard.type(BARCODE);
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Choisissez le lot compté' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const units = page.getByLabel('Unités comptées');
    await expect.poll(() => units.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `3 compté(s) : ${SYRUP} · Lot TX-202` })
      .waitFor();
    await expect.poll(() => scan.evaluate((input) => input === document.activeElement)).toBe(true);

    // The drops by their lot number: one batch, straight to the count.
    await page.keyboard.type('dc-7');
    await page.keyboard.press('Enter');
    await expect.poll(() => units.evaluate((input) => input === document.activeElement)).toBe(true);
    // The next box scanned before the count is typed: the code is not a count, it is searched as the next batch.
    await scanAtScannerPace(page, BARCODE);
    await page.getByRole('group', { name: 'Choisissez le lot compté' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(
      new RegExp(`^Un code a été scanné dans les unités comptées : rien n’a été enregistré pour ${DROPS} · Lot DC-7 · `),
    );
    expect(await page.getByRole('table', { name: 'Lots comptés' }).textContent()).not.toContain('DC-7');
    await page.keyboard.press('Escape');
    await page.keyboard.type('dc-7');
    await page.keyboard.press('Enter');
    await expect.poll(() => units.evaluate((input) => input === document.activeElement)).toBe(true);
    // A code starting with 0 typed too slowly to be caught as a scan: its first digits are not a count.
    await page.keyboard.type('0361234', { delay: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '0361234 ressemble au début d’un code-barres' }).waitFor();
    expect(await units.inputValue()).toBe('');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `7 compté(s) : ${DROPS}` })
      .waitFor();

    const counted = page.getByRole('table', { name: 'Lots comptés' });
    await expect.poll(() => counted.getByRole('row').count()).toBe(3);
    const syrupRow = counted.getByRole('row').filter({ hasText: 'TX-202' });
    expect((await syrupRow.getByRole('cell').allTextContents()).slice(3, 5)).toEqual(['4', '3']);
    expect(await page.getByRole('table', { name: 'Pas encore comptés' }).textContent()).toContain('TX-101');
    expect(await page.getByText('Écart net au prix d’achat').textContent()).toMatch(/0,00/);
    await screenshots(page, 'fr-stocktake-counting');

    // Validate: the shared confirmation, then the two differences move the stock, the uncounted lot stays.
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Valider l’inventaire' });
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    await page.getByText('Validé', { exact: true }).first().waitFor();
    expect(await quantities()).toEqual([`${DROPS} DC-7: 7`, `${SYRUP} TX-101: 10`, `${SYRUP} TX-202: 3`]);
    await expect.poll(async () => (await syrupRow.getByRole('cell').allTextContents()).includes('-1')).toBe(true);
    await screenshots(page, 'fr-stocktake-validated');

    await page.goto(`${app.url}/stocktakes`);
    await page.getByRole('table', { name: 'Inventaires' }).getByRole('row').filter({ hasText: 'Validé' }).waitFor();
    await screenshots(page, 'fr-stocktakes');
  });

  it('reads right to left in Arabic and in English', async () => {
    await call('POST', '/stocktakes', { categoryId: null });
    for (const language of ['ar', 'en'] as const) {
      await setLanguage(app.url, ADMIN_EMAIL, ADMIN_PASSWORD, language);
      await page.goto(`${app.url}/stocktakes`);
      await page.getByRole('link', { name: /INV-\d{4}-000002/ }).click();
      await page.waitForURL(/\/stocktakes\/\d+$/);
      // The session's language arrives after the page: the direction follows it.
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      // The scan field takes the focus once the stocktake has loaded: type only then.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
      await page.keyboard.type(SYRUP.slice(0, 5));
      await page.keyboard.press('Enter');
      await page.getByRole('group').filter({ hasText: 'TX-101' }).waitFor();
      await screenshots(page, `${language}-stocktake-counting`);
    }
  });
});
