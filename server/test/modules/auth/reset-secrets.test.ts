/**
 * Reset codes are not kept in clear: the database holds only their hash, the outbox a copy of the
 * mail with the code withheld (so backups hold none); with no SMTP, the log still carries the link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ logLevel: 'warn', appUrl: 'http://shop.test' }, logStream);
});
afterAll(async () => {
  await t?.close();
});

it('keeps only a hash of the code and a withheld copy of the mail, and logs the link when no SMTP is set', async () => {
  const ask = await t.request(null, { method: 'GET', url: `/api/auth/forgot-password?email=${encodeURIComponent(ADMIN_EMAIL)}` });
  expect(ask.statusCode).toBe(200);
  let link: RegExpMatchArray | null = null;
  for (let i = 0; i < 100 && !link; i++) {
    link = log.match(/http:\/\/shop\.test\/auth\/reset-password\?email=([^&\s"\\]+)&verificationCode=([\w-]+)/);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(link, 'the log carries the link').not.toBeNull();
  const code = link![2];

  const outbox = await t.database.db.selectFrom('mailOutbox').selectAll().execute();
  expect(outbox).toHaveLength(1);
  expect(outbox[0].body).toContain('/auth/reset-password?email=');
  expect(outbox[0].body).toContain('[withheld');
  expect(outbox[0].body).not.toContain(code);
  const resets = await t.database.db.selectFrom('passwordResets').selectAll().execute();
  expect(JSON.stringify(resets)).not.toContain(code);
  if (dialectUnderTest === 'sqlite') {
    // What a backup copies: the database file and its write-ahead log.
    for (const file of fs.readdirSync(t.config.dataDir).filter((name) => name.startsWith('hanout.sqlite'))) {
      expect(fs.readFileSync(path.join(t.config.dataDir, file)).includes(code), file).toBe(false);
    }
  }

  const reset = await t.request(null, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email: ADMIN_EMAIL, verificationCode: code, password: 'after-the-reset' },
  });
  expect(reset.statusCode).toBe(200);
  console.log(
    `hardening: reset secrets (${dialectUnderTest}): the code is stored only hashed, the outbox copy withholds it, the log (no SMTP) carries the working link`,
  );
});
