import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN_EMAIL = 'admin@hanout.test';
export const ADMIN_PASSWORD = 'admin-e2e-secret';
const root = path.resolve(import.meta.dirname, '..');

/** A TCP port free on the loopback interface (the bench uses it too). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The PostgreSQL database it runs on, or '' for the SQLite file in `dataDir`. */
  databaseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * An empty PostgreSQL database of its own on the server of E2E_DATABASE_URL (the browser tests then
 * run on PostgreSQL), with the way to drop it; none (embedded SQLite) when that is unset.
 */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return { url: '', drop: async () => {} };
  const name = `hanout_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts the real built app (web + API on one port) with an empty data directory and database. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-e2e-'));
  const database = await freshDatabase();
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_MINUTE: '1000',
      // The shop's day is the counter computer's day: here the browser and the tests run in this
      // machine's zone, so the server must too (with its default, Africa/Casablanca, on a UTC
      // machine the tests' "today" and the server's differ from 23:00 to midnight UTC).
      TZ: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (tries === 150) throw new Error(`the server was not ready within 30 s:\n${output}`);
    try {
      // Read to the end: an answer left unread holds its connection open, and the server's graceful
      // stop then waits for it.
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    databaseUrl: database.url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Headless, without the sandbox (containers), and without any download or background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The sign-in page follows the browser's language: the suites read it in English.
  '--lang=en-US',
];

/** Debian's Chromium, headless; a missing browser fails the test rather than skipping it. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Calls the app's API, for fixtures the screens under test do not own: JSON in, JSON (or the bytes of a PDF) out; a failure throws. */
export async function callApi<T = any>(url: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.arrayBuffer()) as T;
}

/**
 * What a GRN needs, created through the API as an administrator: a company and its supplier (e-mail
 * and mobile given), a category and its brand; answers the supplier's, the brand's and the Box unit's ids.
 */
export async function seedSupplierAndBrand(
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>,
  names: {
    company: { name: string; email: string; mobile: string; address: string };
    supplier: { name: string; email: string; mobile: string };
    category: string;
    brand: string;
  },
): Promise<{ supplierId: number; brandId: number; unitId: number }> {
  const find = async (path: string, name: string) =>
    (await call<{ id: number; name: string }[]>('GET', path)).find((row) => row.name === name)!.id;
  await call('POST', '/companies', names.company);
  await call('POST', '/suppliers', { ...names.supplier, company: await find('/companies', names.company.name) });
  await call('POST', '/categories', { name: names.category });
  await call('POST', '/brands', { name: names.brand, category: { id: await find('/categories', names.category) } });
  const suppliers = await call<{ content: { id: number; name: string }[] }>(
    'GET',
    `/suppliers/search?text=${encodeURIComponent(names.supplier.name)}&page=0&size=10`,
  );
  return {
    supplierId: suppliers.content.find((row) => row.name === names.supplier.name)!.id,
    brandId: await find('/brands', names.brand),
    unitId: await find('/units', 'Box'),
  };
}

/** The first administrator's token, signed in through the API. */
export async function adminToken(url: string): Promise<string> {
  return (await callApi<{ token: string }>(url, null, 'POST', '/auth/login', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD })).token;
}

/**
 * Sets a user's screen language through the API (French by default). The suites that check the
 * spec's English texts sign their users in with 'en'.
 */
export async function setLanguage(url: string, username: string, password: string, language: 'fr' | 'ar' | 'en'): Promise<void> {
  const { token } = await callApi<{ token: string }>(url, null, 'POST', '/auth/login', { username, password });
  await callApi(url, token, 'PUT', '/users/me/language', { language });
}

/**
 * Types `code` and Enter as a scanner does, its keys stamped 5 ms apart: the page reads each key's
 * time from the event, and a scanner's keys keep theirs however long the page takes over each.
 */
export async function scanAtScannerPace(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((text) => ({ key: text, text, code: `Digit${text}`, windowsVirtualKeyCode: text.charCodeAt(0) }));
  keys.push({ key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 });
  for (const [index, key] of keys.entries()) {
    const timestamp = start + index * 0.005;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...key });
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      timestamp,
      key: key.key,
      code: key.code,
      windowsVirtualKeyCode: key.windowsVirtualKeyCode,
    });
  }
  await cdp.detach();
}

/** Pastes `text` into a field, as Ctrl+V from the clipboard would (the field emptied first). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.fill('');
  await field.focus();
  const pasted = await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    // A paste the page does not take over inserts the text, as the browser's own paste does.
    if (input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))) return false;
    return true;
  }, text);
  if (!pasted) await field.page().keyboard.insertText(text);
}

/** Signs in through the sign-in page, the user's language set to `language` first (English: the spec's texts). */
export async function signIn(
  page: Page,
  url: string,
  username = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
  language: 'fr' | 'ar' | 'en' = 'en',
): Promise<void> {
  await setLanguage(url, username, password, language);
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  // Administrators start on the dashboard, staff at the counter.
  await page.waitForURL((address) => ['/dashboard', '/counter'].includes(address.pathname));
}

/**
 * After a failed test, prints the address and the dialogs open on `page()`: a dialog left open
 * (an error message, a picker that missed its click) blocks every later click of the file, and
 * CI keeps only the printed output.
 */
export function reportPageOnFailure(page: () => Page | undefined): void {
  afterEach(async (context) => {
    const current = page();
    if (context.task.result?.state !== 'fail' || !current) return;
    const dialogs = await current
      .getByRole('dialog')
      .allInnerTexts()
      .catch((error: Error) => [error.message]);
    console.log(`after "${context.task.name}": at ${current.url()}, ${dialogs.length} dialog(s) open`, dialogs);
  });
}

/** Clicks the OK of the dialog titled `title` after checking its text. */
export async function acceptDialog(page: Page, title: string | RegExp, button: string | RegExp = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Takes `option` of a select from the keyboard, its field focused: arrows (the first opens the list)
 * until the option is the marked one, then Enter. Each arrow waits for the list to be drawn and an
 * option marked: an arrow pressed before is lost, or moves past the option.
 */
export async function pickOption(page: Page, option: Locator): Promise<void> {
  const marked = async () => (await option.isVisible()) && (await option.getAttribute('data-combobox-selected')) !== null;
  for (let presses = 0; !(await marked()); presses++) {
    if (presses === 20) throw new Error('the arrows never mark the option');
    await page.keyboard.press('ArrowDown');
    await option.waitFor();
    // Opening the list may mark nothing yet: the loop then presses again.
    await page
      .locator('[data-combobox-selected]')
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => {});
  }
  await page.keyboard.press('Enter');
}

export interface LoadedScript {
  name: string;
  raw: number;
  /** Gzipped here at level 9, whatever the server sent. */
  gzip: number;
  /** As sent by the server (encoded body). */
  sent: number;
}
export interface PageScripts {
  page: string;
  scripts: LoadedScript[];
}

/** The scripts a page loads until `ready` shows and the network is idle, largest first (the bench and the bundle test). */
export async function scriptsLoadedBy(context: BrowserContext, url: string, page: string, ready: string): Promise<PageScripts> {
  const tab = await context.newPage();
  const pending: Promise<LoadedScript | null>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          name: new URL(response.url()).pathname.replace('/assets/', ''),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        };
      })().catch(() => null),
    );
  });
  await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' });
  await tab.getByText(ready, { exact: false }).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => !!script);
  await tab.close();
  return { page, scripts: scripts.sort((a, b) => b.gzip - a.gzip) };
}

/** The contrast ratio (WCAG) of an element's text colour on the first background colour behind it. */
export function contrastOnItsBackground(element: Element): number {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let behind: Element | null = element;
  let background = 'rgb(255, 255, 255)';
  while (behind) {
    const colour = getComputedStyle(behind).backgroundColor;
    if (channels(colour).length === 3 || channels(colour)[3] === 1) {
      background = colour;
      break;
    }
    behind = behind.parentElement;
  }
  const [light, dark] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Where browser tests leave the screenshots to look at. */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

/** The whole page at 1366 px and at 390 px wide (`name-1366.png`, `name-390.png`), then back to 1366 px. */
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    // The navbar slides away on a phone: the picture waits for it to finish.
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
