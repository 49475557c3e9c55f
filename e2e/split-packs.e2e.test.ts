/**
 * Split packs (déconditionnement) as a clerk works them, in French and Arabic: a box scanned at the
 * counter turned into units with F6, the units typed, the sale opening a box of the lot that expires
 * first; and a box opened by hand from the stock screen.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { setLanguage, type RunningApp, reportPageOnFailure } from './harness';
import { SHOTS, STAFF, counterScreen, day, openCounter, plain, seedCounter } from './support/counter';
import { closeShop, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const BOX = { name: 'Paracétamol Cooper 500 mg', barcode: '6111000000113' };
const UNIT_NAME = `${BOX.name} (unité)`;

interface Batch {
  id: number;
  quantity: number;
  batchNumber: string | null;
  sellingPrice: number;
  product: { id: number; name: string };
}

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  const seeded = await seedCounter(app);
  token = seeded.token;
  const { call } = counterScreen(() => ({ app, token, page }));
  const named = async (list: string, name: string) =>
    (await call<{ id: number; name: string }[]>('GET', list)).find((row) => row.name === name)!.id;
  await call('POST', '/products', {
    ...BOX,
    brand: await named('/brands', 'Sanofi'),
    unit: await named('/units', 'Box'),
    dci: [{ name: 'Paracétamol', strength: '500 mg' }],
    form: 'comprimé',
    unitsPerPack: 10,
    sellByUnit: true,
  });
  const [product] = (await call<{ content: { id: number }[] }>('GET', `/products/search?text=${encodeURIComponent(BOX.name)}&size=10`))
    .content;
  const line = (quantity: number, expireDate: string, batchNumber: string) => ({
    product: product.id,
    quantity,
    buyingPrice: 12,
    sellingPrice: 20.05,
    manufactureDate: day(-30),
    expireDate,
    batchNumber,
  });
  await call('POST', '/grn', {
    supplier: seeded.supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [line(2, day(500), 'PAR-LATE'), line(3, day(200), 'PAR-SOON')],
  });
  ({ context, page } = await openCounter(browser, app));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));
const { batchesOf, scan } = counterScreen(() => ({ app, token, page }));
/** The sale's lines, in any language. */
const saleLines = () => page.locator('tr[data-line-product]');
/** The counter opens with the focus in its scan field, whatever the language. */
const scanFieldFocused = () =>
  expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), { timeout: 10_000 }).toBe('combobox');
/** The product's batches by lot (the unit product's name holds the box's: each is told apart by its own). */
const byLot = async (name: string) =>
  Object.fromEntries(
    (await batchesOf(name)).filter((batch) => batch.product.name === name).map((batch) => [batch.batchNumber, batch as Batch]),
  );

describe('split packs', () => {
  it('sells units at the counter from the keyboard: F6 turns the box scanned into units, the sale opens a box of the lot expiring first', async () => {
    const texts = {
      fr: { opened: 'boîte(s) déconditionnée(s)', legend: 'Boîtes ou unités', byPack: 'à la boîte' },
      ar: { opened: 'علبة مفتوحة', legend: 'علب أو وحدات', byPack: 'بالعلبة' },
    };
    // French: 4 units, none loose; Arabic: 7 units, the 6 left loose and one more box.
    for (const [language, units, total, soonLeft] of [['fr', 4, '8,00DH', 2] as const, ['ar', 7, '14,00DH', 1] as const]) {
      await setLanguage(app.url, STAFF.email, STAFF.password, language);
      await page.goto(`${app.url}/counter`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(language);
      await scanFieldFocused();
      expect(await page.getByText(texts[language].legend).count()).toBe(1);
      await scan(BOX.barcode);
      await expect.poll(() => saleLines().filter({ hasText: BOX.name }).count()).toBe(1);
      await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe('20,05DH');

      await page.keyboard.press('F6');
      const unitLine = saleLines().filter({ hasText: UNIT_NAME });
      await unitLine.waitFor();
      // The unit line's quantity has the focus, selected: the units typed replace it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? '')).toContain(UNIT_NAME);
      await page.keyboard.type(String(units));
      await expect.poll(async () => plain(await page.getByTestId('counter-total').textContent())).toBe(total);
      const drawn = (await unitLine.textContent())!;
      expect(drawn).toContain('PAR-SOON');
      expect(drawn).toContain('2,00');
      expect(drawn).toContain(texts[language].opened);
      expect(await unitLine.getByRole('button', { name: new RegExp(texts[language].byPack) }).count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, `${language}-counter-split-sale.png`), fullPage: true });

      await page.keyboard.press('F9');
      await page
        .getByRole('status')
        .filter({ hasText: /FA-\d{4}-\d{6}/ })
        .waitFor();
      const stock = await byLot(BOX.name);
      expect(stock['PAR-SOON'].quantity).toBe(soonLeft);
      expect(stock['PAR-LATE'].quantity).toBe(2);
      const loose = await byLot(UNIT_NAME);
      expect(loose['PAR-SOON']).toMatchObject({ quantity: (3 - soonLeft) * 10 - (language === 'fr' ? 4 : 11), sellingPrice: 2 });
    }
  });

  it('turns a line back into boxes at a phone’s width, and opens boxes by hand from the stock screen', async () => {
    await setLanguage(app.url, STAFF.email, STAFF.password, 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/counter`);
    await scanFieldFocused();
    await scan(BOX.barcode);
    await saleLines()
      .filter({ hasText: BOX.name })
      .getByRole('button', { name: /à l’unité/ })
      .click();
    const unitLine = saleLines().filter({ hasText: UNIT_NAME });
    await unitLine.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await unitLine.getByRole('button', { name: /à la boîte/ }).click();
    await expect.poll(() => saleLines().filter({ hasText: UNIT_NAME }).count()).toBe(0);
    await expect.poll(() => saleLines().filter({ hasText: BOX.name }).count()).toBe(1);

    await page.goto(`${app.url}/stock`);
    await page.getByRole('button', { name: `Déconditionner ${BOX.name} (lot PAR-LATE)` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('10 unités à 2,00').waitFor();
    await dialog.getByRole('textbox').fill('2');
    await dialog.getByRole('button', { name: 'Déconditionner', exact: true }).click();
    await expect.poll(async () => (await byLot(BOX.name))['PAR-LATE']?.quantity ?? 0).toBe(0);
    expect((await byLot(UNIT_NAME))['PAR-LATE'].quantity).toBe(20);
    await page.screenshot({ path: path.join(SHOTS, 'fr-stock-split-390.png'), fullPage: true });
    await setLanguage(app.url, STAFF.email, STAFF.password, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
