/**
 * The counter as a clerk sells: scans, paid in cash or on credit, first expiry first out, expired stock never sold, each basket sold once.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, type RunningApp, reportPageOnFailure } from './harness';
import { PRODUCTS, SHOTS, counterScreen, day, openCounter, plain, seedCounter, type PrintCounting } from './support/counter';
import { closeShop, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let supplierId: number;

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  ({ token, supplierId } = await seedCounter(app));
  ({ context, page } = await openCounter(browser, app));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));
const { call, batchesOf, scanField, saleLines, savedSaleNotices, scan } = counterScreen(() => ({ app, token, page }));

describe('the counter: selling and payment', () => {
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
});
