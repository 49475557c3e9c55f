import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptDialog, adminToken, callApi, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let page: Page;
let token: string;

/** Calls the API as the administrator (for fixtures of the paging and access tests). */
const apiCall = (method: string, path: string, body?: unknown) => callApi(app.url, token, method, path, body);

beforeAll(async () => {
  ({ app, browser } = await startShop());
  token = await adminToken(app.url);
  ({ context: adminContext, page } = await openPage(browser, app, { viewport: { width: 1400, height: 900 }, signIn: {} }));
  // The menu is drawn again once the session's language has come: click it only then.
  await page.waitForLoadState('networkidle');
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context: adminContext }));

const table = (caption: string, on: Page = page) => on.getByRole('table', { name: caption });
/** The text of each body row, cells joined by ' | ' (an empty list has one row: 'No entries found.'). */
const rows = (caption: string, on: Page = page) =>
  table(caption, on)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | ')));
const summary = (on: Page = page) => on.getByTestId('list-summary').textContent();
const search = (text: string, on: Page = page) => on.getByRole('textbox', { name: 'Search' }).fill(text);
const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
/** Searchable selects are comboboxes. */
const combo = (label: string) => page.getByRole('combobox', { name: label, exact: true });
const nav = (on: Page = page) => on.getByRole('navigation', { name: 'Main navigation' });

describe('categories and brands', () => {
  it('registers, edits and searches a category and a brand in it', async () => {
    await nav().getByText('Products', { exact: true }).click();
    await nav().getByRole('link', { name: 'Manage Categories' }).click();
    await page.waitForURL(`${app.url}/categories`);
    await expect.poll(() => page.title()).toBe('Hanout | Manage Categories');
    expect(await table('Categories').locator('thead th').allTextContents()).toEqual(['#', 'Category Name', 'Default VAT rate', 'Action']);

    await page.getByRole('link', { name: 'Add Category' }).click();
    await page.waitForURL(`${app.url}/categories/add`);
    await expect.poll(() => page.title()).toBe('Hanout | Add Category');
    await field('Category Name').fill('Vitamines');
    await page.getByRole('button', { name: 'Register Category' }).click();
    await acceptDialog(page, 'Category registered successfully.');
    await page.waitForURL(`${app.url}/categories`);
    await expect.poll(() => rows('Categories')).toEqual(['1 | Vitamines |  | ']);

    // A second category of the same name, in another case, is refused with the server's detail.
    await page.getByRole('link', { name: 'Add Category' }).click();
    await field('Category Name').fill('VITAMINES');
    await page.getByRole('button', { name: 'Register Category' }).click();
    await acceptDialog(page, "A category named 'VITAMINES' already exists.");
    expect(page.url()).toBe(`${app.url}/categories/add`);

    await page.goto(`${app.url}/categories`);
    await page.getByRole('link', { name: 'Edit Vitamines' }).click();
    await page.waitForURL(/\/categories\/edit\/\d+$/);
    await expect.poll(() => page.title()).toBe('Hanout | Update Category');
    await expect.poll(() => field('Category ID').inputValue()).toMatch(/^\d+$/);
    expect(await field('Category ID').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => field('Category Name').inputValue()).toBe('Vitamines');
    await field('Category Name').fill('Vitamins');
    // Its new products will take 20 % unless their form says otherwise.
    await page.getByRole('combobox', { name: 'Default VAT rate of its products' }).click();
    await page.getByRole('option', { name: '20 %' }).click();
    await page.getByRole('button', { name: 'Update Category' }).click();
    await acceptDialog(page, 'Category updated successfully.');
    await page.waitForURL(`${app.url}/categories`);
    await search('VITAM');
    await expect.poll(() => rows('Categories')).toEqual(['1 | Vitamins | 20 % | ']);
    await search('nothing like it');
    await expect.poll(summary).toBe('Showing 0 to 0 of 0 entries');

    await nav().getByRole('link', { name: 'Manage Brands' }).click();
    await page.waitForURL(`${app.url}/brands`);
    await expect.poll(() => page.title()).toBe('Hanout | Manage Brands');
    expect(await table('Brands').locator('thead th').allTextContents()).toEqual(['#', 'Brand Name', 'Category Name', 'Action']);
    await page.getByRole('link', { name: 'Add Brand' }).click();
    await page.waitForURL(`${app.url}/brands/add`);
    await expect.poll(() => page.title()).toBe('Hanout | Add Brand');
    expect(await combo('Category').getAttribute('placeholder')).toBe('Select Category');
    await page.getByRole('button', { name: 'Register Brand' }).click();
    await expect.poll(() => page.getByText('Category is required').isVisible()).toBe(true);
    await field('Brand Name').fill('Supradyn');
    await combo('Category').click();
    await page.getByRole('option', { name: 'Vitamins', exact: true }).click();
    await page.getByRole('button', { name: 'Register Brand' }).click();
    await acceptDialog(page, 'Brand registered successfully.');
    await page.waitForURL(`${app.url}/brands`);
    await expect.poll(() => rows('Brands')).toEqual(['1 | Supradyn | Vitamins | ']);

    await page.getByRole('link', { name: 'Edit Supradyn' }).click();
    await page.waitForURL(/\/brands\/edit\/\d+$/);
    await expect.poll(() => page.title()).toBe('Hanout | Update Brand');
    await expect.poll(() => field('Brand Name').inputValue()).toBe('Supradyn');
    expect(await field('Brand ID').getAttribute('readonly')).not.toBeNull();
    expect(await combo('Category').inputValue()).toBe('Vitamins');
    await field('Brand Name').fill('Supradyn Energy');
    await page.getByRole('button', { name: 'Update Brand' }).click();
    await acceptDialog(page, 'Brand updated successfully');
    await page.waitForURL(`${app.url}/brands`);
    // Brands are found by their category's name too.
    await search('vitamins');
    await expect.poll(() => rows('Brands')).toEqual(['1 | Supradyn Energy | Vitamins | ']);

    // An unknown brand: 'Oops... Something went wrong!', then the list.
    await page.goto(`${app.url}/brands/edit/9999`);
    await acceptDialog(page, 'Something went wrong!');
    await page.waitForURL(`${app.url}/brands`);
  });
});

