/**
 * Dispensing on prescription, as a pharmacist does it at the counter in French and Arabic: a scheduled
 * medicine scanned, F9, the prescription typed from the keyboard (a narcotic asking the patient's
 * national ID), the sale made; then the ordonnancier on screen and its PDF.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, callApi, reportPageOnFailure, seedSupplierAndBrand, signIn, type RunningApp } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

const SHOTS = path.join(import.meta.dirname, 'screenshots');
const LEXOMIL = { name: 'Lexomil 6 mg', barcode: '6111000000069', schedule: 'C' };
const SKENAN = { name: 'Skenan LP 30 mg', barcode: '6111000000076', schedule: 'B' };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);

interface Entry {
  number: string;
  prescriber: { name: string; inpe: string | null };
  patient: { name: string; nationalId: string | null };
  product: { name: string };
  document: { number: string };
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  token = await adminToken(app.url);
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Sothema', email: 'contact@sothema.ma', mobile: '0522000001', address: 'Bouskoura' },
    supplier: { name: 'Sothema Distribution', email: 'vente@sothema.ma', mobile: '0661000002' },
    category: 'Psychotropes',
    brand: 'Roche',
  });
  for (const product of [LEXOMIL, SKENAN]) await call('POST', '/products', { ...product, brand: brandId, unit: unitId });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const line = (name: string, batchNumber: string) => ({
    product: products.find((product) => product.name === name)!.id,
    quantity: 20,
    buyingPrice: 20,
    sellingPrice: 35,
    manufactureDate: day(-60),
    expireDate: day(400),
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [line(LEXOMIL.name, 'LX-2026'), line(SKENAN.name, 'SK-7')],
  });
  ({ context, page } = await openPage(browser, app, { signIn: { language: 'fr' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

/** Signs out (the token forgotten) and in again, the screens in `language`. */
async function signInAgain(language: 'fr' | 'ar') {
  await page.goto(`${app.url}/auth/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, app.url, undefined, undefined, language);
}

/** Scans a box at the counter, the scan field having the focus. */
async function scan(code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

describe('dispensing on prescription', () => {
  it('asks the prescription at F9 and takes it from the keyboard, in French', async () => {
    await page.goto(`${app.url}/counter`);
    await page.getByRole('combobox', { name: /^Scanner ou saisir un produit/ }).waitFor();
    await scan(LEXOMIL.barcode);
    await page.getByRole('table', { name: 'Lignes de la vente' }).getByRole('row').filter({ hasText: LEXOMIL.name }).waitFor();
    await page.getByText('Ordonnance requise').waitFor();
    await page.keyboard.press('F9');
    const dialog = page.getByRole('dialog', { name: 'Ordonnance' });
    await dialog.waitFor();
    // The prescriber's name has the focus; Tab goes from field to field, Enter saves and finishes the sale.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.type('Dr Karim Amrani');
    await page.keyboard.press('Tab');
    await page.keyboard.type('100200300');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fatima Zahra Bennani');
    await page.keyboard.press('Tab');
    await page.keyboard.type('CD123456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12 rue Atlas, Fès');
    await page.screenshot({ path: path.join(SHOTS, 'fr-counter-prescription-1366.png') });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const saved = page.getByRole('status').filter({ hasText: /FA-\d{4}-\d{6}/ });
    await saved.waitFor();
    const invoice = /FA-\d{4}-\d{6}/.exec((await saved.textContent()) ?? '')![0];

    const entries = (await call<{ content: Entry[] }>('GET', '/registers/prescriptions?size=10')).content;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      number: expect.stringMatching(/^ORD-\d{4}-000001$/),
      prescriber: { name: 'Dr Karim Amrani', inpe: '100200300' },
      patient: { name: 'Fatima Zahra Bennani', nationalId: 'CD123456' },
      product: { name: LEXOMIL.name },
      document: { number: invoice },
    });
  });

  it('asks a narcotic’s national ID and suggests the prescriber already recorded, in Arabic on a phone', async () => {
    await signInAgain('ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/counter`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('combobox', { name: /^امسح أو اكتب/ }).focus();
    await scan(SKENAN.barcode);
    await page.getByRole('row').filter({ hasText: SKENAN.name }).waitFor();
    await page.keyboard.press('F9');
    const dialog = page.getByRole('dialog', { name: 'الوصفة' });
    await dialog.waitFor();
    await page.keyboard.type('Dr Karim');
    // The prescriber recorded on the first sale is suggested: picked, he brings his INPE.
    await page.getByRole('option', { name: 'Dr Karim Amrani' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'INPE' }).inputValue()).toBe('100200300');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Youssef Tazi');
    await page.keyboard.press('Enter');
    // Without the national ID the form stays, saying so.
    await dialog.getByText('المخدر (الجدول ب) يتطلب رقم البطاقة الوطنية للمريض').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'ar-counter-prescription-390.png') });
    await dialog.getByRole('textbox', { name: /رقم البطاقة الوطنية/ }).focus();
    await page.keyboard.type('BE 998877');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: /FA-\d{4}-\d{6}/ })
      .waitFor();
    const entries = (await call<{ content: Entry[] }>('GET', '/registers/prescriptions?size=10')).content;
    expect(entries.map((entry) => [entry.product.name, entry.patient.nationalId])).toEqual([
      [LEXOMIL.name, 'CD123456'],
      [SKENAN.name, 'BE998877'],
    ]);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('shows the ordonnancier and opens its PDF, in Arabic and French', async () => {
    for (const language of ['ar', 'fr'] as const) {
      await signInAgain(language);
      await page.goto(`${app.url}/registers/prescriptions`);
      const row = page.getByRole('row').filter({ hasText: 'Youssef Tazi' });
      await row.waitFor();
      expect(await row.textContent()).toContain('BE998877');
      await page.screenshot({ path: path.join(SHOTS, `${language}-ordonnancier-1366.png`), fullPage: true });
      const report = page.waitForResponse((response) => response.url().includes('/api/registers/prescriptions/report'));
      await page.getByRole('button', { name: language === 'fr' ? 'Imprimer le registre' : 'طباعة السجل' }).click();
      const answer = await report;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      // What was opened, read again: in the shop's document language (French by default), whatever the screen's.
      const pdf = Buffer.from(await call<ArrayBuffer>('GET', '/registers/prescriptions/report'));
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
      for (const part of ['Ordonnancier', 'ORD-', 'Dr Karim Amrani', 'Youssef Tazi', 'Tableau B', 'SK-7']) expect(text).toContain(part);
    }
  });

  it('reads a narcotic’s register, its balance the stock, and opens its PDF', async () => {
    await page.goto(`${app.url}/registers/narcotics`);
    const picker = page.getByPlaceholder('Nom ou DCI');
    await picker.click();
    await page.keyboard.type('Sken');
    await page.getByRole('option', { name: SKENAN.name }).click();
    const rows = page.getByRole('table', { name: 'Registre des stupéfiants' }).getByRole('row');
    await rows.filter({ hasText: 'SK-7' }).first().waitFor();
    // Received 20, sold 1: the last balance is the stock.
    await expect.poll(() => rows.last().textContent()).toContain('19');
    expect(await page.getByText('Solde à la fin de la période').locator('xpath=..').textContent()).toContain('19');
    await page.screenshot({ path: path.join(SHOTS, 'fr-narcotics-1366.png'), fullPage: true });
    const report = page.waitForResponse((response) => response.url().includes('/api/registers/narcotics/report'));
    await page.getByRole('button', { name: 'Imprimer le registre' }).click();
    const answer = await report;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
  });
});
