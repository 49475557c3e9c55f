import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStockReportDocument } from '../../../src/modules/stock/repository/report';
import { expiryWindow } from '../../../src/modules/stock/service';
import { streamPdf } from '../../../src/pdf/pdf-document';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText, popplerText } from '../../support/pdf-text';
import { addDays, insertProduct, shopToday } from '../../support/purchasing-fixtures';

/** Enough lines for a dozen chunks of the report's reading and about 120 pages. */
const LINES = 3_000;

/** A document with a table of rows made up by the test. */
const FRAME = { title: 'Report', date: '26/11/2026', shop: { name: 'Hanout', lines: [], legal: '', logo: null, language: 'en' as const } };

let t: TestApp;
let log = '';
let url = '';

/** LINES stock lines of products `Streamed 0001`…, on 30 expiry dates (many lines share one), the first 100 expired. */
async function insertLines(app: TestApp) {
  const template = await insertProduct(app, 'Streamed template', 'Stream Lab', 'Stream Care');
  const today = shopToday(app);
  const db = app.database.db;
  for (let start = 0; start < LINES; start += 500) {
    const numbers = Array.from({ length: 500 }, (_, i) => start + i);
    const products = await db
      .insertInto('products')
      .values(
        numbers.map((n) => ({ name: `Streamed ${String(n + 1).padStart(4, '0')}`, brandId: template.brandId, unitId: template.unitId })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('stocks')
      .values(
        products.map(({ id }, i) => ({
          productId: id,
          grnItemId: null,
          quantity: 2,
          initialQuantity: 2,
          buyingPrice: 1000,
          sellingPrice: 1500,
          manufactureDate: addDays(today, -400),
          // Line n expires on day n / 100 (from 100 days ago): the report lists them in this order.
          expireDate: addDays(today, Math.floor((start + i) / 100) - 1),
          createdAt: new Date().toISOString(),
        })),
      )
      .execute();
  }
}

/** GET /api/stock/report over a real connection: the chunks as they arrive, and how it ended. */
function download(token: string, onChunk: (chunk: Buffer, index: number) => void = () => {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; chunks: Buffer[]; complete: boolean }>((resolve, reject) => {
    const request = http.get(`${url}/api/stock/report`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        onChunk(chunk, chunks.length - 1);
      });
      const done = () => resolve({ status: response.statusCode!, headers: response.headers, chunks, complete: response.complete });
      response.on('end', done);
      response.on('aborted', done);
      response.on('error', done);
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ logLevel: 'error' }, logStream);
  await insertLines(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/stock/report, streamed', () => {
  it('starts arriving long before it is complete, and lists every line once, first expiring first, under page numbers counted first', async () => {
    let atFirstChunk = -1;
    let turns = 0;
    let downloading = true;
    const spin = () => {
      turns += 1;
      if (downloading) void setImmediate().then(spin);
    };
    void setImmediate().then(spin);
    const answer = await download(t.adminToken, (chunk, index) => {
      if (index === 0) atFirstChunk = chunk.length;
    }).finally(() => (downloading = false));
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    const pdf = Buffer.concat(answer.chunks);
    // The first bytes went out alone, before the pages: the rest followed in many pieces.
    expect(atFirstChunk).toBeLessThan(pdf.length / 100);
    expect(answer.chunks.length).toBeGreaterThan(20);
    // The event loop turned between pages (the server went on answering meanwhile).
    expect(turns).toBeGreaterThan(100);

    const text = await pdfText(pdf);
    const listed = text.match(/Streamed \d{4}/g)!;
    expect(listed).toEqual(Array.from({ length: LINES }, (_, n) => `Streamed ${String(n + 1).padStart(4, '0')}`));
    const pages = Number(/Pages:\s+(\d+)/.exec(popplerInfo(pdf))![1]);
    expect(pages).toBeGreaterThan(50);
    expect(text.match(/Page \d+\/\d+/g)).toEqual(Array.from({ length: pages }, (_, i) => `Page ${i + 1}/${pages}`));
    for (const expected of [
      `${LINES} lignes de stock`,
      `${2 * LINES} unités en stock`,
      '(PÉRIMÉ)',
      '(proche)',
      // 100 expired lines of 2 units: at 10 DH, 2,000 DH; at 15 DH, 3,000 DH; the other 2,900 lines at 15 DH: 87,000 DH.
      'Périmé, au prix d’achat',
      '2.000,00 DH',
      '3.000,00 DH',
      'Valeur de vente hors périmé 87.000,00 DH',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  }, 120_000);

  it('lays an Arabic report out right to left, page numbers included', async () => {
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'ar' }).execute();
    try {
      const answer = await download(t.adminToken);
      const text = popplerText(Buffer.concat(answer.chunks));
      expect(text).toContain('تقرير المخزون');
      // poppler reads each line from the right: the number before the words it follows.
      expect(text).toContain(`${LINES} :عدد سطور المخزون`);
      expect(text).toMatch(/1\/\d+ تقرير المخزون الصفحة/);
      expect(text).toContain('Streamed 3000');
    } finally {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    }
  }, 120_000);

  it('reads the lines in chunks and writes pages out before it reads the last ones', async () => {
    const report = await loadStockReportDocument(t.database.db, await expiryWindow(t.database.db, t.config.timeZone), { withCost: false });
    const sizes: number[] = [];
    for await (const lines of report.lines()) sizes.push(lines.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(250);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(LINES);

    // The rows held at once: a chunk, never all of them; pages go out as they are laid out.
    let written = 0;
    const writtenWhenRead: number[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done();
      },
    });
    async function* rows() {
      for (let start = 0; start < LINES; start += 100) {
        await setImmediate(); // as a database read would
        writtenWhenRead.push(written);
        yield Array.from({ length: 100 }, (_, i) => [`Row ${start + i}`, 'x']);
      }
    }
    const columns = [
      { header: 'Row', width: 0.5 },
      { header: 'X', width: 0.5 },
    ];
    await streamPdf({ ...FRAME, columns }, rows, out);
    // Read twice (counting, then drawing); when the drawing pass asks for its last chunk, most pages are out.
    expect(writtenWhenRead).toHaveLength(2 * (LINES / 100));
    const drawing = writtenWhenRead.slice(LINES / 100);
    expect(drawing.every((bytes, i) => i === 0 || bytes > drawing[i - 1])).toBe(true);
    expect(drawing.at(-1)! / written).toBeGreaterThan(0.8);
  }, 60_000);

  it('stops when the client goes away', async () => {
    let chunksRead = 0;
    async function* rows() {
      for (let start = 0; start < LINES; start += 100) {
        await setImmediate();
        chunksRead += 1;
        yield Array.from({ length: 100 }, (_, i) => [`Row ${start + i}`]);
      }
    }
    let written = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        // Gone after the first pages.
        if (written > 20_000) this.destroy();
        done();
      },
    });
    await streamPdf({ ...FRAME, columns: [{ header: 'Row', width: 1 }] }, rows, out);
    // All of them read to count the pages, then only a few more: the drawing stopped with the client.
    expect(chunksRead).toBeLessThan(LINES / 100 + 10);

    const request = http.get(`${url}/api/stock/report`, { headers: { authorization: `Bearer ${t.adminToken}` } });
    await new Promise<void>((resolve) => request.on('response', (response) => response.once('data', () => (request.destroy(), resolve()))));
    // The server goes on answering, and its next report is whole.
    const answer = await download(t.adminToken);
    expect(answer.complete).toBe(true);
  }, 120_000);

  it('answers a problem when the database fails before the first byte, and cuts the download short when it fails after', async () => {
    const db = t.database.db;
    await sql`alter table stocks rename to stocks_away`.execute(db);
    try {
      const before = await t.request(t.adminToken, { method: 'GET', url: '/api/stock/report' });
      expect(before.statusCode).toBe(500);
      expect(before.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await sql`alter table stocks_away rename to stocks`.execute(db);
    }

    log = '';
    let renamed: Promise<unknown> | undefined;
    const answer = await download(t.adminToken, (_chunk, index) => {
      if (index === 0) renamed = sql`alter table stocks rename to stocks_away`.execute(db);
    });
    await renamed;
    await sql`alter table stocks_away rename to stocks`.execute(db);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(Buffer.concat(answer.chunks).toString('latin1')).not.toContain('%%EOF');
    expect(log).toContain('PDF failed while streaming');
  }, 120_000);
});

/** pdfinfo's answer for a PDF. */
function popplerInfo(pdf: Buffer): string {
  return execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
}
