import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind, ImportPreview } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { csvOf, upload } from '../../support/imports';
import { downloadExport } from '../../support/exports';
import { insertProduct, insertStock, insertSupplier } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const product = await insertProduct(t, 'Doliprane 1000', 'Sanofi', 'Antalgiques');
  await t.database.db.updateTable('products').set({ reorderLevel: 3 }).where('id', '=', product.id).execute();
  await insertStock(t, { productId: product.id, quantity: 5, buyingPrice: 12.5, sellingPrice: 18, batchNumber: 'DOL-1' });
  await insertSupplier(t, 'Karim Alaoui', 'Sothema');
  await salesFixtures(t.database.db).customer({ name: 'Fatima Zahra' });
});
afterAll(() => t.close());

/** The exports an import reads back, and the columns of each that no import column stands for. */
const ROUND_TRIPS: { kind: ImportKind; url: string; body?: object; notImported: string[] }[] = [
  { kind: 'products', url: '/api/products/export?text=', notImported: [] },
  { kind: 'customers', url: '/api/customers/export?text=', notImported: [] },
  { kind: 'suppliers', url: '/api/suppliers/export?text=', notImported: [] },
  { kind: 'opening-stock', url: '/api/stock/export', body: { stock: {} }, notImported: ['Category', 'Brand', 'Unit', 'Expiry status'] },
];

describe('an export read back by the import of the same kind', () => {
  for (const language of ['fr', 'ar', 'en'] as const) {
    for (const { kind, url, body, notImported } of ROUND_TRIPS) {
      it(`finds every column of the ${kind} export in ${language}`, async () => {
        const exported = await downloadExport(t, t.adminToken, { url, body, format: 'csv', language });
        expect(exported.status, exported.detail).toBe(200);
        // The seeded unit as the screens name it in that language.
        if (kind === 'products')
          expect(exported.rows[1]).toEqual(expect.arrayContaining([{ fr: 'Boîte', ar: 'علبة', en: 'Box' }[language], '3']));
        const response = await upload(t, kind, csvOf(exported.rows as string[][]), { language });
        expect(response.statusCode, response.body).toBe(200);
        const preview = response.json<ImportPreview>();
        const english = await downloadExport(t, t.adminToken, { url, body, format: 'csv', language: 'en' });
        const ignored = (english.rows[0] as string[]).filter((_, index) =>
          preview.ignoredColumns.includes((exported.rows[0] as string[])[index]),
        );
        expect(ignored).toEqual(notImported);
        // Read back, what was exported is what the shop has; the batch is already in stock, under its lot.
        if (kind === 'opening-stock') expect(preview.counts).toMatchObject({ rows: 1, invalid: 1 });
        else expect(preview.counts, JSON.stringify(preview.rows)).toMatchObject({ unchanged: preview.counts.rows, invalid: 0 });
      });
    }
  }
});
