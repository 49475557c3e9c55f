import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { acceptDialog, adminToken, callApi, pasteInto, signIn, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let administratorToken: string;

const STAFF = { name: 'Nadia Vente', username: 'nadia', email: 'nadia@hanout.test', password: 'nadia-secret', mobile: '0611223355' };
const CUSTOMER = { ice: '002233445566778', name: 'Pharmacie Atlas', mobile: '0522334455' };
/** Optional: a folder where the test leaves screenshots of the screens it visits. */
const SHOTS = process.env.SALES_SHOTS;

function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** Amounts as shown, without the grouping spaces and with a plain minus. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]/g, '').replace(/\u2212/g, '-');

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => callApi<T>(app.url, token, method, path, body);

const stockOf = async (productName: string) =>
  (
    await call<{ content: { id: number; quantity: number }[] }>(administratorToken, 'POST', '/stock/search', {
      stock: { productName },
      page: 0,
      size: 10,
    })
  ).content;

/** What an administrator entered beforehand: the staff member, a customer and the catalogue. */
async function seedPeopleAndCatalogue() {
  administratorToken = await adminToken(app.url);
  await call(administratorToken, 'POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  await call(administratorToken, 'POST', '/customers', CUSTOMER);
  await call(administratorToken, 'POST', '/customers', { ice: '009988776655443', name: 'Omar Berrada', mobile: '0661998877' });
  await call(administratorToken, 'POST', '/companies', {
    name: 'Sothema Distribution',
    email: 'contact@sothema.ma',
    mobile: '0522000000',
    address: 'Casablanca',
  });
  const company = (await call<{ id: number; name: string }[]>(administratorToken, 'GET', '/companies')).find(
    (c) => c.name === 'Sothema Distribution',
  )!;
  await call(administratorToken, 'POST', '/suppliers', {
    name: 'Ahmed Bennani',
    email: 'ahmed@sothema.ma',
    mobile: '0661000000',
    company: company.id,
  });
  await call(administratorToken, 'POST', '/categories', { name: 'Analgesics' });
  await call(administratorToken, 'POST', '/categories', { name: 'Digestive' });
  const categories = await call<{ id: number; name: string }[]>(administratorToken, 'GET', '/categories');
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;
  await call(administratorToken, 'POST', '/brands', { name: 'Sanofi', category: { id: categoryId('Analgesics') } });
  await call(administratorToken, 'POST', '/brands', { name: 'Ipsen', category: { id: categoryId('Digestive') } });
  const brands = await call<{ id: number; name: string }[]>(administratorToken, 'GET', '/brands');
  const units = await call<{ id: number; name: string }[]>(administratorToken, 'GET', '/units');
  const brandId = (name: string) => brands.find((b) => b.name === name)!.id;
  const unitId = (name: string) => units.find((u) => u.name === name)!.id;
  await call(administratorToken, 'POST', '/products', { name: 'Doliprane 1000 mg', brand: brandId('Sanofi'), unit: unitId('Box') });
  await call(administratorToken, 'POST', '/products', { name: 'Smecta', brand: brandId('Ipsen'), unit: unitId('Sachet') });
}

/** Stock lines, received through a GRN as the shop would: 20 Doliprane at 18.50 DH, 10 Smecta at 32.90 DH. */
async function seedStock() {
  const supplier = (await call<{ content: { id: number }[] }>(administratorToken, 'GET', '/suppliers/search?text=&page=0&size=10'))
    .content[0];
  const products = (
    await call<{ content: { id: number; name: string }[] }>(administratorToken, 'GET', '/products/search?text=&page=0&size=10')
  ).content;
  const productId = (name: string) => products.find((p) => p.name === name)!.id;
  const line = (name: string, quantity: number, buyingPrice: number, sellingPrice: number) => ({
    product: productId(name),
    quantity,
    buyingPrice,
    sellingPrice,
    manufactureDate: day(-30),
    expireDate: day(400),
  });
  await call(administratorToken, 'POST', '/grn', {
    supplier: supplier.id,
    grnPayment: { payment: 500, paymentType: 'CASH' },
    grnItems: [line('Doliprane 1000 mg', 20, 12, 18.5), line('Smecta', 10, 25, 32.9)],
  });
}

async function shot(name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  ({ app, browser } = await startShop());
  await seedPeopleAndCatalogue();
  ({ context, page } = await openPage(browser, app, { viewport: { width: 1400, height: 1000 } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

const dialog = (title: string | RegExp) => page.getByRole('dialog', { name: title });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

async function pickStock(productName: string) {
  await page.getByRole('button', { name: 'SELECT STOCK' }).click();
  const picker = dialog('Select Stock');
  await picker.getByRole('button', { name: new RegExp(`^SELECT ${productName} \\(stock \\d+\\)$`) }).click();
  await picker.waitFor({ state: 'detached' });
  await expect.poll(() => field('Product').inputValue()).toBe(productName);
}

async function addItem(productName: string, quantity: number) {
  await pickStock(productName);
  await page.getByRole('textbox', { name: /^Quantity/ }).fill(String(quantity));
  await page.getByRole('button', { name: 'ADD INVOICE ITEM' }).click();
}

describe('sales', () => {
  it('shows a clear empty state on a fresh install', async () => {
    await signIn(page, app.url);
    await expect.poll(() => page.getByText(/^Nothing recorded in \d{4} yet$/).isVisible()).toBe(true);
    expect(await page.getByTestId('total-orders').textContent()).toBe('0');
    const recent = page.getByRole('table', { name: 'Recent Orders' });
    expect(await recent.getByText('No orders yet.').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Top Selling Product' }).getByText('No sales yet.').isVisible()).toBe(true);
    await shot('dashboard-empty');
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL(`${app.url}/auth/login`);
  });

  it('lets a staff member sell two products with a partial payment, from the draft to the dashboard', async () => {
    await seedStock();
    await signIn(page, app.url, STAFF.email, STAFF.password);
    await page.waitForURL(`${app.url}/counter`);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const ordersBefore = Number(await page.getByTestId('total-orders').textContent());
    expect(ordersBefore).toBe(0);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Invoice', { exact: true }).click();
    await page.getByRole('link', { name: 'Add Invoice' }).click();
    await page.waitForURL(`${app.url}/invoice`);
    await expect.poll(() => page.title()).toBe('Hanout | Add Invoice');
    expect(await page.getByText('No Invoice Items Added.').isVisible()).toBe(true);

    // The submit rules block, in order, before anything is sent.
    await page.getByLabel(/^Payment( \*)?$/).fill('50');
    await page.getByLabel('Payment Type').selectOption({ label: 'Cash' });
    await page.getByRole('button', { name: 'Add Invoice', exact: true }).click();
    await acceptDialog(page, 'Please add at least one product!');

    // No stock selected yet.
    await page.getByRole('button', { name: 'ADD INVOICE ITEM' }).click();
    await acceptDialog(page, 'Oops...');

    // Customer.
    await page.getByRole('button', { name: 'SELECT CUSTOMER' }).click();
    const customers = dialog('Manage Customers');
    await row(customers, CUSTOMER.name).getByRole('button', { name: 'SELECT' }).click();
    await customers.waitFor({ state: 'detached' });
    expect(await field('Customer Name').inputValue()).toBe(CUSTOMER.name);
    expect(await field('Customer Mobile').inputValue()).toBe(CUSTOMER.mobile);
    expect(await field('Customer Id').inputValue()).toMatch(/^\d+$/);

    // Two products, one merged, one refused for lack of stock.
    await pickStock('Doliprane 1000 mg');
    expect(await field('Brand').inputValue()).toBe('Sanofi');
    expect(plain(await field('Price').inputValue())).toBe('18,50DH');
    const items = page.getByRole('table', { name: 'Invoice Items' });
    // A negative quantity stays as typed and is refused, rather than added without its sign.
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('-3');
    await page.getByRole('button', { name: 'ADD INVOICE ITEM' }).click();
    await expect.poll(() => page.getByText('Quantity must be a whole number of at least 1').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Quantity/ }).inputValue()).toBe('-3');
    expect(await row(items, 'Doliprane 1000 mg').count()).toBe(0);
    // Enter in Quantity adds the line.
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('3');
    await page.getByRole('textbox', { name: /^Quantity/ }).press('Enter');
    await expect.poll(() => row(items, 'Doliprane 1000 mg').count()).toBe(1);
    expect(await field('Product').inputValue()).toBe(''); // the selected stock is cleared after each add

    await addItem('Smecta', 11);
    await acceptDialog(page, 'Oops...'); // 10 available
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    await page.getByRole('button', { name: 'ADD INVOICE ITEM' }).click();
    await expect.poll(() => row(items, 'Smecta').count()).toBe(1);

    await addItem('Doliprane 1000 mg', 1);
    await acceptDialog(page, 'Product already added to the list. Do you want to update the quantity?', 'Yes');
    await acceptDialog(page, 'Product updated successfully!');
    await expect.poll(async () => plain(await row(items, 'Doliprane 1000 mg').textContent())).toContain('418,50DH74,00DH');

    // Remove and re-add a line, through the confirmation.
    await row(items, 'Smecta').getByRole('button', { name: 'REMOVE Smecta' }).click();
    const confirm = dialog('Are you sure?');
    await confirm.waitFor();
    expect(await confirm.getByText("You won't be able to revert this!").isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await acceptDialog(page, 'Deleted!');
    await expect.poll(() => row(items, 'Smecta').count()).toBe(0);
    await addItem('Smecta', 2);
    await expect.poll(() => row(items, 'Smecta').count()).toBe(1);

    // 4 × 18.50 + 2 × 32.90 = 139.80; paid 50 → balance −89.80, live.
    expect(plain(await field('Grand Total').inputValue())).toBe('139,80DH');
    expect(plain(await field('Balance').inputValue())).toBe('-89,80DH');
    await page.getByLabel(/^Payment( \*)?$/).fill('200');
    expect(plain(await field('Balance').inputValue())).toBe('60,20DH');
    // Pasted as a spreadsheet copies it, with a point or a comma, and still focused: the amount is
    // read as 50 (not 5000) and the invoice can be saved.
    await pasteInto(page.getByLabel(/^Payment( \*)?$/), '1.234,50');
    expect(plain(await field('Balance').inputValue())).toBe('1.094,70DH');
    await pasteInto(page.getByLabel(/^Payment( \*)?$/), '50.00');
    expect(plain(await field('Balance').inputValue())).toBe('-89,80DH');
    await expect.poll(() => page.getByRole('button', { name: 'Add Invoice', exact: true }).isEnabled()).toBe(true);
    await shot('add-invoice');

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/invoice') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add Invoice', exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const number = response.headers()['x-document-number'];
    expect(number).toMatch(/^FA-\d{4}-000001$/);

    // Keep the blobs the page opens, to read the PDF it hands to the new window.
    await page.evaluate(() => {
      const create = URL.createObjectURL.bind(URL);
      const opened: Blob[] = ((window as unknown as { openedBlobs: Blob[] }).openedBlobs = []);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        opened.push(blob as Blob);
        return create(blob);
      };
    });
    const popup = context.waitForEvent('page');
    await acceptDialog(page, 'Invoice Added Successfully! Do you need to download the Invoice?', 'Yes');
    const pdfWindow = await popup;
    expect(pdfWindow.url()).toMatch(/^blob:/);
    const pdf = await page.evaluate(async () => {
      const blob = (window as unknown as { openedBlobs: Blob[] }).openedBlobs.at(-1)!;
      return { type: blob.type, head: await blob.slice(0, 5).text() };
    });
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await pdfWindow.close();

    // Everything is cleared for the next sale, which starts with the walk-in customer again.
    expect(await page.getByText('No Invoice Items Added.').isVisible()).toBe(true);
    expect(await field('Customer Name').inputValue()).toBe('Client comptoir');
    expect(await page.getByLabel(/^Payment( \*)?$/).inputValue()).toBe('');

    // The stock lines were reduced.
    expect((await stockOf('Doliprane 1000 mg'))[0].quantity).toBe(16);
    expect((await stockOf('Smecta'))[0].quantity).toBe(8);

    // History: the invoice with its figures, date filters and the report.
    await page.getByRole('link', { name: 'Invoice History' }).click();
    await page.waitForURL(`${app.url}/invoice/history`);
    const history = page.getByRole('table', { name: 'Invoices' });
    const line = row(history, number);
    await expect.poll(() => line.count()).toBe(1);
    const cells = (await line.getByRole('cell').allTextContents()).map(plain);
    expect(cells.slice(3, 9)).toEqual([plain(STAFF.name), plain(CUSTOMER.name), '2', '139,80DH', '50,00DH', '-89,80DH']);
    await page.getByLabel('Start Date').fill(day(1));
    await expect.poll(() => history.getByText('No invoices found.').isVisible()).toBe(true);
    await page.getByLabel('Start Date').fill(day(-1));
    await page.getByLabel('End Date').fill(day(1));
    await expect.poll(() => line.count()).toBe(1);
    await shot('invoice-history');

    const report = page.waitForResponse((r) => r.url().includes('/api/invoice/report/'));
    const reportWindow = context.waitForEvent('page');
    await line.getByRole('button', { name: `View Report ${number}` }).click();
    expect((await report).headers()['content-type']).toBe('application/pdf');
    await (await reportWindow).close();

    // The dashboard counts the sale.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await expect.poll(() => page.getByTestId('total-orders').textContent()).toBe('1');
    // Income, expenses and profit are the administrators' figures: the staff member's dashboard has none.
    expect(await page.getByTestId('summary-income').count()).toBe(0);
    expect(await page.getByText('Expenses', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL(`${app.url}/auth/login`);
    await signIn(page, app.url);
    await expect.poll(() => page.getByTestId('total-orders').textContent()).toBe('1');
    expect(plain(await page.getByTestId('summary-income').textContent())).toBe('50,00DH');
    // Profit: 4 × (18.50 − 12) + 2 × (32.90 − 25) = 26 + 15.80.
    expect(plain(await page.getByTestId('summary-profit').textContent())).toBe('41,80DH');
    // The GRN of 490,00 DH was paid 500,00 at the reception: the supplier's account, and so the expenses, count 490,00.
    expect(plain(await page.getByTestId('summary-expenses').textContent())).toBe('490,00DH');
    expect(await page.getByText(/^Nothing recorded in/).count()).toBe(0);
    const recent = row(page.getByRole('table', { name: 'Recent Orders' }), `#${number}`);
    expect((await recent.getByRole('cell').allTextContents()).map(plain)).toEqual([
      plain(CUSTOMER.name),
      `#${number}`,
      '139,80DH',
      '50,00DH',
      '89,80DH',
    ]);
    expect(await recent.locator('[data-due]').count()).toBe(1);
    const top = page.getByRole('table', { name: 'Top Selling Product' }).getByRole('row');
    expect(plain(await top.nth(1).textContent())).toContain('Doliprane1000mg4unitssoldSanofiAnalgesicsDirect');
    expect(plain(await top.nth(2).textContent())).toContain('Smecta2unitssoldIpsenDigestive');
    await shot('dashboard');
  });

  it('refuses a sale the stock no longer covers and keeps the draft', async () => {
    await page.goto(`${app.url}/invoice`);
    await page.getByRole('button', { name: 'SELECT CUSTOMER' }).click();
    await row(dialog('Manage Customers'), 'Omar Berrada').getByRole('button', { name: 'SELECT' }).click();
    await addItem('Smecta', 8);
    await expect.poll(() => row(page.getByRole('table', { name: 'Invoice Items' }), 'Smecta').count()).toBe(1);
    // Meanwhile, another till sells 5 of the 8 left.
    const smecta = (await stockOf('Smecta'))[0];
    const customers = await call<{ content: { id: number }[] }>(administratorToken, 'GET', '/customers/search?text=&page=0&size=10');
    await call(administratorToken, 'POST', '/invoice', {
      customer: { id: customers.content[0].id },
      invoiceItems: [{ stock: { id: smecta.id }, quantity: 5 }],
      invoicePayment: { payment: 164.5, paymentType: 'CASH' },
    });
    await page.getByLabel(/^Payment( \*)?$/).fill('100');
    await page.getByLabel('Payment Type').selectOption({ label: 'Cheque' });
    await page.getByRole('button', { name: 'Add Invoice', exact: true }).click();
    const error = dialog('Error!');
    await expect
      .poll(() => error.getByText('Not enough stock for Smecta: 3 available, 8 requested. The invoice was not saved.').isVisible())
      .toBe(true);
    await error.getByRole('button', { name: 'OK' }).click();
    expect(await row(page.getByRole('table', { name: 'Invoice Items' }), 'Smecta').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Add Invoice', exact: true }).isEnabled()).toBe(true);
    expect((await stockOf('Smecta'))[0].quantity).toBe(3);
  });
});
