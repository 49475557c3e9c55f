import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { createMailer } from '../../../src/modules/mail/mailer';
import { checkAlertDigest, scheduleAlertDigest, type DigestOptions } from '../../../src/modules/alerts';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { insertProduct, insertStock } from '../../support/purchasing-fixtures';

let t: TestApp;
/** A second handle on the same database: what another app instance holds. */
let other: DatabaseHandle;
const silent = { error: () => undefined };

/** The digest's options for the database behind `handle`, on UTC days so that the clock below reads plainly. */
const optionsFor = (handle: DatabaseHandle): DigestOptions => ({
  db: handle.db,
  mailer: createMailer({ db: handle.db, from: 'Hanout <no-reply@hanout.test>', log: t.app.log }),
  timeZone: 'UTC',
  appUrl: 'https://pharmacie.example',
  log: silent,
});
const at = (iso: string) => new Date(iso);
const setHour = (alertDigestHour: number | null) => t.database.db.updateTable('shopSettings').set({ alertDigestHour }).execute();
const outbox = () => t.database.db.selectFrom('mailOutbox').select(['recipient', 'subject', 'body']).orderBy('id').execute();
const clearOutbox = () => t.database.db.deleteFrom('mailOutbox').execute();

beforeAll(async () => {
  t = await createTestApp();
  other = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
  // Two more administrators, one of them disabled, and a clerk: only the enabled administrators get the digest.
  await t.createUser({ role: 'ROLE_ADMIN', name: 'Second admin' });
  await t.createUser({ role: 'ROLE_ADMIN', name: 'Disabled admin', enabled: false });
  await t.createUser({ role: 'ROLE_USER', name: 'Clerk' });
  const product = await insertProduct(t, 'Amoxil 500', 'GSK', 'Antibiotiques');
  await t.database.db.updateTable('products').set({ reorderLevel: 50 }).where('id', '=', product.id).execute();
  await insertStock(t, { productId: product.id, quantity: 4, buyingPrice: 20, expireDate: '2030-03-01' });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe(`daily alerts digest (${dialectUnderTest})`, () => {
  it('sends nothing while it is off, nor before its hour', async () => {
    await setHour(null);
    expect(await checkAlertDigest(optionsFor(t.database), at('2030-01-05T12:00:00Z'))).toBe('off');
    await setHour(8);
    expect(await checkAlertDigest(optionsFor(t.database), at('2030-01-05T07:59:59Z'))).toBe('early');
    expect(await outbox()).toEqual([]);
    expect(await t.database.db.selectFrom('alertDigests').selectAll().execute()).toEqual([]);
  });

  it('mails the alerts to every enabled administrator once the hour has come, once that day', async () => {
    await setHour(8);
    expect(await checkAlertDigest(optionsFor(t.database), at('2030-01-05T08:00:00Z'))).toBe('sent');
    const mails = await outbox();
    const administrators = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'ROLE_ADMIN')
      .where('isEnabled', '=', 1)
      .orderBy('id')
      .execute();
    expect(administrators).toHaveLength(2);
    expect(mails.map((mail) => mail.recipient)).toEqual(administrators.map((admin) => admin.email));
    expect(mails[0].subject).toBe('alertes de stock du 05/01/2030');
    expect(mails[0].body).toContain('1 produit au seuil de réapprovisionnement ou en dessous');
    expect(mails[0].body).toContain('- Amoxil 500 : 4 en stock, seuil 50');
    expect(mails[0].body).toContain('https://pharmacie.example/alerts');
    // Later the same day, on this instance or another: nothing more.
    expect(await checkAlertDigest(optionsFor(t.database), at('2030-01-05T15:00:00Z'))).toBe('taken');
    expect(await checkAlertDigest(optionsFor(other), at('2030-01-05T23:59:00Z'))).toBe('taken');
    expect(await outbox()).toHaveLength(2);
    const claim = await t.database.db.selectFrom('alertDigests').selectAll().where('day', '=', '2030-01-05').executeTakeFirstOrThrow();
    expect(claim.recipients).toBe(2);
    expect(claim.sentAt).not.toBeNull();
  });

  it('is sent once a day even when two instances check at the same moment', async () => {
    await setHour(6);
    for (const day of ['2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04', '2030-02-05']) {
      await clearOutbox();
      const now = at(`${day}T06:00:00Z`);
      const outcomes = await Promise.all([
        checkAlertDigest(optionsFor(t.database), now),
        checkAlertDigest(optionsFor(other), now),
        checkAlertDigest(optionsFor(other), now),
      ]);
      expect(
        outcomes.filter((outcome) => outcome === 'sent'),
        day,
      ).toHaveLength(1);
      expect(
        outcomes.filter((outcome) => outcome === 'taken'),
        day,
      ).toHaveLength(2);
      expect(await outbox(), day).toHaveLength(2);
    }
  });

  it('writes the digest in the shop’s document language, with the values at cost of expiring batches', async () => {
    await clearOutbox();
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'en', name: 'Pharmacie Atlas' }).execute();
    // 2030-02-20: the batch expires within 90 days.
    expect(await checkAlertDigest(optionsFor(t.database), at('2030-02-20T09:00:00Z'))).toBe('sent');
    const [mail] = await outbox();
    expect(mail.subject).toBe('Pharmacie Atlas: stock alerts of 20/02/2030');
    expect(mail.body).toContain('1 batch expiring within 90 days');
    expect(mail.body).toMatch(/- Amoxil 500, 01\/03\/2030: 4 units, .*80,00 DH at cost/);
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr', name: '' }).execute();
  });

  it('claims a day without alerts and sends nothing', async () => {
    await clearOutbox();
    await t.database.db.updateTable('products').set({ reorderLevel: null }).execute();
    // 2029: the batch is neither expired nor near, and no product has a level.
    expect(await checkAlertDigest(optionsFor(t.database), at('2029-01-01T10:00:00Z'))).toBe('nothing');
    expect(await outbox()).toEqual([]);
    expect(await checkAlertDigest(optionsFor(t.database), at('2029-01-01T11:00:00Z'))).toBe('taken');
    await t.database.db.updateTable('products').set({ reorderLevel: 50 }).where('name', '=', 'Amoxil 500').execute();
  });

  it('is checked by a timer that stops with the app', async () => {
    await clearOutbox();
    await setHour(0);
    const today = new Date().toISOString().slice(0, 10);
    await t.database.db.deleteFrom('alertDigests').where('day', '=', today).execute();
    const schedule = scheduleAlertDigest(optionsFor(t.database), 20);
    for (let waited = 0; waited < 5_000 && (await outbox()).length < 2; waited += 50) await new Promise((done) => setTimeout(done, 50));
    await schedule.stop();
    expect(await outbox()).toHaveLength(2);
    const stoppedAt = (await outbox()).length;
    await new Promise((done) => setTimeout(done, 100));
    expect(await outbox()).toHaveLength(stoppedAt);
  });
});

