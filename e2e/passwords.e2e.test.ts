import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { acceptDialog, adminToken, callApi, type RunningApp } from './harness';
import { closeShop, openPage, startShop } from './support/shop';

const SHOTS = path.join(import.meta.dirname, 'screenshots');
const STAFF = { name: 'Samira Idrissi', username: 'samira', email: 'samira@hanout.test', mobile: '0611223344', password: 'first-secret' };
let app: RunningApp;
let browser: Browser;
let staffId: number;

beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  const token = await adminToken(app.url);
  await callApi(app.url, token, 'POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const users = await callApi<{ content: { id: number; username: string }[] }>(
    app.url,
    token,
    'GET',
    '/users/search?text=samira&page=0&size=10',
  );
  staffId = users.content[0].id;
});
afterAll(() => closeShop({ app, browser }));

describe('passwords', () => {
  it('an administrator gives a staff member a new one, and the staff member changes it on their profile, in Arabic on a phone', async () => {
    const { context: admin, page: adminPage } = await openPage(browser, app, { signIn: {} });
    await adminPage.goto(`${app.url}/users/edit/${staffId}`);
    await adminPage.getByLabel(/^New Password/).fill('given-by-admin');
    await adminPage.getByLabel(/^Confirm Password/).fill('given-by-admin');
    await adminPage.screenshot({ path: path.join(SHOTS, 'en-user-password-1366.png'), fullPage: true });
    await adminPage.getByRole('button', { name: 'Set this password' }).click();
    await acceptDialog(adminPage, 'Password changed');
    await admin.close();

    const { context: staff, page } = await openPage(browser, app, {
      viewport: { width: 390, height: 844 },
      signIn: { username: STAFF.email, password: 'given-by-admin', language: 'ar' },
    });
    await page.goto(`${app.url}/profile`);
    // From the keyboard: the current password, the new one twice, Enter.
    await page.getByLabel(/^كلمة المرور الحالية/).focus();
    await page.keyboard.type('not-it');
    await page.keyboard.press('Tab');
    await page.keyboard.type('chosen-by-samira');
    await page.keyboard.press('Tab');
    await page.keyboard.type('chosen-by-samira');
    await page.keyboard.press('Enter');
    // The wrong current password is said under its field, in Arabic, without the field's name.
    await page.getByText('كلمة المرور الحالية غير صحيحة.', { exact: true }).waitFor();
    await page.getByLabel(/^كلمة المرور الحالية/).fill('given-by-admin');
    await page.screenshot({ path: path.join(SHOTS, 'ar-profile-password-390.png'), fullPage: true });
    await page.getByLabel(/^كلمة المرور الحالية/).press('Enter');
    await acceptDialog(page, 'تم تغيير كلمة المرور', 'حسنا');
    // The session goes on with the token the change answered.
    await page.reload();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await staff.close();
    const signedIn = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: STAFF.username, password: 'chosen-by-samira' }),
    });
    expect(signedIn.status).toBe(200);
  });
});
