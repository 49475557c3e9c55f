import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  acceptDialog,
  adminToken,
  callApi,
  pickOption,
  seedSupplierAndBrand,
  setLanguage,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type RunningApp,
  reportPageOnFailure,
  screenshots,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** The stock ledger from the stock screen: a batch corrected by hand with a reason, then its history and price changes. */
const PRODUCT = 'Doliprane 1000';

let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;

const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

async function seed(): Promise<void> {
  token = await adminToken(app.url);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Sanofi Maroc', email: 'contact@sanofi.ma', mobile: '0522000009', address: 'Casablanca' },
    supplier: { name: 'Omar Bennani', email: 'omar@sanofi.ma', mobile: '0661000009' },
    category: 'Antalgiques',
    brand: 'Sanofi',
  });
  await call('POST', '/products', { name: PRODUCT, brand: brandId, unit: unitId, vatRate: 7 });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      {
        product: products[0].id,
        quantity: 10,
        buyingPrice: 12,
        sellingPrice: 19.6,
        manufactureDate: day(-30),
        expireDate: day(400),
        batchNumber: 'DL-7781',
      },
    ],
  });
  const stock = await call<{ content: { id: number }[] }>('POST', '/stock/search', { stock: {}, page: 0, size: 10 });
  await call('POST', '/stock/update-price', { stockId: stock.content[0].id, newPrice: 21.5 });
}

beforeAll(async () => {
  ({ app, browser } = await startShop());
  await seed();
  ({ page } = await openPage(browser, app, { signIn: { language: 'fr' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser }));

describe('the stock ledger on screen', () => {
  it('corrects a batch from the keyboard with a reason, and its history shows the reception, the correction and the price change', async () => {
    await page.goto(`${app.url}/stock`);
    const adjust = page.getByRole('button', { name: `Ajuster ${PRODUCT} (lot DL-7781)` });
    await adjust.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ajuster le stock' });
    await dialog.waitFor();
    await page.keyboard.type('-3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cas');
    await pickOption(page, page.getByRole('option', { name: 'Casse' }));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Boîtes écrasées à la livraison');
    expect(await dialog.textContent()).toContain('Nouvelle quantité : 7');
    await screenshots(page, 'fr-stock-adjust');
    await dialog.getByRole('button', { name: 'Ajuster' }).press('Enter');
    await acceptDialog(page, 'Stock ajusté');
    await page.getByRole('row').filter({ hasText: PRODUCT }).getByRole('cell', { name: '7', exact: true }).waitFor();

    await page.getByRole('button', { name: `Historique de ${PRODUCT} (lot DL-7781)` }).click();
    const history = page.getByRole('dialog', { name: `Historique de ${PRODUCT} · DL-7781` });
    const movements = history.getByRole('table', { name: 'Mouvements de stock' });
    await expect.poll(() => movements.getByRole('row').count()).toBe(3);
    const rows = await movements.getByRole('row').allTextContents();
    expect(rows[1]).toContain('Ajustement');
    expect(rows[1]).toContain('-3');
    expect(rows[1]).toContain('Casse · Boîtes écrasées à la livraison');
    expect(rows[2]).toContain('Réception');
    expect(rows[2]).toContain('+10');
    expect(rows[2]).toMatch(/BR-\d{4}-000001/);
    await screenshots(page, 'fr-stock-history');
    await history.getByRole('tab', { name: 'Changements de prix' }).click();
    const prices = history.getByRole('table', { name: 'Changements de prix' });
    await expect.poll(async () => (await prices.getByRole('row').allTextContents())[1]).toMatch(/19,60.*21,50.*Administrator/);
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage(app.url, ADMIN_EMAIL, ADMIN_PASSWORD, 'ar');
    await page.goto(`${app.url}/stock`);
    await page.getByRole('button', { name: `سجل ${PRODUCT} (التشغيلة DL-7781)` }).click();
    await page.getByRole('dialog').getByRole('table', { name: 'حركات المخزون' }).getByRole('row').nth(2).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshots(page, 'ar-stock-history');
  });
});