describe('customers', () => {
  it('registers, edits and searches a customer', async () => {
    await nav().getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL(`${app.url}/customers`);
    await expect.poll(() => page.title()).toBe('Hanout | Manage Customers');
    expect(await table('Customers').locator('thead th').allTextContents()).toEqual(['#', 'ICE', 'Name', 'Mobile', 'Actions']);
    await page.getByRole('link', { name: 'Register Customer' }).click();
    await page.waitForURL(`${app.url}/customers/add`);
    await expect.poll(() => page.title()).toBe('Hanout | Register Customer');

    await page.getByRole('button', { name: 'Register Customer' }).click();
    await acceptDialog(page, 'Please fill all the fields');
    await field('Name').fill('Pharmacie Atlas');
    await field('Mobile Number').fill('0522334455');
    // A business needs its 15-digit ICE and its address; an individual neither.
    await page.getByRole('radio', { name: 'Business' }).check();
    await page.getByRole('button', { name: 'Register Customer' }).click();
    await acceptDialog(page, 'Please fill all the fields');
    expect(await page.getByText('ICE is required for a business customer').isVisible()).toBe(true);
    expect(await page.getByText('Address is required for a business customer').isVisible()).toBe(true);
    await field('ICE').fill('001525896000045');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 rue Atlas, Casablanca');
    await page.getByRole('button', { name: 'Register Customer' }).click();
    await acceptDialog(page, /Success!.*Customer registered successfully\./);
    await expect.poll(() => field('Name').inputValue()).toBe('');
    expect(await field('ICE').inputValue()).toBe('');
    expect(page.url()).toBe(`${app.url}/customers/add`);

    // The same name and mobile again: registered only once the user confirms it is another customer.
    await field('Name').fill('Pharmacie Atlas');
    await field('Mobile Number').fill('0522334455');
    await page.getByRole('button', { name: 'Register Customer' }).click();
    await acceptDialog(page, 'This customer may already be registered', /^No$/);
    expect(await field('Name').inputValue()).toBe('Pharmacie Atlas');

    await page.goto(`${app.url}/customers`);
    await search('ATLAS');
    await expect.poll(() => rows('Customers')).toEqual(['1 | 001525896000045 | Pharmacie Atlas | 0522334455 | ']);
    await page.getByRole('link', { name: 'Edit Pharmacie Atlas' }).click();
    await page.waitForURL(/\/customers\/edit\/\d+$/);
    await expect.poll(() => page.title()).toBe('Hanout | Update Customer');
    await expect.poll(() => field('Name').inputValue()).toBe('Pharmacie Atlas');
    expect(await field('Customer ID').getAttribute('readonly')).not.toBeNull();
    const updateButton = page.getByRole('button', { name: 'Update Customer' });
    await field('Mobile Number').fill('052233');
    await expect.poll(() => updateButton.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Mobile must have exactly 10 characters').isVisible()).toBe(true);
    await field('Mobile Number').fill('0522998877');
    await field('Name').fill('Pharmacie Atlas Centre');
    await expect.poll(() => updateButton.isDisabled()).toBe(false);
    await updateButton.click();
    await acceptDialog(page, /Success.*Customer updated successfully\./);
    await page.waitForURL(`${app.url}/customers`);
    await search('0522998877');
    await expect.poll(() => rows('Customers')).toEqual(['1 | 001525896000045 | Pharmacie Atlas Centre | 0522998877 | ']);

    await page.goto(`${app.url}/customers/edit/4242`);
    await acceptDialog(page, 'Something went wrong. Please try again later.');
    await page.waitForURL(`${app.url}/customers`);
  });

  it('pages through 25+ customers and changes the page size', async () => {
    for (let i = 1; i <= 26; i++) {
      const n = String(i).padStart(2, '0');
      await apiCall('POST', '/customers', { ice: `ICE-${n}`, name: `Client Page ${n}`, mobile: `06000000${n}` });
    }
    await page.goto(`${app.url}/customers`);
    await search('client page');
    await expect.poll(() => summary()).toBe('Showing 1 to 10 of 26 entries');
    await expect.poll(async () => (await rows('Customers')).length).toBe(10);
    await page.getByRole('button', { name: 'next page' }).click();
    await expect.poll(() => summary()).toBe('Showing 11 to 20 of 26 entries');
    await expect.poll(async () => (await rows('Customers'))[0]).toBe('11 | ICE-11 | Client Page 11 | 0600000011 | ');
    await page.getByRole('button', { name: 'last page' }).click();
    await expect.poll(() => summary()).toBe('Showing 21 to 26 of 26 entries');
    await expect
      .poll(async () => (await rows('Customers')).map((row) => row.split(' | ')[2]))
      .toEqual(['Client Page 21', 'Client Page 22', 'Client Page 23', 'Client Page 24', 'Client Page 25', 'Client Page 26']);
    await page.getByRole('button', { name: 'next page' }).click({ force: true });
    await expect.poll(() => summary()).toBe('Showing 21 to 26 of 26 entries');

    // A new page size keeps the first row shown: row 21 is on the second page of 20.
    await page.getByRole('combobox', { name: 'Page size' }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect.poll(() => summary()).toBe('Showing 21 to 26 of 26 entries');
    await expect.poll(async () => (await rows('Customers'))[0]).toMatch(/^21 \| ICE-21 \|/);
    await page.getByRole('button', { name: 'first page' }).click();
    await expect.poll(() => summary()).toBe('Showing 1 to 20 of 26 entries');
    await expect.poll(async () => (await rows('Customers')).length).toBe(20);
    await page.getByRole('combobox', { name: 'Page size' }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => summary()).toBe('Showing 1 to 26 of 26 entries');
    await search('');
    // And Pharmacie Atlas, and the walk-in customer 'Client comptoir' that every shop starts with.
    await expect.poll(() => summary()).toBe('Showing 1 to 28 of 28 entries');
  });
});

describe('users', () => {
  it('registers, edits and searches a ROLE_USER user', async () => {
    await nav().getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${app.url}/users`);
    await expect.poll(() => page.title()).toBe('Hanout | Manage Users');
    expect(await table('Users').locator('thead th').allTextContents()).toEqual([
      'Enabled',
      '#',
      'Name',
      'Email',
      'Mobile',
      'Role',
      'Created At',
      'Actions',
    ]);
    await expect
      .poll(() => rows('Users'))
      .toEqual([expect.stringMatching(/^ \| 1 \| Administrator \| admin@hanout\.test \| 0600000000 \| ADMIN \| \d{2}\/\d{2}\/\d{4} \| $/)]);

    await page.getByRole('link', { name: 'Register User' }).click();
    await page.waitForURL(`${app.url}/users/add`);
    await expect.poll(() => page.title()).toBe('Hanout | Add User');
    await page.getByRole('button', { name: 'Register User' }).click();
    await acceptDialog(page, 'Please fill all the fields.');
    await expect.poll(() => page.getByText('Name is required', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Username is required', { exact: true }).isVisible()).toBe(true);
    await field('Name').fill('Fatima Zahra');
    await field('Username').fill('Fatima');
    await page.getByLabel(/^Password/).fill('fatima-secret');
    await field('Mobile').fill('0612345678');
    await field('Email').fill('Fatima@Hanout.test');
    expect(await combo('Role').inputValue()).toBe('USER');
    await page.getByRole('button', { name: 'Register User' }).click();
    await acceptDialog(page, 'User registered successfully.');
    await page.waitForURL(`${app.url}/users`);
    await search('fatima@');
    await expect
      .poll(() => rows('Users'))
      .toEqual([expect.stringMatching(/^ \| 1 \| Fatima Zahra \| fatima@hanout\.test \| 0612345678 \| USER \| /)]);

    await page.getByRole('link', { name: 'Edit Fatima Zahra' }).click();
    await page.waitForURL(/\/users\/edit\/\d+$/);
    await expect.poll(() => page.title()).toBe('Hanout | Update User');
    await expect.poll(() => field('Name').inputValue()).toBe('Fatima Zahra');
    for (const readOnly of ['User ID', 'Created At']) expect(await field(readOnly).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('checkbox', { name: 'Enabled' }).isDisabled()).toBe(true);
    await field('Mobile').fill('061234');
    await page.getByRole('button', { name: 'Update User' }).click();
    await acceptDialog(page, 'Please fill all the fields correctly.');
    await field('Mobile').fill('0699887766');
    await field('Name').fill('Fatima Zahra B.');
    await page.getByRole('button', { name: 'Update User' }).click();
    await acceptDialog(page, 'User updated successfully.');
    await page.waitForURL(`${app.url}/users`);
    await search('0699887766');
    await expect
      .poll(() => rows('Users'))
      .toEqual([expect.stringMatching(/Fatima Zahra B\. \| fatima@hanout\.test \| 0699887766 \| USER/)]);

    // The new user signs in with the username, in any case.
    const { context: other } = await openPage(browser, app, {
      viewport: null,
      signIn: { username: 'FATIMA', password: 'fatima-secret' },
    });
    await other.close();

    await page.goto(`${app.url}/users/edit/777`);
    await acceptDialog(page, 'Something went wrong. Please try again later.');
    await page.waitForURL(`${app.url}/users`);
  });

  it('disables a user after confirmation: their session ends and they can no longer sign in', async () => {
    await apiCall('POST', '/users', {
      name: 'Youssef Staff',
      username: 'youssef',
      password: 'youssef-pw',
      mobile: '0655443322',
      email: 'youssef@hanout.test',
    });
    const { context: staffContext, page: staffPage } = await openPage(browser, app, {
      viewport: null,
      signIn: { username: 'youssef', password: 'youssef-pw' },
    });

    await page.goto(`${app.url}/users`);
    await search('youssef');
    await expect.poll(() => rows('Users')).toEqual([expect.stringContaining('Youssef Staff')]);
    const box = page.getByRole('checkbox', { name: 'Enable Youssef Staff' });
    expect(await box.isChecked()).toBe(true);
    // The administrator's own checkbox cannot be used.
    await search('');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Enable Administrator' }).isDisabled()).toBe(true);
    await search('youssef');
    await expect.poll(() => rows('Users')).toEqual([expect.stringContaining('Youssef Staff')]);

    // Cancel: nothing changes and the list reloads with the box checked again.
    await box.click();
    const question = page.getByRole('dialog').filter({ hasText: 'Update the status of this user?' });
    await question.waitFor();
    expect(await question.textContent()).toContain("You won't be able to revert this!");
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => box.isChecked()).toBe(true);
    expect((await apiCall('GET', '/users/search?text=youssef')).content[0].isEnabled).toBe(true);

    await box.click();
    await acceptDialog(page, 'Update the status of this user?', 'Yes, update it!');
    await acceptDialog(page, 'User disabled successfully.');
    await expect.poll(() => box.isChecked()).toBe(false);

    // The open session stops working at once; signing in again is refused.
    await staffPage.goto(`${app.url}/customers`);
    await staffPage.waitForURL(`${app.url}/auth/login`);
    await staffPage.getByLabel('Username').fill('youssef');
    await staffPage.getByLabel('Password', { exact: true }).fill('youssef-pw');
    await staffPage.getByRole('button', { name: 'SIGN IN' }).click();
    await expect.poll(() => staffPage.getByRole('alert').textContent()).toBe('Your account is disabled. Please contact an administrator.');
    expect(staffPage.url()).toBe(`${app.url}/auth/login`);
    await staffContext.close();
  });

  it('keeps ROLE_USER out of the admin screens and menus', async () => {
    await apiCall('POST', '/users', {
      name: 'Salma Staff',
      username: 'salma',
      password: 'salma-pw',
      mobile: '0655443311',
      email: 'salma@hanout.test',
    });
    const { context: staffContext, page: staffPage } = await openPage(browser, app, {
      viewport: null,
      signIn: { username: 'salma@hanout.test', password: 'salma-pw' },
    });
    await expect.poll(() => nav(staffPage).getByText('Customers', { exact: true }).isVisible()).toBe(true);
    for (const link of ['Users', 'Suppliers', 'Products']) expect(await nav(staffPage).getByText(link, { exact: true }).count()).toBe(0);
    for (const path of ['/users', '/users/add', '/users/edit/1', '/categories', '/categories/add', '/brands', '/brands/add']) {
      await staffPage.goto(`${app.url}${path}`);
      await staffPage.waitForURL(`${app.url}/counter`);
    }
    // Customers are for every signed-in user.
    await staffPage.goto(`${app.url}/customers`);
    await expect.poll(() => staffPage.title()).toBe('Hanout | Manage Customers');
    await search('atlas', staffPage);
    await expect.poll(() => rows('Customers', staffPage)).toEqual(['1 | 001525896000045 | Pharmacie Atlas Centre | 0522998877 | ']);
    await staffContext.close();
  });
});
