/**
 * The web figures: the JavaScript the login and dashboard pages load (gzipped size, and the bytes
 * the server actually sent), and Lighthouse's performance and accessibility scores.
 *
 * Method: the built app runs on the seeded SQLite copy. Sizes come from a headless Chromium page
 * load driven by playwright-core: every script response is counted and gzipped here (level 9).
 * Lighthouse runs without puppeteer's browser download: playwright-core launches Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium) with the flags of e2e/harness.ts and a
 * remote-debugging port in a persistent profile; the session token is put in that profile's
 * localStorage by a playwright page, and Lighthouse connects to the port with
 * disableStorageReset so that /dashboard opens signed in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import type { Prepared } from './databases';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, scriptsLoadedBy, type PageScripts } from '../e2e/harness';
import { login, startApp } from './servers';

const CHROME = process.env.CHROME_PATH ?? CHROMIUM;

export interface LighthouseScores {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  metrics: string;
  opportunities: string[];
}
export interface WebFigures {
  scripts: PageScripts[];
  lighthouse: LighthouseScores[];
  errors: string[];
}

export async function signIn(url: string): Promise<string> {
  const token = await login(url);
  // The pages are waited for by their English texts: the administrator reads English here.
  await fetch(`${url}/api/users/me/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'en' }),
  });
  return token;
}

const putToken = (context: BrowserContext, token: string) =>
  context.addInitScript((value) => window.localStorage.setItem('token', value), token);

export async function runLighthouse(port: number, url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
    config,
  );
  if (!result) throw new Error('Lighthouse gave no result');
  // BENCH_LIGHTHOUSE_DIR=/tmp/lh keeps each full report (long tasks, LCP element, treemap data).
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.displayValue ?? '-';
  const opportunities = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.details?.type === 'opportunity' || categories.accessibility.auditRefs.some((ref) => ref.id === audit.id)),
    )
    .map((audit) => {
      // For an accessibility failure, the elements it names (up to 3), so that the report says what to fix.
      const items = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : [];
      const nodes = items
        .map((item) => (item as { node?: { snippet?: string } }).node?.snippet)
        .filter((snippet): snippet is string => !!snippet)
        .slice(0, 3);
      return `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${nodes.length ? `: \`${nodes.join('`, `')}\`` : ''}`;
    });
  return {
    page: new URL(url).pathname,
    preset,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    opportunities,
  };
}

export async function measureWeb(prepared: Prepared): Promise<WebFigures> {
  const app = await startApp(prepared.env);
  const figures: WebFigures = { scripts: [], lighthouse: [], errors: [] };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-bench-chrome-'));
  try {
    const token = await signIn(app.url);
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
    try {
      const visitor = await browser.newContext();
      figures.scripts.push(await scriptsLoadedBy(visitor, app.url, '/auth/login', 'SIGN IN'));
      await visitor.close();
      const signedIn = await browser.newContext();
      await putToken(signedIn, token);
      figures.scripts.push(await scriptsLoadedBy(signedIn, app.url, '/dashboard', 'Top Selling'));
      await signedIn.close();
    } finally {
      await browser.close();
    }

    const port = await freePort();
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    });
    try {
      for (const page of ['/auth/login', '/dashboard']) {
        // The login page is measured signed out, the dashboard signed in.
        const tab = context.pages()[0] ?? (await context.newPage());
        await tab.goto(`${app.url}/favicon.svg`);
        await tab.evaluate(
          (value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')),
          page === '/dashboard' ? token : '',
        );
        for (const preset of ['mobile', 'desktop'] as const) {
          try {
            const scores = await runLighthouse(port, `${app.url}${page}`, preset);
            console.log(
              `  Lighthouse ${preset} ${page}: performance ${scores.performance}, accessibility ${scores.accessibility}; ${scores.metrics}`,
            );
            figures.lighthouse.push(scores);
          } catch (error) {
            figures.errors.push(`Lighthouse ${preset} ${page}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    } finally {
      await context.close();
    }
  } finally {
    await app.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function webReport(figures: WebFigures): string {
  const lines = ['| Page | JS files | JS raw | JS gzip (level 9) | JS as sent by the server | Target |', '|---|--:|--:|--:|--:|---|'];
  for (const { page, scripts } of figures.scripts) {
    const sum = (key: 'raw' | 'gzip' | 'sent') => scripts.reduce((total, script) => total + script[key], 0);
    const target = page === '/auth/login' ? (sum('gzip') < 150 * 1024 ? '✓ < 150 KB gz' : '✗ ≥ 150 KB gz') : '';
    lines.push(`| ${page} | ${scripts.length} | ${kb(sum('raw'))} | ${kb(sum('gzip'))} | ${kb(sum('sent'))} | ${target} |`);
  }
  lines.push('');
  for (const { page, scripts } of figures.scripts) {
    lines.push(`Scripts of ${page} (gzip): ${scripts.map((script) => `${script.name} ${kb(script.gzip)}`).join(', ')}.`, '');
  }
  lines.push('| Page | Lighthouse preset | Performance | Accessibility | Metrics | Target ≥ 95 |', '|---|---|--:|--:|---|---|');
  for (const score of figures.lighthouse) {
    const ok = score.performance >= 95 && score.accessibility >= 95;
    lines.push(
      `| ${score.page} | ${score.preset} | ${score.performance} | ${score.accessibility} | ${score.metrics} | ${ok ? '✓' : '✗'} |`,
    );
  }
  const advice = figures.lighthouse.filter((score) => score.opportunities.length);
  if (advice.length) {
    lines.push('', 'Lighthouse findings below 0.9:');
    for (const score of advice) lines.push(`- ${score.page} (${score.preset}): ${score.opportunities.join('; ')}`);
  }
  for (const error of figures.errors) lines.push('', `Error: ${error}`);
  return lines.join('\n');
}