describe('PUT /api/settings/shop: alertDigestHour', () => {
  const current = async () => (await t.request(t.adminToken, { method: 'GET', url: '/api/settings/shop' })).json<Record<string, unknown>>();
  const put = async (changes: object) => {
    const { hasLogo: _logo, missingIdentity: _missing, ...settings } = await current();
    return t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: { ...settings, ...changes } });
  };

  it('takes an hour from 0 to 23 or null, keeps it when absent, and refuses anything else', async () => {
    expect((await put({ alertDigestHour: 7 })).json().alertDigestHour).toBe(7);
    const { alertDigestHour: _hour, ...withoutHour } = await current();
    expect((await put({ ...withoutHour, alertDigestHour: undefined })).json().alertDigestHour).toBe(7);
    expect((await put({ alertDigestHour: null })).json().alertDigestHour).toBeNull();
    expect((await put({ alertDigestHour: 0 })).json().alertDigestHour).toBe(0);
    for (const hour of [24, -1, 7.5, '8']) {
      const answer = await put({ alertDigestHour: hour });
      expect(answer.statusCode, String(hour)).toBe(400);
      expect(answer.json().detail).toBe('alertDigestHour: Digest hour must be a whole hour from 0 to 23');
    }
    expect((await current()).alertDigestHour).toBe(0);
    const staff = await t.createUser({ role: 'ROLE_USER' });
    const { hasLogo: _logo, missingIdentity: _missing, ...settings } = await current();
    const refused = await t.request(staff.token, {
      method: 'PUT',
      url: '/api/settings/shop',
      payload: { ...settings, alertDigestHour: 9 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
