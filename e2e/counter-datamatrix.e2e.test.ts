/**
 * A box's GS1 DataMatrix at the counter, in French and Arabic: the scan sells exactly its lot (not the
 * one first to expire), keeps its serial, refuses an expired lot with its date; a line's lot is changed
 * from the keyboard.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { reportPageOnFailure, setLanguage, type RunningApp } from './harness';
import { PRODUCTS, SHOTS, STAFF, counterScreen, day, openCounter, seedCounter } from './support/counter';
import { closeShop, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  ({ token } = await seedCounter(app));
  ({ context, page } = await openCounter(browser, app));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));
const { call, batchesOf, scan } = counterScreen(() => ({ app, token, page }));
/** The sale's rows, its header first: the table's and the field's names are in the screen's language. */
const saleLines = () => page.getByRole('table').getByRole('row');
const scanField = () => page.getByRole('combobox').first();

const DOLIPRANE = PRODUCTS[0];
/**
 * The GS1 element string of a Doliprane box: AI 01 its GTIN-14 (the EAN-13 after an indicator 0),
 * expiry, lot, serial; '|' for the separator, as a scanner may be set to type it.
 */
const box = (lot: string, expiry: string, serial?: string) =>
  `]d2010${DOLIPRANE.barcode}17${expiry.slice(2).replaceAll('-', '')}10${lot}${serial ? `|21${serial}` : ''}`;
const dayFirst = (date: string) => date.split('-').reverse().join('/');
const lots = async () => Object.fromEntries((await batchesOf(DOLIPRANE.name)).map((batch) => [batch.batchNumber, batch.quantity]));

interface SoldLine {
  stock: { batchNumber: string };
  quantity: number;
  serial?: string;
}
/** The lines of the last sale, as its invoice keeps them. */
async function lastSaleLines(): Promise<[string, number, string | undefined][]> {
  const [last] = (await call<{ content: { id: number }[] }>('POST', '/invoice/search', { page: 0, size: 10 })).content;
  const invoice = await call<{ invoiceItems: SoldLine[] }>('GET', `/invoice/${last.id}`);
  return invoice.invoiceItems.map((line) => [line.stock.batchNumber, line.quantity, line.serial]);
}

async function openIn(language: 'fr' | 'ar') {
  await setLanguage(app.url, STAFF.email, STAFF.password, language);
  await page.goto(`${app.url}/counter`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(language);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), { timeout: 10_000 }).toBe('combobox');
}

async function finishSale() {
  await page.keyboard.press('F9');
  await expect.poll(() => saleLines().count()).toBe(0);
}

describe('the counter: a box’s DataMatrix', () => {
  it('in French: sells the lot scanned with its serial, and refuses an expired lot with its date', async () => {
    await openIn('fr');
    // The lot expiring soon (DOL-NEAR) would go first: the box scanned is of DOL-NEW. Its separator
    // comes as a scanner's Ctrl+], which the field keeps.
    await page.keyboard.type(box('DOL-NEW', day(400)), { delay: 5 });
    await page.keyboard.press('Control+BracketRight');
    await scan('21SN-FR-1');
    await expect.poll(() => saleLines().count()).toBe(2);
    const line = saleLines().nth(1);
    // Taken from DOL-NEW at its price (19,00 DH), not from DOL-NEAR (18,50 DH).
    await expect.poll(() => line.textContent()).toMatch(/Lot DOL-NEW · [\d/]+ · 1 × 19,00/);
    const picker = line.getByRole('combobox', { name: `Lot de ${DOLIPRANE.name}` });
    expect(await picker.locator('option:checked').textContent()).toContain('DOL-NEW');

    // The same box scanned again is not sold twice.
    await scan(box('DOL-NEW', day(400), 'SN-FR-1'));
    await expect.poll(() => page.getByText(/déjà dans la vente/).count()).toBe(1);
    // An expired lot is refused, its date said; nothing else is sold in its place.
    await scan(box('DOL-OLD', day(-3), 'SN-FR-2'));
    await expect
      .poll(() => page.getByText(`Le lot DOL-OLD de ${DOLIPRANE.name} est périmé depuis le ${dayFirst(day(-3))}`, { exact: false }).count())
      .toBe(1);
    expect(await saleLines().count()).toBe(2);
    await page.screenshot({ path: path.join(SHOTS, 'fr-counter-datamatrix-1366.png'), fullPage: true });

    await scanField().focus();
    await finishSale();
    expect(await lastSaleLines()).toEqual([['DOL-NEW', 1, 'SN-FR-1']]);
    expect(await lots()).toMatchObject({ 'DOL-NEAR': 1, 'DOL-NEW': 9 });
  });

  it('in Arabic: a scanned box and a line moved by hand to another lot, from the keyboard, on a phone', async () => {
    await openIn('ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await scan(box('DOL-NEW', day(400), 'SN-AR-1'));
    // The same product scanned by its EAN: a line first expiring first, from DOL-NEAR.
    await scan(DOLIPRANE.barcode);
    await expect.poll(() => saleLines().count()).toBe(3);
    await expect.poll(() => saleLines().nth(2).textContent()).toContain('DOL-NEAR');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'ar-counter-datamatrix-390.png'), fullPage: true });

    // Its lot, changed with the arrows: DOL-NEAR, then DOL-NEW, where it joins the scanned box's line.
    const picker = saleLines()
      .nth(2)
      .getByRole('combobox', { name: `تشغيلة ${DOLIPRANE.name}` });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => picker.locator('option:checked').textContent()).toContain('DOL-NEAR');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => saleLines().count()).toBe(2);
    const quantity = saleLines().nth(1).getByRole('textbox');
    expect(await quantity.inputValue()).toBe('2');

    await page.setViewportSize({ width: 1366, height: 900 });
    await scanField().focus();
    await finishSale();
    expect(await lastSaleLines()).toEqual([['DOL-NEW', 2, 'SN-AR-1']]);
    expect(await lots()).toMatchObject({ 'DOL-NEAR': 1, 'DOL-NEW': 7 });
  });
});
