import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  acceptDialog,
  adminToken,
  callApi,
  scanAtScannerPace,
  seedSupplierAndBrand,
  setLanguage,
  signIn,
  type RunningApp,
  reportPageOnFailure,
  contrastOnItsBackground,
} from './harness';
import { closeShop, startShop } from './support/shop';

/** The counter as a clerk uses it: scans, the keyboard only, first expiry first out, expired stock never sold. */
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const STAFF = { name: 'Karim Comptoir', username: 'karim', email: 'karim@hanout.test', password: 'karim-secret', mobile: '0611443322' };
/** EAN-13 codes with their check digits, as printed on the boxes. */
const PRODUCTS = [
  { name: 'Doliprane 1000 mg', barcode: '6111000000014' },
  { name: 'Smecta', barcode: '6111000000021' },
  { name: 'Gaviscon', barcode: '6111000000038' },
  { name: 'Vitamine C Upsa', barcode: '6111000000045' },
  { name: 'Spasfon', barcode: '6111000000052' },
] as const;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let supplierId: number;
type PrintCounting = Window & { printedReceipts?: number };

function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
/** Amounts as shown, without the grouping marks and spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0.]/g, '');

interface Batch {
  id: number;
  quantity: number;
  batchNumber: string | null;
  product: { name: string };
}
const batchesOf = async (productName: string) =>
  (await call<{ content: Batch[] }>('POST', '/stock/search', { stock: { productName }, page: 0, size: 50 })).content;

/**
 * The catalogue and its stock: Doliprane in three lots (one expired, one expiring within the
 * near-expiry days, one later), the others in one lot each, and Spasfon only in an expired lot.
 */
async function seed() {
  token = await adminToken(app.url);
  await call('POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const seeded = await seedSupplierAndBrand(call, {
    company: { name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000001', address: 'Casablanca' },
    supplier: { name: 'Rachid Alami', email: 'rachid@cooper.ma', mobile: '0661000002' },
    category: 'Médicaments',
    brand: 'Sanofi',
  });
  supplierId = seeded.supplierId;
  for (const product of PRODUCTS) await call('POST', '/products', { ...product, brand: seeded.brandId, unit: seeded.unitId });
  const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=&page=0&size=10')).content;
  const line = (name: string, quantity: number, sellingPrice: number, expireDate: string, batchNumber: string) => ({
    product: products.find((p) => p.name === name)!.id,
    quantity,
    buyingPrice: 10,
    sellingPrice,
    manufactureDate: day(-60),
    expireDate,
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      line('Doliprane 1000 mg', 4, 18.5, day(2), 'DOL-OLD'),
      line('Doliprane 1000 mg', 1, 18.5, day(30), 'DOL-NEAR'),
      line('Doliprane 1000 mg', 10, 19, day(400), 'DOL-NEW'),
      line('Smecta', 10, 32.9, day(300), 'SME-1'),
      line('Gaviscon', 10, 45, day(300), 'GAV-1'),
      line('Vitamine C Upsa', 10, 27.6, day(300), 'VIT-1'),
      line('Spasfon', 6, 24, day(3), 'SPA-OLD'),
    ],
  });
  // Time passes: two lots expire (a GRN cannot receive them already expired).
  const database = new Database(path.join(app.dataDir, 'hanout.sqlite'));
  database.pragma('busy_timeout = 5000');
  database.prepare(`update stocks set expire_date = ? where batch_number in ('DOL-OLD', 'SPA-OLD')`).run(day(-3));
  database.close();
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  await seed();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Headless Chromium cannot print a PDF (its page crashes): in every frame, print only counts.
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as PrintCounting;
      top.printedReceipts = (top.printedReceipts ?? 0) + 1;
    };
  });
  page = await context.newPage();
  // Closing or reloading during a sale asks first: the clerk confirms.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, app.url, STAFF.email, STAFF.password);
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

