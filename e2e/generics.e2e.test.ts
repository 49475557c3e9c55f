/**
 * A generic swap at the counter, in French and Arabic: a medicine scanned, its generics opened with
 * Alt+G, the cheapest chosen from the keyboard, and the sale made of the generic's first-expiring lot.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { InvoiceDetail } from '@hanout/contract';
import { adminToken, callApi, reportPageOnFailure, seedSupplierAndBrand, signIn, type RunningApp } from './harness';
import { SHOTS, STAFF, day, plain } from './support/counter';
import { closeShop, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page | undefined;
let token: string;

const paracetamol = [{ name: 'Paracétamol', strength: '500 mg' }];
const MEDICINES = [
  { name: 'Doliprane 500', barcode: '6111000000014', price: 15.4 },
  { name: 'Paracétamol Sothema 500', barcode: '6111000000021', price: 9.9 },
  { name: 'Efferalgan 500', barcode: '6111000000038', price: 18 },
];

const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  token = await adminToken(app.url);
  await call('POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const seeded = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: 'Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  for (const { name, barcode, price } of MEDICINES)
    await call('POST', '/products', {
      name,
      barcode,
      brand: seeded.brandId,
      unit: seeded.unitId,
      dci: paracetamol,
      form: 'Comprimé',
      ppv: price,
    });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=500&page=0&size=10')).content;
  const idOf = (name: string) => products.find((product) => product.name === name)!.id;
  await call('POST', '/grn', {
    supplier: seeded.supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      ...MEDICINES.map(({ name, price }) => ({
        product: idOf(name),
        quantity: 10,
        buyingPrice: 5,
        sellingPrice: price,
        manufactureDate: day(-60),
        expireDate: day(400),
        batchNumber: `${name.slice(0, 3).toUpperCase()}-LATE`,
      })),
      // The generic's lot that expires first is the one sold.
      {
        product: idOf('Paracétamol Sothema 500'),
        quantity: 5,
        buyingPrice: 5,
        sellingPrice: 9.9,
        manufactureDate: day(-60),
        expireDate: day(200),
        batchNumber: 'PAR-FIRST',
      },
    ],
  });
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

describe('generics at the counter', () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`swaps a line to its cheapest generic from the keyboard, in ${language}`, async () => {
      await context?.close();
      context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await signIn(page, app.url, STAFF.email, STAFF.password, language);
      await page.goto(`${app.url}/counter`);
      const scanField = page.getByRole('combobox').first();
      await scanField.waitFor();
      await scanField.focus();
      await page.keyboard.type(MEDICINES[0].barcode, { delay: 5 });
      await page.keyboard.press('Enter');
      const lines = page.locator('tr[data-line-product]');
      await expect.poll(() => lines.count()).toBe(1);
      await expect.poll(() => page!.getByTestId('counter-total').textContent().then(plain)).toBe('15,40DH');

      await page.keyboard.press('Alt+KeyG');
      const list = page.getByRole('dialog').getByRole('listbox');
      await list.waitFor();
      const options = list.getByRole('option');
      await expect.poll(() => options.count()).toBe(2);
      expect(await options.first().textContent()).toContain('Paracétamol Sothema 500');
      expect(plain(await options.first().textContent())).toContain('-5,50DH');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: path.join(SHOTS, `${language}-counter-generics.png`) });
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'detached' });

      await expect.poll(() => lines.first().textContent()).toContain('Paracétamol Sothema 500');
      // Its lots are read once the line is swapped: the one expiring first is shown.
      await expect.poll(() => lines.first().textContent()).toContain('PAR-FIRST');
      await expect.poll(() => page!.getByTestId('counter-total').textContent().then(plain)).toBe('9,90DH');
      // The focus is back in the scan field: F9 finishes the sale of the generic.
      const sold = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/invoice'));
      await page.keyboard.press('F9');
      const invoiceId = Number((await sold).headers()['x-document-id']);
      const invoice = await call<InvoiceDetail>('GET', `/invoice/${invoiceId}`);
      expect(invoice.invoiceItems.map((item) => [item.product.name, item.stock.batchNumber, item.quantity])).toEqual([
        ['Paracétamol Sothema 500', 'PAR-FIRST', 1],
      ]);
    });
  }
});
