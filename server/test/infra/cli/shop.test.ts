/**
 * `npm run shop -- …`: the operator's commands, on the database the app uses (SQLite file or
 * DATABASE_URL), while the app runs: a shop opened, listed, suspended, resumed and exported.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;
const temporary: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** The command as `npm run shop` runs it, on the test's database (or on `dataDir`). */
function shop(args: string[], dataDir = t.config.dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: dataDir === t.config.dataDir ? (t.config.databaseUrl ?? '') : '' };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/shop.ts', ...args], { cwd: SERVER_DIR, env, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const signIn = (username: string, password: string, code?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, ...(code ? { shop: code } : {}) } });

describe('npm run shop', () => {
  let password: string;

  it("opens a shop and prints its administrator's password once; refuses a code taken or malformed", async () => {
    const run = shop(['create', '--code', 'alamal', '--name', 'Pharmacie Al Amal', '--admin-email', 'owner@alamal.ma']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Shop alamal (Pharmacie Al Amal) opened');
    password = /Password: (\S+)/.exec(run.stdout)![1];
    expect((await signIn('owner@alamal.ma', password)).statusCode).toBe(200);
    expect((await signIn('admin', password, 'alamal')).statusCode).toBe(200);

    const taken = shop(['create', '--code', 'alamal', '--name', 'Again', '--admin-email', 'again@alamal.ma']);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('A shop with this code, or a user with this e-mail address, already exists.');
    const malformed = shop(['create', '--code', 'Al Amal', '--name', 'Al Amal']);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain('code: Shop code must be 2 to 40 lower-case letters');
    expect(malformed.stderr).toContain('adminEmail:');
  }, 60_000);

  it('lists the shops, suspends one (its sign-in refused) and resumes it', async () => {
    const list = shop(['list']);
    expect(list.status, list.stderr).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^CODE\s+STATUS\s+USERS\s+PRODUCTS\s+CUSTOMERS\s+INVOICES\s+GRNS\s+LAST ACTIVITY\s+NAME$/);
    expect(lines.slice(1).map((line) => line.split(/\s+/).slice(0, 7))).toEqual([
      ['main', 'active', '1', '0', '1', '0', '0'],
      ['alamal', 'active', '1', '0', '1', '0', '0'],
    ]);

    const suspended = shop(['suspend', '--code', 'alamal']);
    expect(suspended.status, suspended.stderr).toBe(0);
    expect(suspended.stdout).toContain('Shop alamal (Pharmacie Al Amal) is suspended');
    expect((await signIn('owner@alamal.ma', password)).statusCode).toBe(401);
    expect(shop(['list']).stdout).toMatch(/alamal\s+suspended/);
    const resumed = shop(['resume', '--code', 'alamal']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect((await signIn('owner@alamal.ma', password)).statusCode).toBe(200);

    const unknown = shop(['suspend', '--code', 'nowhere']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No shop has the code nowhere.');
    expect(shop(['suspend']).status).toBe(2);
    expect(shop(['close', '--code', 'alamal']).stderr).toContain('Unknown command: close');
  }, 60_000);

  it("exports one shop's tables with its rows only into a directory", () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-shop-export-'));
    temporary.push(target);
    const run = shop(['export', '--code', 'alamal', '--to', target]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Exported the shop alamal`);
    expect(fs.readFileSync(path.join(target, 'shop.csv'), 'utf8')).toContain(',alamal,Pharmacie Al Amal,active,');
    const users = fs.readFileSync(path.join(target, 'users.csv'), 'utf8').trim().split('\r\n');
    expect(users).toHaveLength(2);
    expect(users[1]).toContain('owner@alamal.ma');
    expect(fs.existsSync(path.join(target, 'shops.csv'))).toBe(false);
    expect(shop(['export', '--code', 'alamal']).status).toBe(2);
  }, 60_000);

  it.skipIf(dialectUnderTest !== 'sqlite')('refuses to run without a database, creating none', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-no-db-'));
    temporary.push(empty);
    const run = shop(['list'], empty);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('There is no database in');
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
