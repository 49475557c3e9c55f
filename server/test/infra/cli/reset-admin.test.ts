/**
 * `npm run reset-admin -- --email …`: a lost administrator password replaced from the server's
 * shell, on the database the app uses (SQLite file or DATABASE_URL), the old sessions ended.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../../support/harness';
import { createShop } from '../../../src/modules/shops';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The command as `npm run reset-admin` runs it, on the test's database. */
function resetAdmin(...args: string[]) {
  return resetAdminWithInput('', ...args);
}

/** The command with this text piped to its standard input. */
function resetAdminWithInput(input: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/reset-admin.ts', ...args], {
    cwd: SERVER_DIR,
    env,
    input,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.20', payload: { username, password } });

describe('npm run reset-admin', () => {
  it('prints a new generated password once and ends the administrator’s sessions', async () => {
    const session = () => t.request(t.adminToken, { method: 'GET', url: '/api/auth/session' });
    expect((await session()).statusCode).toBe(200);
    const run = resetAdmin('--email', ADMIN_EMAIL.toUpperCase());
    expect(run.status, run.stderr).toBe(0);
    const password = /New password for .+: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toBeDefined();
    expect((await session()).statusCode).toBe(401);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('admin', password!)).statusCode).toBe(200);
  }, 60_000);

  it('takes the new password from standard input with --password-stdin, never from the command line', async () => {
    const run = resetAdminWithInput('chosen-by-the-owner\n', '--email', ADMIN_EMAIL, '--password-stdin');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('chosen-by-the-owner');
    expect((await signIn(ADMIN_EMAIL, 'chosen-by-the-owner')).statusCode).toBe(200);
    const onCommandLine = resetAdmin('--email', ADMIN_EMAIL, '--password', 'on-the-command-line');
    expect(onCommandLine.status).toBe(2);
    expect(onCommandLine.stderr).toContain('--password-stdin');
    expect((await signIn(ADMIN_EMAIL, 'on-the-command-line')).statusCode).toBe(401);
  }, 60_000);

  it('enables a disabled administrator again, and says so', async () => {
    const owner = await t.createUser({ role: 'ROLE_ADMIN', enabled: false });
    const run = resetAdminWithInput('owner-regains-access\n', '--email', owner.email, '--password-stdin');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${owner.email} was disabled: they are enabled again.`);
    expect((await signIn(owner.email, 'owner-regains-access')).statusCode).toBe(200);
  }, 60_000);

  it('refuses a user who is not an administrator, an unknown e-mail and a too short password, changing nothing', async () => {
    const user = await t.createUser({ role: 'ROLE_USER' });
    const notAdmin = resetAdmin('--email', user.email);
    expect(notAdmin.status).toBe(1);
    expect(notAdmin.stderr).toContain(`${user.email} is not an administrator`);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    const unknown = resetAdmin('--email', 'nobody@hanout.test');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user has the e-mail nobody@hanout.test.');

    const short = resetAdminWithInput('short\n', '--email', ADMIN_EMAIL, '--password-stdin');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 8 characters');
    expect((await signIn(ADMIN_EMAIL, 'chosen-by-the-owner')).statusCode).toBe(200);

    const missing = resetAdmin();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run reset-admin -- --email');
  }, 60_000);
  it('resets the administrator of any shop of the installation, found by their e-mail', async () => {
    const nour = await createShop(t.database.db, { code: 'nour', name: 'Pharmacie Nour', adminEmail: 'owner@nour.ma' });
    const run = resetAdminWithInput('nour-owner-regains-access\n', '--email', 'owner@nour.ma', '--password-stdin');
    expect(run.status, run.stderr).toBe(0);
    expect((await signIn('owner@nour.ma', nour.adminPassword)).statusCode).toBe(401);
    expect((await signIn('owner@nour.ma', 'nour-owner-regains-access')).statusCode).toBe(200);
    // The first shop's administrator, also `admin`, keeps their password.
    expect((await signIn(ADMIN_EMAIL, 'chosen-by-the-owner')).statusCode).toBe(200);
  }, 60_000);
});
