import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { acceptDialog, adminToken, callApi, scanAtScannerPace, signIn, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const STAFF = { name: 'Salma Staff', username: 'salma', email: 'salma@hanout.test', password: 'salma-secret', mobile: '0611223344' };
const SUPPLIER = 'Ahmed Bennani';
const SMECTA_CODE = '6111000000021';

/** `YYYY-MM-DD`, `days` from today (local time of the browser and the server, both on this machine). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
/** Amounts as shown, without the grouping spaces and with a plain minus. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]/g, '').replace(/\u2212/g, '-');

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => callApi<T>(app.url, token, method, path, body);

/** Master data an administrator would have entered: a supplier and its company, brands, categories, products. */
async function seed() {
  const token = await adminToken(app.url);
  await call(token, 'POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  await call(token, 'POST', '/companies', {
    name: 'Sothema Distribution',
    email: 'contact@sothema.ma',
    mobile: '0522000000',
    address: '12 Rue Ibn Sina, Casablanca',
  });
  const companies = await call<{ id: number; name: string }[]>(token, 'GET', '/companies');
  const company = companies.find((c) => c.name === 'Sothema Distribution')!;
  await call(token, 'POST', '/suppliers', { name: SUPPLIER, email: 'ahmed@sothema.ma', mobile: '0661000000', company: company.id });
  for (const name of ['Analgesics', 'Digestive']) await call(token, 'POST', '/categories', { name });
  const categories = await call<{ id: number; name: string }[]>(token, 'GET', '/categories');
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;
  await call(token, 'POST', '/brands', { name: 'Sanofi', category: { id: categoryId('Analgesics') } });
  await call(token, 'POST', '/brands', { name: 'Ipsen', category: { id: categoryId('Digestive') } });
  const brands = await call<{ id: number; name: string }[]>(token, 'GET', '/brands');
  const units = await call<{ id: number; name: string }[]>(token, 'GET', '/units');
  const brandId = (name: string) => brands.find((b) => b.name === name)!.id;
  const unitId = (name: string) => units.find((u) => u.name === name)!.id;
  await call(token, 'POST', '/products', { name: 'Doliprane 1000 mg', brand: brandId('Sanofi'), unit: unitId('Box') });
  await call(token, 'POST', '/products', { name: 'Smecta', brand: brandId('Ipsen'), unit: unitId('Sachet'), barcode: SMECTA_CODE });
  await call(token, 'POST', '/products', { name: 'Efferalgan 500', brand: brandId('Sanofi'), unit: unitId('Tablet') });
}

