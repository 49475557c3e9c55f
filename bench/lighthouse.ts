/**
 * Lighthouse alone, several times, for comparing a web change before and after it: Lighthouse's
 * simulated throttling moves a score by ±10 from run to run on a shared machine, so one run proves
 * nothing. `node --import tsx bench/lighthouse.ts` runs the dashboard's mobile audit 5 times on the
 * seeded SQLite copy (BENCH_SCALE) and prints each run and the medians; LIGHTHOUSE_RUNS,
 * LIGHTHOUSE_PAGES (`/dashboard,/auth/login`) and LIGHTHOUSE_PRESETS (`mobile,desktop`) change that.
 * Each run starts as in `npm run bench`, which audits the dashboard after the sign-in page: the cache
 * holds what the sign-in page loaded and nothing else. LIGHTHOUSE_CACHE=empty starts from an empty
 * cache (a first visit), LIGHTHOUSE_CACHE=warm keeps what the earlier runs loaded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, freePort } from '../e2e/harness';
import { prepareSqlite } from './databases';
import { startApp } from './servers';
import { runLighthouse, signIn, type LighthouseScores } from './web';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/dashboard').split(',');
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile').split(',') as ('mobile' | 'desktop')[];
const CACHE = process.env.LIGHTHOUSE_CACHE ?? 'sign-in';

/** Loads a page signed out (the sign-in page's scripts and styles go into the cache), then puts the token back. */
async function visitSignedOut(tab: Page, url: string, token: string) {
  await tab.evaluate(() => localStorage.removeItem('token'));
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.evaluate((value) => (value ? localStorage.setItem('token', value) : undefined), token);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = await startApp((await prepareSqlite()).env);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-lighthouse-'));
try {
  const token = await signIn(app.url);
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    for (const page of PAGES) {
      const tab = context.pages()[0] ?? (await context.newPage());
      await tab.goto(`${app.url}/favicon.svg`);
      await tab.evaluate(
        (value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')),
        page === '/auth/login' ? '' : token,
      );
      for (const preset of PRESETS) {
        const runs: LighthouseScores[] = [];
        for (let run = 0; run < RUNS; run++) {
          // Lighthouse keeps the cache when it keeps the session (disableStorageReset): each run sets it itself.
          if (CACHE !== 'warm') await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
          if (CACHE === 'sign-in') await visitSignedOut(tab, `${app.url}/auth/login`, page === '/auth/login' ? '' : token);
          const scores = await runLighthouse(port, `${app.url}${page}`, preset);
          console.log(
            `${preset} ${page} #${run + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}; ${scores.metrics}`,
          );
          runs.push(scores);
        }
        const metric = (name: string) =>
          median(runs.map((scores) => Number(new RegExp(`${name} ([\\d.,]+)`).exec(scores.metrics)?.[1].replace(',', '') ?? NaN)));
        console.log(
          `${preset} ${page} median of ${RUNS}: performance ${median(runs.map((scores) => scores.performance))}, ` +
            `FCP ${metric('FCP')} s, LCP ${metric('LCP')} s, TBT ${metric('TBT')} ms, CLS ${metric('CLS')}`,
        );
      }
    }
  } finally {
    await context.close();
  }
} finally {
  await app.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