const scanField = () => page.getByRole('combobox', { name: /^Scan or type a product/ });
const saleLines = () => page.getByRole('table', { name: 'Sale lines' }).getByRole('row');
/** The panel that names a sale once it is saved. */
const savedSaleNotices = () => page.getByRole('status').filter({ hasText: /Sale FA-/ });
async function scan(code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}
describe('the counter', () => {
  it('is the staff’s home: a sale of 5 items, 4 products, scanned with one repeat, paid in cash with change, receipt printed, from the keyboard alone', async () => {
    expect(new URL(page.url()).pathname).toBe('/counter');
    // The scan field has the focus from the start: the scanner types there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    const started = Date.now();
    const [doliprane, smecta, gaviscon, vitamine] = PRODUCTS;
    await scan(doliprane.barcode);
    await scan(smecta.barcode);
    await scan(doliprane.barcode);
    await scan(gaviscon.barcode);
    await scan(vitamine.barcode);
    await expect.poll(() => saleLines().count()).toBe(5);
    const dolipraneLine = saleLines().filter({ hasText: doliprane.name });
    expect(await dolipraneLine.getByRole('textbox', { name: `Quantity of ${doliprane.name}` }).inputValue()).toBe('2');
    // First expiry first out, the expired lot left out: one from the lot expiring soon (amber), one from the next.
    await expect.poll(() => dolipraneLine.textContent()).toContain('Lot DOL-NEAR');
    const text = (await dolipraneLine.textContent())!;
    expect(text).toContain('Expires soon');
    expect(text).toContain('Lot DOL-NEW');
    expect(text).not.toContain('DOL-OLD');
    // 18.50 + 19.00 + 32.90 + 45.00 + 27.60
    await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe('143,00DH');

    await page.keyboard.press('F7');
    await page.keyboard.type('200');
    await expect.poll(async () => plain(await page.getByTestId('counter-change').textContent())).toBe('57,00DH');
    await page.keyboard.press('F9');
    const saved = page.getByRole('status').filter({ hasText: /Sale FA-\d{4}-\d{6} saved/ });
    await saved.waitFor();
    const elapsed = Date.now() - started;
    console.log(`counter: 5 items scanned, paid and saved in ${(elapsed / 1000).toFixed(1)} s`);
    expect(await saved.textContent()).toContain('Change');

    const receipt = page.waitForResponse((response) => /\/api\/invoice\/\d+\/receipt$/.test(response.url()));
    await page.keyboard.press('F8');
    const answer = await receipt;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    // The receipt went to the browser's print dialog (headless Chromium has none: the test counts the calls).
    await expect.poll(() => page.evaluate(() => (window as PrintCounting).printedReceipts)).toBe(1);

    // The new sale starts empty, the scan field ready.
    expect(await saleLines().count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.screenshot({ path: path.join(SHOTS, 'en-counter-sold-1366.png'), fullPage: true });

    // What was sold, and from which lots: the expired lot is untouched.
    const lots = Object.fromEntries((await batchesOf(doliprane.name)).map((batch) => [batch.batchNumber, batch.quantity]));
    expect(lots).toEqual({ 'DOL-OLD': 4, 'DOL-NEW': 9 });
  });

  it('never sells an expired lot: shown red on the stock screen, left out of the picker, refused at the counter', async () => {
    await scan(PRODUCTS[4].barcode);
    await expect.poll(() => page.getByText('Spasfon is out of stock (expired batches are never sold)').isVisible()).toBe(true);
    expect(await saleLines().count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Stock', exact: true }).click();
    const expiredRow = page.getByRole('row').filter({ hasText: 'SPA-OLD' });
    await expiredRow.waitFor();
    const expiry = expiredRow.getByText(/Expired/);
    expect(await expiry.evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\(\s*2\d\d,\s*\d{1,2},\s*\d{1,2}\)$/);
    await page.screenshot({ path: path.join(SHOTS, 'en-stock-expiry-1366.png'), fullPage: true });
    const near = page.getByRole('row').filter({ hasText: 'SME-1' });
    expect(await near.getByText(/Expires soon/).count()).toBe(0);

    await page.goto(`${app.url}/invoice`);
    await page.getByRole('button', { name: 'SELECT STOCK' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Stock' });
    await picker.getByRole('row').filter({ hasText: 'DOL-NEW' }).waitFor();
    expect(
      await picker
        .getByRole('row')
        .filter({ hasText: /DOL-OLD|SPA-OLD/ })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('says an expired lot typed is expired and when, hides the change of a refused amount, and clears a scan error at the next action', async () => {
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    await scanField().focus();
    await scan('SPA-OLD');
    const [year, month, date] = day(-3).split('-');
    const expired = page.getByText(`Lot SPA-OLD of Spasfon expired on ${date}/${month}/${year}: expired stock is never sold.`);
    await expect.poll(() => expired.isVisible()).toBe(true);
    expect(await page.getByText(/No product matches/).count()).toBe(0);

    await scan(PRODUCTS[1].barcode);
    // Its header and the line.
    await expect.poll(() => saleLines().count()).toBe(2);
    // The next action (here the scan) took the message away.
    expect(await expired.count()).toBe(0);
    await scan('nothing-like-it');
    const missed = page.getByText('No product matches “nothing-like-it”');
    await expect.poll(() => missed.isVisible()).toBe(true);
    await page.keyboard.press('F7');
    await page.keyboard.type('2000');
    expect(await missed.count()).toBe(0);
    // 2000 for 32,90 is refused as a slip: no change of 1 967,10 DH is shown to be handed over.
    await expect.poll(() => page.getByText(/Check the amount received/).isVisible()).toBe(true);
    expect(await page.getByTestId('counter-change').count()).toBe(0);
    await page.keyboard.press('Backspace');
    await expect.poll(async () => plain(await page.getByTestId('counter-change').textContent())).toBe('167,10DH');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel this sale' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('lists the stock on a phone in French and Arabic with each batch’s quantity and expiry colour in view, nothing scrolled sideways', async () => {
    onTestFinished(async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await setLanguage(app.url, STAFF.email, STAFF.password, 'en');
    });
    for (const language of ['fr', 'ar'] as const) {
      await setLanguage(app.url, STAFF.email, STAFF.password, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${app.url}/stock`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(language);
      const expiredRow = page.getByRole('row').filter({ hasText: 'SPA-OLD' });
      await expiredRow.waitFor();
      await page.screenshot({ path: path.join(SHOTS, `${language}-stock-390.png`), fullPage: true });
      const overflow = await page.evaluate(() => {
        const table = document.querySelector('table');
        const container = table?.parentElement;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: container ? container.scrollWidth - container.clientWidth : -1,
        };
      });
      expect(overflow, language).toEqual({ page: 0, table: 0 });
      const cells = expiredRow.getByRole('cell');
      const quantity = cells.filter({ hasText: /^6$/ });
      const expiry = cells.filter({ hasText: `${day(-3).split('-').reverse().join('/')}` });
      for (const cell of [quantity, expiry]) {
        const box = (await cell.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= 390, `${language}: ${await cell.textContent()}`).toBe(true);
      }
      expect(
        await expiry
          .locator('span')
          .first()
          .evaluate((element) => getComputedStyle(element).color),
      ).toMatch(/^rgb\(\s*2\d\d,\s*\d{1,2},\s*\d{1,2}\)$/);
      // Read on the striped rows' grey as on white (WCAG AA, 4.5:1); the amber is checked with the alerts.
      for (const lot of ['SPA-OLD', 'DOL-OLD']) {
        const dated = page.getByRole('row').filter({ hasText: lot }).getByRole('cell').nth(2).locator('span').first();
        expect(await dated.evaluate(contrastOnItsBackground), `${language}: ${lot}`).toBeGreaterThanOrEqual(4.5);
      }
      // The footer ends the page: it never lies over a row.
      expect(await page.locator('footer').evaluate((footer) => getComputedStyle(footer).position)).toBe('static');
    }
  });

  it('keeps the sale through a reload, asks before leaving it, and sells on credit only to a named customer', async () => {
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    await page.keyboard.type('smec');
    const suggestion = page.getByRole('option', { name: /Smecta/ });
    await suggestion.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => saleLines().count()).toBe(2);
    await page.reload();
    await expect.poll(() => saleLines().count()).toBe(2);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'A sale is in progress' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/counter');
    // Signing out asks first too, and staying keeps the clerk signed in: the sale goes on (and is sold below).
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/counter');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // Credit: refused for the walk-in customer, accepted for a named one.
    await page.keyboard.press('F7');
    await page.keyboard.type('10');
    await page.keyboard.press('F9');
    await page.getByRole('alert').filter({ hasText: 'The walk-in customer pays in full' }).waitFor();
    await callApi(app.url, token, 'POST', '/customers', { ice: '001122334455667', name: 'Samira Idrissi', mobile: '0677889900' });
    await page.keyboard.press('F4');
    await page.keyboard.type('0677');
    await page.getByRole('option', { name: /Samira Idrissi/ }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: /^Customer/ }).inputValue()).toBe('Samira Idrissi · 0677889900');
    await expect.poll(async () => plain(await page.getByTestId('counter-due').textContent())).toBe('22,90DH');
    await page.keyboard.press('F9');
    await page.getByRole('status').filter({ hasText: 'Remaining due' }).waitFor();
  });

  it('sells a basket once: after its answer was lost and the page reloaded, and from a second tab showing it', async () => {
    const vitamine = PRODUCTS[3];
    const unitsLeft = async () => (await batchesOf(vitamine.name)).reduce((sum, batch) => sum + batch.quantity, 0);
    const before = await unitsLeft();
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    await scan(vitamine.barcode);
    await expect.poll(() => saleLines().filter({ hasText: vitamine.name }).count()).toBe(1);
    // Every unit left: once sold, the stock could no longer cover the basket sent again.
    const quantity = saleLines()
      .filter({ hasText: vitamine.name })
      .getByRole('textbox', { name: `Quantity of ${vitamine.name}` });
    await quantity.fill(String(before));
    await expect.poll(() => quantity.inputValue()).toBe(String(before));
    await scanField().focus();
    // The sale is made, but its answer never reaches the browser.
    await page.route('**/api/invoice', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.keyboard.press('F9');
    await page.getByRole('alert').filter({ hasText: 'No answer from the server' }).waitFor();
    await page.unrouteAll();
    expect(await unitsLeft()).toBe(0);

    // A second tab shows the same basket; the first, reloaded, sells it again: the sale already made answers.
    const other = await context.newPage();
    other.on('dialog', (dialog) => void dialog.accept());
    await other.goto(`${app.url}/counter`);
    await expect
      .poll(() => other.getByRole('table', { name: 'Sale lines' }).getByRole('row').filter({ hasText: vitamine.name }).count())
      .toBe(1);
    // F9 at once after the reload: the sale waits for the walk-in customer rather than asking for one.
    await page.reload();
    await expect.poll(() => saleLines().filter({ hasText: vitamine.name }).count()).toBe(1);
    await page.keyboard.press('F9');
    await savedSaleNotices().first().waitFor();
    expect(await unitsLeft()).toBe(0);
    // The second tab follows: its basket is gone, nothing left there to sell twice.
    await expect.poll(async () => plain(await other.getByTestId('counter-total').textContent())).toBe('0,00DH');
    await other.close();
  });

  it('sells what the screen shows: a delivery that goes first is shown before the sale is saved, and the change is the invoice’s', async () => {
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    const gaviscon = PRODUCTS[2];
    await scan(gaviscon.barcode);
    const line = saleLines().filter({ hasText: gaviscon.name });
    await expect.poll(() => line.textContent()).toContain('Lot GAV-1');
    // Emptying the quantity leaves it empty: the 3 typed next is 3, not 30; Enter goes back to the scan field.
    const quantity = line.getByRole('textbox', { name: `Quantity of ${gaviscon.name}` });
    await quantity.selectText();
    await page.keyboard.press('Backspace');
    expect(await quantity.inputValue()).toBe('');
    // A decimal comma stays as typed and is refused on its line, which takes nothing: dropped, 1,5 was sold as 15.
    await page.keyboard.type('1,5');
    expect(await quantity.inputValue()).toBe('1,5');
    await expect.poll(() => line.textContent()).toContain('Quantity must be a whole number of at least 1');
    await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe('0,00DH');
    await quantity.selectText();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    expect(await quantity.inputValue()).toBe('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe('135,00DH');

    // Meanwhile a delivery of Gaviscon expiring sooner, cheaper, is received at the back office.
    const products = (await call<{ content: { id: number; name: string }[] }>('GET', '/products/search?text=Gaviscon&page=0&size=10'))
      .content;
    await call('POST', '/grn', {
      supplier: supplierId,
      grnPayment: { payment: 0, paymentType: 'CASH' },
      grnItems: [
        {
          product: products[0].id,
          quantity: 5,
          buyingPrice: 30,
          sellingPrice: 40,
          manufactureDate: day(-10),
          expireDate: day(100),
          batchNumber: 'GAV-EARLY',
        },
      ],
    });
    await page.keyboard.press('F7');
    await page.keyboard.type('200');
    await page.keyboard.press('F9');
    await page.getByRole('alert').filter({ hasText: 'The batches or prices have changed' }).waitFor();
    await expect.poll(() => line.textContent()).toContain('Lot GAV-EARLY');
    await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe('120,00DH');
    await expect.poll(async () => plain(await page.getByTestId('counter-change').textContent())).toBe('80,00DH');
    await page.keyboard.press('F9');
    const saved = page.getByRole('status').filter({ hasText: /Sale FA-\d{4}-\d{6} saved/ });
    await saved.waitFor();
    await expect.poll(async () => plain(await saved.getByTestId('finished-sale-balance').textContent())).toBe('80,00DH');
    const lots = Object.fromEntries((await batchesOf(gaviscon.name)).map((batch) => [batch.batchNumber, batch.quantity]));
    // The first sale took one from GAV-1; this one three from the lot expiring first.
    expect(lots).toEqual({ 'GAV-1': 9, 'GAV-EARLY': 2 });
  });

  it('takes a code scanned while a quantity, the amount received or the customer has the focus as a scan, and leaves that field as it was', async () => {
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    const [doliprane, smecta] = PRODUCTS;
    await scan(doliprane.barcode);
    const quantity = saleLines()
      .filter({ hasText: doliprane.name })
      .getByRole('textbox', { name: `Quantity of ${doliprane.name}` });
    await quantity.selectText();
    await page.keyboard.type('2');
    // The clerk pauses, then scans the next box without going back to the scan field: the scanner types at once.
    await page.waitForTimeout(300);
    await scanAtScannerPace(page, smecta.barcode);
    await expect.poll(() => saleLines().filter({ hasText: smecta.name }).count()).toBe(1);
    expect(await quantity.inputValue()).toBe('2');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    // In the amount received, the scan's Enter does not finish the sale: the amount stays, the box is added.
    await page.keyboard.press('F7');
    await page.keyboard.type('500');
    await page.waitForTimeout(300);
    await scanAtScannerPace(page, smecta.barcode);
    const smectaQuantity = saleLines()
      .filter({ hasText: smecta.name })
      .getByRole('textbox', { name: `Quantity of ${smecta.name}` });
    await expect.poll(() => smectaQuantity.inputValue()).toBe('2');
    expect(await page.getByRole('textbox', { name: /^Amount received/ }).inputValue()).toBe('500');
    expect(await savedSaleNotices().count()).toBe(0);

    // In the customer's search, the scan picks nobody: the customer stays, the box is added.
    const customer = page.getByRole('textbox', { name: /^Customer/ });
    const customerBefore = await customer.inputValue();
    await page.keyboard.press('F4');
    await page.waitForTimeout(300);
    await scanAtScannerPace(page, smecta.barcode);
    await expect.poll(() => smectaQuantity.inputValue()).toBe('3');
    expect(await customer.inputValue()).toBe(customerBefore);

    // Once a line is removed from the keyboard, or a click has left every field, the next scan is not lost.
    await page.getByRole('button', { name: `Remove ${doliprane.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => saleLines().filter({ hasText: doliprane.name }).count()).toBe(0);
    await scanAtScannerPace(page, smecta.barcode);
    await expect.poll(() => smectaQuantity.inputValue()).toBe('4');
    await page.getByRole('heading', { name: 'Counter' }).click();
    await scanAtScannerPace(page, smecta.barcode);
    await expect.poll(() => smectaQuantity.inputValue()).toBe('5');
    // Nor in the payment type's list, which keeps its choice.
    const paymentType = page.getByRole('combobox', { name: 'Payment Type' });
    await paymentType.focus();
    await scanAtScannerPace(page, smecta.barcode);
    await expect.poll(() => smectaQuantity.inputValue()).toBe('6');
    expect(await paymentType.inputValue()).toBe('CASH');
    await page.keyboard.press('F9');
    await page
      .getByRole('status')
      .filter({ hasText: /Sale FA-\d{4}-\d{6} saved/ })
      .waitFor();
  });

  it('keeps a box scanned while the sale is being saved for the next sale, and never finishes a sale from a customer search', async () => {
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    const [doliprane, smecta] = PRODUCTS;
    await scan(doliprane.barcode);
    await expect.poll(() => saleLines().count()).toBe(2);
    // A name that matches nobody, then Enter: the sale is not finished.
    await page.keyboard.press('F4');
    await page.keyboard.type('Nobody Here');
    await page.getByText('No customer found').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await savedSaleNotices().count()).toBe(0);
    expect(await saleLines().count()).toBe(2);

    // The sale's save is held until a box has been scanned meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isSave = (url: URL) => url.pathname === '/api/invoice';
    await page.route(isSave, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.keyboard.press('F2');
    await page.keyboard.press('F9');
    await scan(smecta.barcode);
    await expect.poll(() => saleLines().filter({ hasText: smecta.name }).count()).toBe(1);
    // On a phone, the sale just saved (its change) is brought into view.
    await page.setViewportSize({ width: 390, height: 844 });
    release();
    const saved = page.getByRole('status').filter({ hasText: /Sale FA-\d{4}-\d{6} saved/ });
    await saved.waitFor();
    const top = async () => (await saved.boundingBox())?.y ?? -1;
    await expect.poll(async () => (await top()) >= 0 && (await top()) < 844).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.unroute(isSave);
    // Doliprane was sold; the Smecta scanned meanwhile is the next sale's, not lost.
    await expect.poll(() => saleLines().count()).toBe(2);
    expect(await saleLines().filter({ hasText: smecta.name }).count()).toBe(1);
    // Cancelling asks first: kept, the lines stay; confirmed, they go.
    await page.getByRole('button', { name: 'Cancel this sale' }).click();
    await acceptDialog(page, 'Cancel this sale?', 'Keep the sale');
    expect(await saleLines().count()).toBe(2);
    await page.getByRole('button', { name: 'Cancel this sale' }).click();
    await acceptDialog(page, 'Cancel this sale?', 'Yes, cancel it');
    await expect.poll(() => saleLines().count()).toBe(0);
  });

  it('reads in French and Arabic, at a desk’s and a phone’s width', async () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      await setLanguage(app.url, STAFF.email, STAFF.password, language);
      await page.goto(`${app.url}/counter`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(language);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), { timeout: 10_000 }).toBe('combobox');
      await page.keyboard.type(PRODUCTS[0].barcode);
      await page.keyboard.press('Enter');
      await page.keyboard.type(PRODUCTS[1].barcode);
      await page.keyboard.press('Enter');
      // Scanned at once after the load: the user's language, set elsewhere, is in before the counter is drawn.
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(3);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(SHOTS, `${language}-counter-sale-${width}.png`), fullPage: true });
        // The lines fit the screen: nothing sticks out of the page, the remove buttons included.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${language} at ${width} px`).toBe(
          true,
        );
        const remove = await page.getByRole('table').getByRole('row').last().getByRole('button').last().boundingBox();
        expect(remove!.x >= 0 && remove!.x + remove!.width <= width, `${language} at ${width} px`).toBe(true);
        // Finish stays reachable: scrolled to, nothing (a footer, the figures bar) lies over it.
        const finish = page.getByRole('button', { name: /F9/ });
        await finish.scrollIntoViewIfNeeded();
        const reachable = await finish.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(reachable, `${language} at ${width} px`).toBe(true);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      await page
        .getByRole('button')
        .filter({ hasText: /Cancel this sale|Annuler cette vente|إلغاء هذا البيع/ })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Yes, cancel it|Oui, l’annuler|نعم، ألغِه/ })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });

  it('goes to the sign-in page without asking when the session ends during a sale, and keeps the sale for the clerk', async () => {
    await setLanguage(app.url, STAFF.email, STAFF.password, 'en');
    await page.goto(`${app.url}/counter`);
    await scanField().waitFor();
    await scan(PRODUCTS[1].barcode);
    await expect.poll(() => saleLines().filter({ hasText: PRODUCTS[1].name }).count()).toBe(1);
    let asked = 0;
    const countLeavePrompts = (dialog: { type(): string }) => {
      if (dialog.type() === 'beforeunload') asked += 1;
    };
    page.on('dialog', countLeavePrompts);
    // An administrator gives the clerk a new password: the clerk's session ends.
    const staff = (await call<{ content: { id: number; email: string }[] }>('GET', `/users/search?text=${STAFF.username}&page=0&size=10`))
      .content;
    const newPassword = 'karim-secret-2026';
    await call('PUT', `/users/${staff.find((user) => user.email === STAFF.email)!.id}/password`, { newPassword });
    await page.keyboard.press('F9');
    await page.waitForURL('**/auth/login');
    expect(asked).toBe(0);
    page.off('dialog', countLeavePrompts);
    await signIn(page, app.url, STAFF.email, newPassword);
    await page.goto(`${app.url}/counter`);
    await expect.poll(() => saleLines().filter({ hasText: PRODUCTS[1].name }).count()).toBe(1);
  });
});
