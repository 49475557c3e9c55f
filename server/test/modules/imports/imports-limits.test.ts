/**
 * An import file is refused as soon as it passes its limits, while it is read: a CSV at its
 * 10,001st row (the parser reads no further), a workbook by the size its archive declares (nothing
 * inflated) or, when the archive lies, by what inflating it makes, stopped at the bound.
 */
import { unzipSync, zipSync } from 'fflate';
import type * as CsvParse from 'csv-parse/sync';
import type * as ReadExcelFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@hanout/contract';
import { XLSX_MAX_UNZIPPED_BYTES } from '../../../src/modules/imports/file';
import { createTestApp, type TestApp } from '../../support/harness';
import { upload, xlsxOf } from '../../support/imports';

/** The CSV records the parser has produced, whoever reads them. */
const parsed = vi.hoisted(() => ({ records: 0 }));
vi.mock('csv-parse/sync', async (importOriginal) => {
  const original = await importOriginal<typeof CsvParse>();
  const parse = (input: string, options: CsvParse.Options = {}) =>
    original.parse(input, {
      ...options,
      on_record: (record: string[], context) => {
        parsed.records += 1;
        return options.on_record ? options.on_record(record, context) : record;
      },
    });
  return { ...original, parse };
});

/** The archives read-excel-file was given to read. */
const readArchives = vi.hoisted(() => [] as Buffer[]);
vi.mock('read-excel-file/node', async (importOriginal) => {
  const original = await importOriginal<typeof ReadExcelFile>();
  const readSheet = (input: Buffer) => {
    readArchives.push(input);
    return original.readSheet(input);
  };
  return { ...original, readSheet };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS} rows: split it into smaller files.`;
const TOO_LARGE_UNZIPPED = `The workbook is too large once unzipped (more than ${XLSX_MAX_UNZIPPED_BYTES / 1024 / 1024} MB): split it into smaller files.`;

/** A CSV of products: the header, then `rows` short rows. */
const productsCsv = (rows: number) => Buffer.from(`nom;marque;catégorie;unité\r\n${'a;b;c;d\r\n'.repeat(rows)}`);

/** Where each entry's uncompressed size is written in a ZIP: its local header (offset 22) and its central directory record (offset 24). */
function declareUncompressedSizes(zip: Uint8Array, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = 0; offset + 4 <= zip.length; offset++) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return Buffer.from(zip);
}

describe('import files past their limits', () => {
  it('refuses a CSV at its 10,001st row, naming the limit, without reading the rest', async () => {
    parsed.records = 0;
    const justOver = await upload(t, 'products', productsCsv(IMPORT_MAX_ROWS + 1));
    expect([justOver.statusCode, justOver.json().detail]).toEqual([400, TOO_MANY_ROWS]);
    expect(justOver.headers['content-type']).toMatch(/^application\/problem\+json/);

    // The file: 440,000 rows in under 5 MB. The parser stops at the header and 10,001 rows.
    const long = productsCsv(440_000);
    expect(long.length).toBeLessThan(IMPORT_MAX_BYTES);
    parsed.records = 0;
    const refused = await upload(t, 'products', long);
    expect([refused.statusCode, refused.json().detail]).toEqual([400, TOO_MANY_ROWS]);
    expect(parsed.records).toBe(1 + IMPORT_MAX_ROWS + 1);
    // What follows that row is never read: an unclosed quote there would make the file no CSV.
    const poisoned = Buffer.concat([productsCsv(IMPORT_MAX_ROWS + 1), Buffer.from(`a;"never closed\r\n${'a;b;c;d\r\n'.repeat(1000)}`)]);
    expect((await upload(t, 'products', poisoned)).json().detail).toBe(TOO_MANY_ROWS);
  });

  it('counts only rows that are not blank', async () => {
    const blanks = Buffer.from(`nom;marque;catégorie;unité\r\n${';;;\r\n'.repeat(IMPORT_MAX_ROWS + 5)}a;b;c;d\r\n`);
    const answer = await upload(t, 'products', blanks);
    expect(answer.statusCode).toBe(200);
  });

  it('counts blank records too, up to as many again as the rows allowed', async () => {
    parsed.records = 0;
    const newlines = Buffer.from(`nom;marque;catégorie;unité\r\n${'\r\n'.repeat(2_000_000)}a;b;c;d\r\n`);
    expect(newlines.length).toBeLessThan(IMPORT_MAX_BYTES);
    const refused = await upload(t, 'products', newlines, { language: 'fr' });
    expect([refused.statusCode, refused.json().detail]).toEqual([
      400,
      `Le fichier a plus de ${2 * IMPORT_MAX_ROWS} lignes en comptant les lignes vides : supprimez les lignes vides ou découpez-le en fichiers plus petits.`,
    ]);
    // The parser stopped there rather than keeping two million records.
    expect(parsed.records).toBe(2 * IMPORT_MAX_ROWS + 2);
    // Rows after blank ones keep their numbers in the file.
    const gap = await upload(t, 'products', Buffer.from(`nom;marque;catégorie;unité\r\n;;;\r\n\r\na;b;c;\r\n`));
    expect(JSON.stringify(gap.json())).toMatch(/"line":4/);
  });

  it('reads a workbook from the entries fflate inflated within the bound, not from the upload', async () => {
    const workbook = await xlsxOf([
      ['nom', 'marque', 'catégorie', 'unité'],
      ['x', 'y', 'z', 'Box'],
    ]);
    readArchives.length = 0;
    expect((await upload(t, 'products', workbook)).statusCode).toBe(200);
    expect(readArchives).toHaveLength(1);
    const [read] = readArchives;
    // Another archive than the one uploaded (which read-excel-file's own ZIP parser could read
    // otherwise than fflate did), holding exactly what fflate inflated from it.
    expect(read.equals(workbook)).toBe(false);
    expect(unzipSync(read)).toEqual(unzipSync(workbook));
  });

  it('refuses a workbook whose archive declares more than the bound, before inflating anything', async () => {
    // The sheet's compressed data is broken: inflating it would fail with another answer.
    const zip = zipSync({
      'xl/worksheets/sheet1.xml': new Uint8Array(XLSX_MAX_UNZIPPED_BYTES + 1),
      '[Content_Types].xml': new Uint8Array(10),
    });
    const nameLength = new DataView(zip.buffer).getUint16(26, true) + new DataView(zip.buffer).getUint16(28, true);
    zip.fill(0xff, 30 + nameLength, 30 + nameLength + 64);
    const answer = await upload(t, 'products', Buffer.from(zip));
    expect([answer.statusCode, answer.json().detail]).toEqual([400, TOO_LARGE_UNZIPPED]);
  });

  it('stops inflating a workbook that lies about its sizes at the bound', async () => {
    const bomb = declareUncompressedSizes(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(2 * XLSX_MAX_UNZIPPED_BYTES).fill(32) }),
      1000,
    );
    const answer = await upload(t, 'products', bomb);
    expect([answer.statusCode, answer.json().detail]).toEqual([400, TOO_LARGE_UNZIPPED]);
    // A workbook within the bound is still read.
    const fine = await upload(
      t,
      'products',
      await xlsxOf([
        ['nom', 'marque', 'catégorie', 'unité'],
        ['x', 'y', 'z', 'Box'],
      ]),
    );
    expect(fine.statusCode).toBe(200);
  });
});
