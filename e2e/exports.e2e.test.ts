/**
 * A list's export from the browser: the stock filtered on screen downloads as an Excel file holding
 * every batch the filters select (not only the page shown), buying prices for the administrator; the
 * customers' search as a CSV from the keyboard, in French. The menu at 1366 and 390 px, in the three
 * languages, is screenshot for a look.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { adminToken, callApi, seedSupplierAndBrand, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

const SHOTS = path.join(import.meta.dirname, 'screenshots');
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** `days` from today, YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** More Doliprane batches than one page of the stock screen shows. */
const BATCHES = 14;

async function seed() {
  const token = await adminToken(app.url);
  const call = <T>(method: string, path: string, body?: unknown) => callApi<T>(app.url, token, method, path, body);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: '41 Rue Mohammed V, Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  for (const name of ['Doliprane 1000 mg', 'Smecta']) await call('POST', '/products', { name, brand: brandId, unit: unitId });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const line = (name: string, index: number) => ({
    product: products.find((product) => product.name === name)!.id,
    quantity: 10 + index,
    buyingPrice: 12.4,
    sellingPrice: 18.5,
    manufactureDate: day(-60),
    expireDate: day(100 + index),
    batchNumber: `${name.slice(0, 3).toUpperCase()}-${index + 1}`,
  });
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [...Array.from({ length: BATCHES }, (_, index) => line('Doliprane 1000 mg', index)), line('Smecta', 0)],
  });
  for (const [name, mobile] of [
    ['Pharmacie Atlas', '0522334455'],
    ['Épicerie Nour', '0661223344'],
    ['Karim Benali', '0612345678'],
  ])
    await call('POST', '/customers', { name, mobile });
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  await seed();
  ({ context, page } = await openPage(browser, app, { context: { acceptDownloads: true }, signIn: {} }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

/** The open menu done fading in, for its screenshot. */
const settled = () => expect.poll(() => page.getByRole('menu').evaluate((menu) => getComputedStyle(menu).opacity)).toBe('1');

/** Clicks (or presses) what starts a download, and answers the download. */
async function downloadBy(action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

describe('exports from the lists', () => {
  it('downloads the filtered stock as an Excel file holding every matching batch, not only the page on screen', async () => {
    await page.goto(`${app.url}/stock`);
    await page.getByLabel('Product Name').fill('doliprane');
    await expect.poll(() => page.getByTestId('list-summary').textContent()).toBe(`Showing 1 to 10 of ${BATCHES} entries`);
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloadBy(() => page.getByRole('menuitem', { name: 'Excel file (.xlsx)' }).click());
    expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readXlsxFile(fs.readFileSync(await download.path()));
    expect(sheet.sheet).toBe('Stock');
    const [header, ...rows] = sheet.data;
    expect(header).toEqual([
      'Product',
      'Barcode',
      'Lot',
      'Category',
      'Brand',
      'Unit',
      'Quantity',
      'Buying Price',
      'Selling Price',
      'Manufacture Date',
      'Expire Date',
      'Expiry status',
    ]);
    expect(rows).toHaveLength(BATCHES);
    // First expiring first, as on screen; prices as numbers, dates as dates.
    expect(rows.map((row) => row[2])).toEqual(Array.from({ length: BATCHES }, (_, index) => `DOL-${index + 1}`));
    expect(rows[0]).toEqual([
      'Doliprane 1000 mg',
      null,
      'DOL-1',
      'Médicaments',
      'Sanofi',
      'Box',
      10,
      12.4,
      18.5,
      new Date(`${day(-60)}T00:00:00Z`),
      new Date(`${day(100)}T00:00:00Z`),
      'In date',
    ]);
  });

  it('downloads the customers the search finds as a French CSV, from the keyboard', async () => {
    await callApi(app.url, await adminToken(app.url), 'PUT', '/users/me/language', { language: 'fr' });
    await page.goto(`${app.url}/customers`);
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('pharmacie');
    await expect.poll(() => page.getByTestId('list-summary').textContent()).toBe('1 à 1 sur 1 élément');
    await page.getByRole('button', { name: 'Exporter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Fichier CSV (.csv)' }).waitFor();
    await settled();
    await page.screenshot({ path: path.join(SHOTS, 'fr-customers-export-1366.png') });
    const download = await downloadBy(async () => {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    });
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual([
      ['Nom', 'Type', 'ICE', 'Téléphone', 'Adresse', 'Plafond de crédit (DH)'],
      ['Pharmacie Atlas', 'Particulier', '', '0522334455', '', ''],
    ]);
  });

  it('shows the menu at 1366 and 390 px in Arabic and English too', async () => {
    for (const language of ['ar', 'en'] as const) {
      await callApi(app.url, await adminToken(app.url), 'PUT', '/users/me/language', { language });
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${app.url}/invoice/history`);
        const button = page.getByRole('button', { name: language === 'ar' ? 'تصدير' : 'Export' });
        await button.click();
        await page.getByRole('menuitem').first().waitFor();
        await settled();
        await page.screenshot({ path: path.join(SHOTS, `${language}-invoices-export-${width}.png`) });
        await page.keyboard.press('Escape');
        // Nothing sticks out of the page at 390 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  });
});
