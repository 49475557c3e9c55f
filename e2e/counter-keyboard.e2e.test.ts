/**
 * The counter from the keyboard and the scanner alone, in French and Arabic, on a phone, and when the clerk's session ends.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  acceptDialog,
  scanAtScannerPace,
  setLanguage,
  signIn,
  type RunningApp,
  reportPageOnFailure,
  contrastOnItsBackground,
} from './harness';
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
const { call, scanField, saleLines, savedSaleNotices, scan } = counterScreen(() => ({ app, token, page }));

describe('the counter: keyboard, scanner and languages', () => {
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