beforeAll(async () => {
  ({ app, browser } = await startShop());
  await seed();
  ({ context, page } = await openPage(browser, app, { viewport: null, timeout: 10_000 }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

const dialog = (title: string) => page.getByRole('dialog', { name: title });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Picks the product in the picker: by its name and its SELECT button, or by scanning its code into the search (Enter takes the one found). */
async function pickProduct(name: string, scanned?: string) {
  await page.getByRole('button', { name: 'SELECT PRODUCT' }).click();
  const picker = dialog('Select Product');
  if (scanned) {
    await picker.getByLabel('Search').focus();
    await scanAtScannerPace(page, scanned);
  } else {
    await picker.getByLabel('Search').fill(name);
    await picker.getByRole('button', { name: `SELECT ${name}` }).click();
  }
  await picker.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByLabel('Product Name').inputValue()).toBe(name);
}

async function fillStock(values: { quantity: number; buying: number; selling: number; made: string; expires: string }) {
  await page.getByLabel('Quantity').fill(String(values.quantity));
  // Amounts are typed as the app writes them, with a decimal comma.
  await page.getByLabel('Buying Price').fill(String(values.buying).replace('.', ','));
  await page.getByLabel('Selling Price').fill(String(values.selling).replace('.', ','));
  await page.getByLabel('Manufacture Date').fill(values.made);
  await page.getByLabel('Expire Date').fill(values.expires);
}
const addToGrn = () => page.getByRole('button', { name: 'Add To GRN', exact: true }).click();

describe('purchasing and stock, as a staff member', () => {
  let grnNumber = '';
  const made = day(-30);
  const expires = day(365);
  const efferalganExpires = day(200);

  it('records a GRN of 3 products with a partial payment and opens its PDF', async () => {
    await signIn(page, app.url, STAFF.email, STAFF.password);
    await page.goto(`${app.url}/grn`);
    await expect.poll(() => page.title()).toBe('Hanout | Add GRN');
    expect(await page.getByText('No GRN Items Added.').isVisible()).toBe(true);

    // The submit rules, in order.
    await page.getByRole('button', { name: 'Add GRN', exact: true }).click();
    await acceptDialog(page, 'Please select a supplier first.');
    await page.getByRole('button', { name: 'SELECT SUPPLIER' }).click();
    await dialog('Select Supplier')
      .getByRole('button', { name: `SELECT ${SUPPLIER}` })
      .click();
    await expect.poll(() => page.getByLabel('Supplier Name').inputValue()).toBe(SUPPLIER);
    expect(await page.getByLabel('Supplier Id').inputValue()).toMatch(/^\d+$/);
    await page.getByRole('button', { name: 'Add GRN', exact: true }).click();
    await acceptDialog(page, 'Please add products to the grn before checkout.');

    // The stock form rules.
    await addToGrn();
    await acceptDialog(page, 'Please select a product!');
    await pickProduct('Doliprane 1000 mg');
    await fillStock({ quantity: 10, buying: 12.5, selling: 18, made: day(5), expires: day(-1) });
    await addToGrn();
    await expect.poll(() => page.getByText('Manufacture date cannot be a future date!').isVisible()).toBe(true);
    expect(await page.getByText('Expire date cannot be a past date!').isVisible()).toBe(true);
    await page.getByLabel('Manufacture Date').fill(made);
    await page.getByLabel('Expire Date').fill(expires);
    await addToGrn();
    await expect.poll(() => row(page, 'Doliprane 1000 mg').count()).toBe(1);

    await pickProduct('Smecta', SMECTA_CODE);
    await fillStock({ quantity: 4, buying: 30, selling: 42.75, made, expires });
    await addToGrn();
    await pickProduct('Efferalgan 500');
    await fillStock({ quantity: 7, buying: 20, selling: 25, made, expires: efferalganExpires });
    await addToGrn();
    await expect.poll(async () => plain(await page.getByLabel('Grand Total').inputValue())).toBe('385,00DH');

    // The same product again: its quantity is added, its prices and dates replaced.
    await pickProduct('Doliprane 1000 mg');
    await fillStock({ quantity: 2, buying: 13, selling: 19, made, expires });
    await addToGrn();
    await acceptDialog(page, 'Product already added', 'Yes, update it!');
    const doliprane = row(page, 'Doliprane 1000 mg');
    await expect.poll(async () => plain(await doliprane.textContent())).toContain('1213,00DH0%19,00DH');
    await expect.poll(async () => plain(await page.getByLabel('Grand Total').inputValue())).toBe('416,00DH');

    // Deleting asks first.
    await page.getByRole('button', { name: 'DELETE Smecta' }).click();
    await acceptDialog(page, 'Are you sure?', 'Yes, delete it!');
    await acceptDialog(page, 'Item has been deleted.');
    expect(await row(page, 'Smecta').count()).toBe(0);
    await pickProduct('Smecta');
    await fillStock({ quantity: 4, buying: 30, selling: 42.75, made, expires });
    await addToGrn();
    await expect.poll(() => page.getByRole('table', { name: 'GRN Items' }).getByRole('row').count()).toBe(4);
    await expect.poll(async () => plain(await page.getByLabel('Grand Total').inputValue())).toBe('416,00DH');

    // Payment: the balance follows each keystroke.
    await page.getByLabel(/^Payment( \*)?$/).fill('-5');
    await expect.poll(async () => plain(await page.getByLabel('Balance').inputValue())).toBe('-421,00DH');
    await page.getByRole('button', { name: 'Add GRN', exact: true }).click();
    await acceptDialog(page, 'Payment cannot be negative');
    await page.getByLabel(/^Payment( \*)?$/).fill('300');
    await expect.poll(async () => plain(await page.getByLabel('Balance').inputValue())).toBe('-116,00DH');
    await page.getByRole('combobox', { name: 'Payment Type' }).click();
    await page.getByRole('option', { name: 'Cheque' }).click();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/grn') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add GRN', exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    grnNumber = response.headers()['x-document-number'];
    expect(grnNumber).toMatch(/^BR-\d{4}-000001$/);
    const success = dialog('GRN Added Successfully!');
    await success.waitFor();
    expect(await success.getByText('Do you need to download the GRN?').isVisible()).toBe(true);
    const popup = context.waitForEvent('page');
    await success.getByRole('button', { name: 'Yes' }).click();
    const pdfWindow = await popup;
    expect(pdfWindow.url()).toMatch(/^blob:/);
    await pdfWindow.close();

    // The draft is cleared.
    await expect.poll(() => page.getByText('No GRN Items Added.').isVisible()).toBe(true);
    expect(await page.getByLabel('Supplier Name').inputValue()).toBe('');
    expect(plain(await page.getByLabel('Grand Total').inputValue())).toBe('0,00DH');
  });

  it('shows the GRN in GRN History without its amounts (staff) and opens its report', async () => {
    await page.goto(`${app.url}/grn/history`);
    await expect.poll(() => page.title()).toBe('Hanout | GRN History');
    const line = row(page, grnNumber);
    await line.waitFor();
    const cells = (await line.getByRole('cell').allTextContents()).map(plain);
    // #, GRN No., Date Time, Supplier, Payment Type, Actions: what was bought, paid and owed is for administrators.
    expect(cells.slice(0, 2)).toEqual(['1', grnNumber]);
    expect(cells.slice(3, 5)).toEqual([plain(SUPPLIER), 'Cheque']);
    expect(cells).toHaveLength(6);
    expect(cells.join(' ')).not.toMatch(/416|300,00|116/);
    expect(cells[2]).toContain(ddmmyyyy(day(0)));

    await page.getByLabel('Starting Date').fill(day(1));
    await expect.poll(() => page.getByText('No GRN found.').isVisible()).toBe(true);
    await page.getByLabel('Starting Date').fill(day(-1));
    await page.getByLabel('Ending Date').fill(day(0));
    await line.waitFor();

    const report = page.waitForResponse((r) => r.url().includes('/api/grn/report/'));
    const popup = context.waitForEvent('page');
    await line.getByRole('button', { name: `View Report ${grnNumber}` }).click();
    const answer = await report;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
  });

  it('finds the new lines on the stock screen with the filters and updates a price', async () => {
    await page.goto(`${app.url}/stock`);
    await expect.poll(() => page.title()).toBe('Hanout | Stock Management');
    const table = page.getByRole('table', { name: 'Stock' });
    /** The Product column, top to bottom. */
    const products = async () =>
      (await table.getByRole('row').all()).length > 1 ? table.locator('tbody tr td:nth-child(2)').allTextContents() : [];
    // First expiring first: Efferalgan expires before the others.
    await expect.poll(products).toEqual(['Efferalgan 500', 'Doliprane 1000 mg', 'Smecta']);

    await page.getByLabel('Product Name').fill('smec');
    await expect.poll(products).toEqual(['Smecta']);
    const smecta = row(table, 'Smecta');
    expect((await smecta.getByRole('cell').allTextContents()).map(plain)).toEqual([
      '1',
      'Smecta',
      '',
      'Digestive',
      'Ipsen',
      '4',
      '42,75DH',
      ddmmyyyy(made),
      ddmmyyyy(expires),
      'Update',
    ]);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Analgesics' }).click();
    await expect.poll(products).toEqual(['Efferalgan 500', 'Doliprane 1000 mg']);
    await page.getByLabel('Price Min').fill('19,5');
    await expect.poll(products).toEqual(['Efferalgan 500']);
    await page.getByLabel('Price Min').fill('');
    await expect.poll(products).toEqual(['Efferalgan 500', 'Doliprane 1000 mg']);
    await page.getByLabel('Expire Date Start').fill(day(300));
    await page.getByLabel('Expire Date End').fill(day(400));
    await expect.poll(products).toEqual(['Doliprane 1000 mg']);
    await page.getByLabel('Manufacture Date End').fill(day(-31));
    await expect.poll(() => page.getByText('No stock found.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(products).toEqual(['Efferalgan 500', 'Doliprane 1000 mg', 'Smecta']);

    // Update Stock: the new price must be above 0.
    await row(table, 'Smecta')
      .getByRole('button', { name: /^Update Smecta/ })
      .click();
    const modal = dialog('Update Stock');
    await modal.getByLabel('New Price').fill('0');
    await expect.poll(() => modal.getByText('New price must be above 0').isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Update', exact: true }).isDisabled()).toBe(true);
    await modal.getByLabel('New Price').fill('45');
    await modal.getByRole('button', { name: 'Update', exact: true }).click();
    await acceptDialog(page, 'Stock price updated successfully!');
    await expect.poll(async () => plain(await row(table, 'Smecta').textContent())).toContain('45,00DH');
  });

  it('creates a mixed stock from two lines whose dosages total 12', async () => {
    const table = page.getByRole('table', { name: 'Stock' });
    await page.getByRole('button', { name: 'Add Mixe' }).click();
    const form = dialog('Ajouter un stock mixte');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => form.getByText('Le formulaire est invalide').isVisible()).toBe(true);

    await form.getByLabel('Nom du stock mixte').fill('Pommade maison');
    await form.getByLabel('Prix du stock mixte').fill('60');
    const choose = async (index: number, product: string) => {
      await page.getByRole('button', { name: `Choisir le stock ${index}` }).click();
      const picker = dialog('Select Stock');
      await picker.getByLabel('Product Name').fill(product);
      await expect.poll(() => picker.getByRole('table', { name: 'Stock' }).getByRole('row').count()).toBe(2);
      await picker.getByRole('button', { name: new RegExp(`^SELECT ${product}`) }).click();
      await picker.waitFor({ state: 'detached' });
    };
    await choose(1, 'Doliprane 1000 mg');
    await form.getByLabel('Dosage 1').fill('6');
    await choose(2, 'Efferalgan 500');
    await form.getByLabel('Dosage 2').fill('5');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => form.getByText('La somme des dosages doit être égale à 12').isVisible()).toBe(true);
    await form.getByLabel('Dosage 2').fill('6');
    await expect.poll(() => form.getByTestId('dosage-total').textContent()).toBe('Total des dosages : 12 / 12');
    // The banner follows the correction at once, before the next save.
    await expect.poll(() => form.getByText('Le formulaire est invalide').count()).toBe(0);
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await acceptDialog(page, 'Mixed stock added successfully!');
    await form.waitFor({ state: 'detached' });

    const mixed = row(table, 'Pommade maison');
    await expect.poll(async () => plain(await mixed.textContent())).toContain('MixedMixed160,00DH');
    // Dosages were taken from the components: 12 − 6 and 7 − 6.
    await expect.poll(async () => await row(table, 'Doliprane 1000 mg').getByRole('cell').nth(5).textContent()).toBe('6');
    expect(await row(table, 'Efferalgan 500').getByRole('cell').nth(5).textContent()).toBe('1');
  });
});
