/**
 * The preamble every browser suite shares: the built app and Chromium started together, a tab of
 * its own (signed in, in a language, when asked), and all of it closed after the file.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser, signIn, startApp, type RunningApp } from '../harness';

/** Starts the app (with `env`) and the browser at once; makes the screenshots' folder first when named. */
export async function startShop(options: { env?: Record<string, string>; screenshots?: string } = {}): Promise<{
  app: RunningApp;
  browser: Browser;
}> {
  if (options.screenshots) fs.mkdirSync(options.screenshots, { recursive: true });
  const [app, browser] = await Promise.all([startApp(options.env), launchBrowser()]);
  return { app, browser };
}

export interface PageOptions {
  /** 1366 × 900 unless given; null for the browser's own. */
  viewport?: { width: number; height: number } | null;
  /** More options of the browser context (downloads, locale...). */
  context?: BrowserContextOptions;
  /** The page's default timeout for actions and waits, when not Playwright's. */
  timeout?: number;
  /** Signs in through the sign-in page: the first administrator in English unless given. */
  signIn?: { username?: string; password?: string; language?: 'fr' | 'ar' | 'en' };
}

/** A tab in a browser context of its own, signed in when `signIn` is given. */
export async function openPage(
  browser: Browser,
  app: RunningApp,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = options.viewport === undefined ? { width: 1366, height: 900 } : options.viewport;
  const context = await browser.newContext({ ...(viewport ? { viewport } : {}), ...options.context });
  const page = await context.newPage();
  if (options.timeout) page.setDefaultTimeout(options.timeout);
  if (options.signIn) {
    const { username = ADMIN_EMAIL, password = ADMIN_PASSWORD, language = 'en' } = options.signIn;
    await signIn(page, app.url, username, password, language);
  }
  return { context, page };
}

/** Closes what startShop and openPage opened, whichever of them did open. */
export async function closeShop(opened: { app?: RunningApp; browser?: Browser; context?: BrowserContext }): Promise<void> {
  await opened.context?.close().catch(() => {});
  await opened.browser?.close();
  await opened.app?.stop();
}
