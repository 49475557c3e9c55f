import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptDialog, ADMIN_EMAIL, ADMIN_PASSWORD, scriptsLoadedBy, signIn, type RunningApp, reportPageOnFailure } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ app, browser } = await startShop());
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));
beforeEach(async () => {
  ({ context, page } = await openPage(browser, app, { viewport: null }));
});
afterEach(() => context.close());

describe('signing in and out', () => {
  it('sends a visitor to the login page and signs the first administrator in and out', async () => {
    await page.goto(`${app.url}/`);
    await page.waitForURL(`${app.url}/auth/login`);
    await expect.poll(() => page.title()).toBe('Hanout | Sign In');
    await expect.poll(() => page.getByText('Enter your username or e-mail and your password').isVisible()).toBe(true);
    const signInButton = page.getByRole('button', { name: 'SIGN IN' });
    expect(await signInButton.isDisabled()).toBe(true);

    await signIn(page, app.url);
    await expect.poll(() => page.title()).toBe('Hanout | Dashboard');
    await expect.poll(() => page.getByRole('banner').getByText('Hanout').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`© ${new Date().getFullYear()} Hanout. All rights reserved.`).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const link of ['Dashboard', 'Customers', 'GRN', 'Stock', 'Invoice', 'Users', 'Suppliers', 'Products']) {
      await expect.poll(() => nav.getByText(link, { exact: true }).isVisible()).toBe(true);
    }
    // The menu's groups open from the keyboard.
    const grnGroup = nav.getByRole('button', { name: 'GRN' });
    expect(await grnGroup.getAttribute('aria-expanded')).toBe('false');
    await grnGroup.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('link', { name: 'Add GRN' }).isVisible()).toBe(true);
    expect(await grnGroup.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // A signed-in user who opens the login page goes back to the dashboard.
    await page.goto(`${app.url}/auth/login`);
    await page.waitForURL(`${app.url}/dashboard`);

    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL(`${app.url}/auth/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows the server message under the form for a wrong password', async () => {
    await page.goto(`${app.url}/auth/login`);
    await page.getByLabel('Username').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password');
    expect(page.url()).toBe(`${app.url}/auth/login`);
  });

  it('shows the validation messages and keeps SIGN IN disabled', async () => {
    await page.goto(`${app.url}/auth/login`);
    await page.getByLabel('Username').fill('a');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password', { exact: true }).fill('ab');
    await expect.poll(() => page.getByText('Username is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'SIGN IN' }).isDisabled()).toBe(true);
  });

  it('removes an expired token and asks to sign in again', async () => {
    await page.goto(`${app.url}/auth/login`);
    const expired = `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ sub: '1', role: 'ROLE_ADMIN', exp: 1 }))}.sig`;
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/auth/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${app.url}/no/such/page`);
    await expect.poll(() => page.getByText('Ooops!').isVisible()).toBe(true);
    expect(await page.getByText('The page you requested was not found!').isVisible()).toBe(true);
    expect(await page.getByText('404').isVisible()).toBe(true);
  });
});

describe('code splitting', () => {
  it('loads under 150 KB of gzipped JavaScript for the sign-in page, and the charts only with the dashboard', async () => {
    const login = await scriptsLoadedBy(context, app.url, '/auth/login', 'SIGN IN');
    const total = login.scripts.reduce((sum, script) => sum + script.gzip, 0);
    expect(total, login.scripts.map((script) => `${script.name} ${script.gzip}`).join(', ')).toBeLessThan(150 * 1024);
    expect(login.scripts.map((script) => script.name).filter((name) => /Dashboard|AppLayout|Modal/.test(name))).toEqual([]);

    await signIn(page, app.url);
    const dashboard = await scriptsLoadedBy(context, app.url, '/dashboard', 'Top Selling');
    expect(dashboard.scripts.some((script) => script.name.startsWith('DashboardCharts-'))).toBe(true);
  });

  it('loads neither the dashboard’s code nor Zod with the staff screens, Add GRN included, and the stock list on a phone asks for no brand before its rows', async () => {
    await signIn(page, app.url);
    // `dashboard-` is the dashboard's own group (vite.config.ts), `schemas-` the chunk Zod's schemas make.
    for (const [screen, ready] of [
      ['/counter', 'Counter'],
      ['/stock', 'Stock Management'],
      ['/invoice/history', 'Invoice History'],
      ['/receivables', 'Receivables'],
      // Add GRN's forms load their rules when first entered.
      ['/grn', 'Add GRN'],
    ]) {
      const { scripts } = await scriptsLoadedBy(context, app.url, screen, ready);
      expect(
        scripts.map((script) => script.name).filter((name) => /^(dashboard|schemas)-/.test(name)),
        screen,
      ).toEqual([]);
    }

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    phone.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await phone.goto(`${app.url}/stock`, { waitUntil: 'networkidle' });
    await phone.getByRole('button', { name: 'More filters' }).waitFor();
    expect(asked).toContain('/api/stock/search');
    expect(asked.filter((path) => /^\/api\/(brands|categories)/.test(path))).toEqual([]);
    await phone.getByRole('button', { name: 'More filters' }).click();
    await expect.poll(() => asked.filter((path) => /^\/api\/(brands|categories)/.test(path)).length).toBe(2);
    await phone.close();
  });
});

describe('forgot and reset password', () => {
  it('mails a link that resets the password, then signs in with the new one', async () => {
    await page.goto(`${app.url}/auth/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.url}/auth/forgot-password`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send Recover Email' }).click();
    await acceptDialog(page, 'Please check your email for password reset instructions');

    // No SMTP_URL: the mail is in the server's log, as a developer would find it.
    let link: string | undefined;
    await expect.poll(() => (link = app.output().match(/http:\/\/[^\s"\\]+\/auth\/reset-password\?email=[^\s"\\]+/)?.[0])).toBeTruthy();
    await page.goto(link!.replace(/^http:\/\/[^/]+/, app.url));
    await page.getByLabel('New Password').fill('first-new');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Passwords does not match.').isVisible()).toBe(true);

    await page.getByLabel('Confirm Password').fill('first-new');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await acceptDialog(page, 'You can now login with your new password');
    await page.waitForURL(`${app.url}/auth/login`);
    await signIn(page, app.url, ADMIN_EMAIL, 'first-new');

    // The link is single use: a second try is sent to ask for a new one.
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.goto(link!.replace(/^http:\/\/[^/]+/, app.url));
    await page.getByLabel('New Password').fill('second-new');
    await page.getByLabel('Confirm Password').fill('second-new');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await acceptDialog(page, 'Request a new password reset link');
    await page.waitForURL(`${app.url}/auth/forgot-password`);

    // Put the password back for the other tests of this file.
    const reset = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: 'first-new' }),
    });
    expect(reset.status).toBe(200);
    expect(ADMIN_PASSWORD).not.toBe('first-new');
  });
});
