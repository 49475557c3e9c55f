import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminToken,
  callApi,
  seedSupplierAndBrand,
  setLanguage,
  type RunningApp,
  reportPageOnFailure,
  screenshots,
  SCREENSHOT_DIR,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** Goods sent back to the supplier from a GRN: opened from the GRN history, two boxes back with a reason, the PDF. */
const STAFF = {
  name: 'Youssef Magasin',
  username: 'youssef',
  email: 'youssef@hanout.test',
  password: 'youssef-secret',
  mobile: '0611443366',
};
const PRODUCT = 'Sérum anti-taches';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let grnNumber: string;

const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const stockLeft = async () =>
  (
    await call<{ content: { quantity: number; product: { name: string } }[] }>('POST', '/stock/search', { stock: {}, page: 0, size: 10 })
  ).content
    .filter((line) => line.product.name === PRODUCT)
    .map((line) => line.quantity);

/** A GRN of 10 boxes of a serum close to its expiry and 6 of a cream, received by an administrator. */
async function seed(): Promise<void> {
  token = await adminToken(app.url);
  await call('POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Cosmétique Atlas', email: 'contact@atlas.ma', mobile: '0522000003', address: 'Rabat' },
    supplier: { name: 'Nadia Idrissi', email: 'nadia@atlas.ma', mobile: '0661000004' },
    category: 'Dermocosmétique',
    brand: 'La Roche-Posay',
  });
  for (const name of [PRODUCT, 'Crème Cicaplast']) await call('POST', '/products', { name, brand: brandId, unit: unitId, vatRate: 20 });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const response = await fetch(`${app.url}/api/grn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      supplier: supplierId,
      grnPayment: { payment: 0, paymentType: 'CASH' },
      grnItems: [
        {
          product: products.find((p) => p.name === PRODUCT)!.id,
          quantity: 10,
          buyingPrice: 120.5,
          sellingPrice: 189,
          manufactureDate: day(-300),
          expireDate: day(20),
          batchNumber: 'LRP-2405',
        },
        {
          product: products.find((p) => p.name === 'Crème Cicaplast')!.id,
          quantity: 6,
          buyingPrice: 60,
          sellingPrice: 95,
          manufactureDate: day(-30),
          expireDate: day(500),
        },
      ],
    }),
  });
  grnNumber = response.headers.get('x-document-number')!;
}

beforeAll(async () => {
  ({ app, browser } = await startShop());
  await seed();
  ({ context, page } = await openPage(browser, app, { signIn: { username: STAFF.email, password: STAFF.password, language: 'fr' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

describe('supplier returns', () => {
  it('opens a GRN from the history, sends 2 boxes back with a reason, opens the PDF, and the batch holds 2 fewer', async () => {
    expect(await stockLeft()).toEqual([10]);
    await page.goto(`${app.url}/grn/history`);
    await page.getByRole('link', { name: grnNumber }).click();
    await page.waitForURL(/\/grn\/\d+$/);
    await page.getByRole('heading', { name: `Bon de réception ${grnNumber}` }).waitFor();
    const lines = page.getByRole('table', { name: 'Lignes du bon de réception' });
    const serum = lines.getByRole('row').filter({ hasText: PRODUCT });
    // Close to its expiry: shown amber, with words.
    expect(await serum.textContent()).toContain('Péremption proche');
    await screenshots(page, 'fr-grn-detail');

    await page.getByRole('button', { name: 'Retour fournisseur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retour fournisseur' });
    expect(await dialog.textContent()).toContain('10 peuvent être retournés');
    await dialog.getByLabel(`Unités de ${PRODUCT} retournées`).fill('2');
    await dialog.getByLabel(`Motif du retour de ${PRODUCT}`).fill('Date de péremption trop proche');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fr-supplier-return-1366.png') });
    const pdf = page.waitForResponse((response) => /\/api\/supplier-returns\/\d+\/report$/.test(response.url()));
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Enregistrer le retour' }).click();
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    const opened = await popup;
    expect(opened.url()).toMatch(/^blob:/);
    await opened.close();

    // The GRN as issued keeps its 10 boxes, shows 2 returned and 8 left, and lists the return.
    await expect.poll(async () => (await serum.getByRole('cell').allTextContents()).slice(3, 6)).toEqual(['10', '2', '8']);
    const returns = page.getByRole('table', { name: 'Retours fournisseur' });
    await expect
      .poll(() =>
        returns
          .getByRole('row')
          .filter({ hasText: /RF-\d{4}-000001/ })
          .count(),
      )
      .toBe(1);
    expect(await stockLeft()).toEqual([8]);
    await screenshots(page, 'fr-grn-detail-returned');
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage(app.url, STAFF.email, STAFF.password, 'ar');
    await page.reload();
    await page.getByRole('heading', { name: `وصل الاستلام ${grnNumber}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForLoadState('networkidle');
    await screenshots(page, 'ar-grn-detail');
    await page.getByRole('button', { name: 'إرجاع إلى المورد' }).click();
    await page.getByRole('dialog', { name: 'إرجاع إلى المورد' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'ar-supplier-return-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'ar-supplier-return-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
