import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eanCheckDigit } from '@hanout/contract';
import { adminToken, callApi, pickOption, signIn, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** A pharmacy's first day: its 5,000 products loaded from a file through the Import screen, then a file with a mistake refused. */
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const ROWS = 5_000;

let app: RunningApp;
let browser: Browser;
let page: Page;

/** A product file as a wholesaler's export gives it: French headers, separated by ';', 20 brands in 5 categories. */
function productFile(rows: number, mistake?: number): Buffer {
  const lines = ['Désignation;Code-barres;Marque;Catégorie;Unité;TVA;Seuil'];
  for (let index = 1; index <= rows; index++) {
    const body = `611${String(index).padStart(9, '0')}`;
    const code = index === mistake ? `${body}${(eanCheckDigit(body) + 1) % 10}` : `${body}${eanCheckDigit(body)}`;
    lines.push(`Produit ${String(index).padStart(5, '0')};${code};Labo ${index % 20};Famille ${index % 5};Box;20;${index % 7}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function choose(file: Buffer, name: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  ({ page } = await openPage(browser, app, { timeout: 30_000 }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser }));

describe('importing products through the browser', () => {
  it('previews a file with a bad row, lists it apart, and keeps the import button disabled', async () => {
    await signIn(page, app.url, undefined, undefined, 'fr');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(/\/imports$/);
    await choose(productFile(60, 42), 'produits.csv');
    const counts = page.getByTestId('import-counts');
    await expect.poll(() => counts.textContent()).toContain('Erreur : 1');
    await expect.poll(() => page.getByRole('button', { name: /Importer 59 lignes/ }).isDisabled()).toBe(true);
    // The file field is emptied once read: the same file, corrected on disk and chosen again, is a new choice for the browser.
    expect(await page.locator('input[type=file]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await page.getByText('Lignes en erreur', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Aperçu de l’import' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr').textContent()).toContain(
      'Code-barres : Le dernier chiffre du code-barres ne correspond pas à sa clé EAN',
    );
    await page.screenshot({ path: path.join(SHOTS, 'imports-errors-fr-1366.png'), fullPage: true });
  });

  it(`imports ${ROWS} products in one go: upload, preview, confirm the new brands, commit`, async () => {
    const started = Date.now();
    await choose(productFile(ROWS), 'catalogue.csv');
    const counts = page.getByTestId('import-counts');
    await expect.poll(() => counts.textContent(), { timeout: 30_000 }).toContain(`Nouveau : ${ROWS}`);
    const previewed = Date.now();
    expect(await counts.textContent()).toContain('Erreur : 0');
    const button = page.getByRole('button', { name: `Importer ${ROWS} lignes` });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Les créer').check();
    await page.screenshot({ path: path.join(SHOTS, 'imports-preview-fr-1366.png') });
    await button.click();
    const done = page.getByRole('status').filter({ hasText: 'Import terminé' });
    await done.waitFor({ timeout: 60_000 });
    const committed = Date.now();
    expect(await done.textContent()).toContain(`${ROWS} ajoutés`);
    console.log(`browser import of ${ROWS} products: preview ${previewed - started} ms, commit ${committed - previewed} ms`);

    const token = await adminToken(app.url);
    const products = await callApi<{ totalElements: number }>(app.url, token, 'GET', '/products/search?text=&page=0&size=10');
    expect(products.totalElements).toBe(ROWS);
    const brands = await callApi<unknown[]>(app.url, token, 'GET', '/brands');
    expect(brands).toHaveLength(20);
  });

  it('reads in Arabic and English, at 1366 and 390 px, and is used from the keyboard', async () => {
    for (const [language, width] of [
      ['ar', 1366],
      ['ar', 390],
      ['fr', 390],
      ['en', 1366],
      ['en', 390],
    ] as const) {
      // A new context each time: a signed-in browser is sent away from the sign-in page.
      await page.context().close();
      page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
      await signIn(page, app.url, undefined, undefined, language);
      await page.goto(`${app.url}/imports`);
      await choose(productFile(30, 7), 'x.csv');
      await page.getByTestId('import-counts').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `imports-${language}-${width}.png`), fullPage: true });
    }
    // From the keyboard: the kind's select opens with the arrows and Enter picks one.
    await page.getByRole('combobox', { name: 'What the file holds' }).focus();
    await pickOption(page, page.getByRole('option', { name: 'Customers' }));
    expect(await page.getByRole('combobox', { name: 'What the file holds' }).inputValue()).toBe('Customers');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose a CSV or XLSX file');
  });
});
