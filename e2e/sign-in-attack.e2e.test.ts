/**
 * Strangers tripping the account-wide limit of failed sign-ins: the owner's browser, which signed
 * in before, still signs in from a new address (its device token), a stranger's address does not,
 * and the dashboard tells the administrator, in each language. Addresses come from X-Forwarded-For
 * (TRUST_PROXY), as behind the shop's reverse proxy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, reportPageOnFailure, signIn, type RunningApp } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

let app: RunningApp;
let browser: Browser;
let page: Page | undefined;
const screenshots = process.env.SCREENSHOT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-attack-'));

beforeAll(async () => {
  ({ app, browser } = await startShop({ env: { TRUST_PROXY: 'true' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser }));

const signInFrom = (address: string, password: string) =>
  fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: ADMIN_EMAIL, password }),
  }).then(async (response) => (await response.arrayBuffer(), response.status));

describe('an account under attack', () => {
  it('lets the owner’s browser in from a new address and tells the administrator', async () => {
    const opened = await openPage(browser, app, {
      viewport: null,
      context: { extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' } },
      signIn: {},
    });
    const context = opened.context;
    page = opened.page;
    const deviceToken = () =>
      page!.evaluate((login) => (JSON.parse(localStorage.getItem('deviceTokens') ?? '{}') as Record<string, string>)[login], ADMIN_EMAIL);
    const firstToken = await deviceToken();
    expect(firstToken).toMatch(/^[\w-]{32}$/);
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL(`${app.url}/auth/login`);
    // Signing out keeps the browser's device token for that login.
    expect(await deviceToken()).toBe(firstToken);

    // 24 addresses, 5 wrong passwords each.
    const codes = await Promise.all(
      Array.from({ length: 24 }, async (_, a) => {
        const own = [];
        for (let i = 0; i < 5; i++) own.push(await signInFrom(`192.0.2.${a + 1}`, 'wrong-password'));
        return own;
      }),
    );
    expect(codes.flat().filter((code) => code === 401).length).toBeGreaterThanOrEqual(100);
    expect(await signInFrom('203.0.113.5', ADMIN_PASSWORD)).toBe(429);

    // The owner, with their browser, at a new address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.99' });
    await page.getByLabel('Username').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    // The token it came with is replaced by a fresh one.
    expect(await deviceToken()).toMatch(/^[\w-]{32}$/);
    expect(await deviceToken()).not.toBe(firstToken);
    const notice = page.getByTestId('sign-in-attack');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toMatch(
      /Someone is trying to guess a password.*failed sign-ins within the hour on the account of Administrator \(admin\)/,
    );
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(screenshots, `attack-en-${width}.png`) });
    }
    for (const [language, title] of [
      ['fr', 'Quelqu’un essaie de deviner un mot de passe'],
      ['ar', 'شخص ما يحاول تخمين كلمة مرور'],
    ] as const) {
      // Signed in again (the token forgotten, the device token kept), the screens speak the user's new language.
      await page.evaluate(() => localStorage.removeItem('token'));
      await signIn(page, app.url, ADMIN_EMAIL, ADMIN_PASSWORD, language);
      await expect.poll(() => notice.textContent()).toContain(title);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(screenshots, `attack-${language}-${width}.png`) });
      }
    }
    await context.close();
  });
});
