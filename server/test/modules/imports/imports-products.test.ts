import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportResult } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { countRows, csvOf, upload, xlsxOf } from '../../support/imports';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
  const { id: categoryId } = await t.database.db
    .insertInto('categories')
    .values({ name: 'Antalgiques', defaultVatRate: 7 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: brandId } = await t.database.db
    .insertInto('brands')
    .values({ name: 'Sanofi', categoryId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const box = await t.database.db.selectFrom('units').select('id').where('name', '=', 'Box').executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('products')
    .values({ name: 'Doliprane 500mg', brandId, unitId: box.id, vatRate: 7, barcode: '3400930000007', reorderLevel: 5 })
    .execute();
});
afterAll(() => t.close());

const product = (name: string) =>
  t.database.db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .innerJoin('units', 'units.id', 'products.unitId')
    .select([
      'products.name',
      'products.barcode',
      'products.vatRate',
      'products.reorderLevel',
      'brands.name as brand',
      'categories.name as category',
      'units.name as unit',
    ])
    .where('products.name', '=', name)
    .executeTakeFirst();

const frenchFile = csvOf([
  ['Désignation', 'Code-barres', 'Marque', 'CATEGORIE', 'Unité', 'TVA', 'Seuil', 'Remarque'],
  ['Vitamine C 1000', '6111234567895', 'Upsa', 'Vitamines', 'Tube', '20 %', '3', 'à voir'],
  ['Efferalgan 1g', '', 'Upsa', 'Antalgiques', 'Box', '', '', ''],
  ['', '', '', '', '', '', '', ''],
  ['Sérum physiologique', '', 'Gilbert', 'Hygiène', 'Flacon 5 ml', '7', '10', ''],
  ['Doliprane 1000mg', '', 'Sanofi', 'Antalgiques', 'boite', '', '', ''],
  ['Smecta orange', '', 'Upsa', 'Antalgiques', 'Sachet', '', '', ''],
  ['Vitamine D3', '', 'Upsa', 'Vitamines', 'Comprimé', '', '', ''],
]);

describe('importing products', () => {
  it('previews a French CSV: headers in any case and accents, new names listed, nothing written', async () => {
    const before = await countRows(t, 'products');
    const response = await upload(t, 'products', frenchFile);
    expect(response.statusCode).toBe(200);
    const preview = response.json<ImportPreview>();
    expect(preview.columns).toEqual(['name', 'barcode', 'brand', 'category', 'unit', 'vatRate', 'reorderLevel']);
    expect(preview.ignoredColumns).toEqual(['Remarque']);
    expect(preview.counts).toEqual({ rows: 6, new: 6, updated: 0, unchanged: 0, invalid: 0 });
    expect(preview.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'NEW'],
      [3, 'NEW'],
      [5, 'NEW'],
      [6, 'NEW'],
      [7, 'NEW'],
      [8, 'NEW'],
    ]);
    expect(preview.newNames).toEqual({
      categories: ['Vitamines', 'Hygiène'],
      brands: ['Upsa', 'Gilbert'],
      units: ['Flacon 5 ml'],
      companies: [],
    });
    expect(await countRows(t, 'products')).toBe(before);
  });

  it('creates the missing brands, categories and units only once confirmed, then every product in one go', async () => {
    const refused = await upload(t, 'products', frenchFile, { commit: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This import creates what does not exist yet: Vitamines, Hygiène, Upsa, Gilbert, Flacon 5 ml. Confirm to create them.',
    );
    expect(await product('Vitamine C 1000')).toBeUndefined();

    const done = await upload(t, 'products', frenchFile, { commit: true, confirmNew: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>().counts).toMatchObject({ new: 6, invalid: 0 });
    expect(await product('Vitamine C 1000')).toEqual({
      name: 'Vitamine C 1000',
      barcode: '6111234567895',
      vatRate: 20,
      reorderLevel: 3,
      brand: 'Upsa',
      category: 'Vitamines',
      unit: 'Tube',
    });
    // Without a VAT rate a new product takes its category's default.
    expect(await product('Efferalgan 1g')).toMatchObject({
      vatRate: 7,
      barcode: null,
      reorderLevel: null,
      brand: 'Upsa',
      category: 'Antalgiques',
    });
    expect(await product('Sérum physiologique')).toMatchObject({ unit: 'Flacon 5 ml', category: 'Hygiène', reorderLevel: 10 });
    // The seeded units named in French, whatever the case and accents, are the seeded units: none is made again.
    expect(await product('Doliprane 1000mg')).toMatchObject({ unit: 'Box', brand: 'Sanofi' });
    expect(await product('Vitamine D3')).toMatchObject({ unit: 'Tablet' });
    expect(await product('Smecta orange')).toMatchObject({ unit: 'Sachet' });
    expect(await t.database.db.selectFrom('units').select('name').where('name', 'in', ['boite', 'Comprimé']).execute()).toEqual([]);
  });

  it('updates the product an XLSX row names by barcode or by name, brand and unit, and tells unchanged rows apart', async () => {
    const file = await xlsxOf([
      ['name', 'barcode', 'brand', 'category', 'unit', 'VAT rate', 'reorder level'],
      ['Doliprane 500 mg', 3400930000007, 'Sanofi', 'Antalgiques', 'Box', 7, 8],
      ['Efferalgan 1g', null, 'Upsa', 'Antalgiques', 'Box', null, null],
      ['Vitamine C 1000', '6111234567895', 'Upsa', 'Vitamines', 'Tube', 20, 3],
      ['Efferalgan 1g', '6111234567888', 'UPSA', 'antalgiques', 'box', 7, 2],
    ]);
    const preview = (await upload(t, 'products', file)).json<ImportPreview>();
    expect(preview.rows.map((row) => row.action)).toEqual(['UPDATE', 'UNCHANGED', 'UNCHANGED', 'INVALID']);
    expect(preview.rows[3].errors).toEqual([{ column: null, message: 'This product is also on row 3.' }]);

    const fixed = await xlsxOf([
      ['name', 'barcode', 'brand', 'category', 'unit', 'VAT rate', 'reorder level'],
      ['Doliprane 500 mg', 3400930000007, 'Sanofi', 'Antalgiques', 'Box', 7, 8],
      ['Efferalgan 1g', '6111234567888', 'UPSA', 'antalgiques', 'box', 7, 2],
    ]);
    const done = await upload(t, 'products', fixed, { commit: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>().counts).toEqual({ rows: 2, new: 0, updated: 2, unchanged: 0, invalid: 0 });
    expect(await product('Doliprane 500 mg')).toMatchObject({ barcode: '3400930000007', reorderLevel: 8 });
    expect(await product('Efferalgan 1g')).toMatchObject({ barcode: '6111234567888', reorderLevel: 2, brand: 'Upsa' });
  });

  it('lists every bad row in the user’s language, and a commit of the file changes nothing', async () => {
    const file = csvOf(
      [
        ['name', 'barcode', 'brand', 'category', 'unit', 'vat', 'reorder level'],
        ['Aspirine', '6111234567890', 'Bayer', 'Antalgiques', 'Box', '20', ''],
        ['', '6111234567895', 'Upsa', 'Vitamines', 'Tube', '15', '-1'],
        ['Smecta', '3400930000007', 'Ipsen', 'Digestif', 'Sachet', '', ''],
        ['Smecta Orange', '', 'Ipsen', 'Digestif', 'Sachet', '', 'beaucoup'],
        ['Smecta', '3400930000007', 'Ipsen', 'Digestif', 'Sachet', '', ''],
        ['Zinc', '', 'Upsa', 'Vitamines', 'Tube', '', ''],
      ],
      ',',
    );
    const response = await upload(t, 'products', file, { language: 'fr' });
    const preview = response.json<ImportPreview>();
    expect(preview.counts).toEqual({ rows: 6, new: 1, updated: 1, unchanged: 0, invalid: 4 });
    const errors = Object.fromEntries(preview.rows.map((row) => [row.line, row.errors]));
    expect(errors[2]).toEqual([
      { column: 'barcode', message: 'Le dernier chiffre du code-barres ne correspond pas à sa clé EAN : vérifiez le code' },
    ]);
    expect(errors[3].map((error) => error.column)).toEqual(['name', 'vatRate', 'reorderLevel']);
    expect(errors[3][1].message).toBe('Le taux de TVA est 0, 7, 10, 14 ou 20');
    expect(errors[4]).toEqual([]);
    expect(errors[5]).toEqual([{ column: 'reorderLevel', message: 'Un nombre est attendu' }]);
    expect(errors[6]).toEqual([
      { column: 'barcode', message: 'Le code-barres 3400930000007 est aussi à la ligne 4.' },
      { column: null, message: 'Ce produit est aussi à la ligne 4.' },
    ]);

    const before = await Promise.all([countRows(t, 'products'), countRows(t, 'brands'), countRows(t, 'categories')]);
    const refused = await upload(t, 'products', file, { commit: true, confirmNew: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/^Rows with errors: 4\. Nothing was imported\.; rows\[2\]\.barcode: /);
    expect(await Promise.all([countRows(t, 'products'), countRows(t, 'brands'), countRows(t, 'categories')])).toEqual(before);
    expect(await product('Zinc')).toBeUndefined();
    expect(await product('Smecta')).toBeUndefined();
  });

  it('refuses files that are not what they claim, too large, without a needed column or empty', async () => {
    const notXlsx = await upload(t, 'products', frenchFile, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect([notXlsx.statusCode, notXlsx.json().detail]).toEqual([400, 'The file is not an XLSX workbook.']);
    const xlsx = await xlsxOf([['name'], ['x']]);
    const notCsv = await upload(t, 'products', xlsx, { type: 'text/csv' });
    expect([notCsv.statusCode, notCsv.json().detail]).toEqual([400, 'The file is not a CSV text file.']);
    const binary = await upload(t, 'products', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), { type: 'application/octet-stream' });
    expect(binary.json().detail).toBe('The file is not a CSV text file.');
    const brokenZip = await upload(t, 'products', Buffer.concat([xlsx.subarray(0, 200)]));
    expect(brokenZip.json().detail).toBe('The file is not an XLSX workbook.');
    const missing = await upload(
      t,
      'products',
      csvOf([
        ['nom', 'marque', 'unité'],
        ['a', 'b', 'c'],
      ]),
    );
    expect([missing.statusCode, missing.json().detail]).toEqual([400, 'The file has no column catégorie / category / الفئة.']);
    const twice = await upload(
      t,
      'products',
      csvOf([
        ['nom', 'name', 'marque', 'catégorie', 'unité'],
        ['a', 'a', 'b', 'c', 'd'],
      ]),
    );
    expect(twice.json().detail).toBe('The column name appears twice.');
    const empty = await upload(t, 'products', csvOf([['nom', 'marque', 'catégorie', 'unité']]));
    expect(empty.json().detail).toBe('The file is empty: it needs a header row and at least one row.');
    const huge = await upload(t, 'products', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    const json = await t.request(t.adminToken, { method: 'POST', url: '/api/imports/products/preview', payload: { rows: [] } });
    expect([json.statusCode, json.json().detail]).toEqual([400, 'Send the file itself as the body (CSV or XLSX).']);
    const kind = await upload(t, 'brands' as never, frenchFile);
    expect(kind.statusCode).toBe(400);
  });

  it('keeps a unit the shop named itself as a seeded unit is named in French', async () => {
    await t.database.db.insertInto('units').values({ name: 'Fiole' }).execute();
    const file = csvOf([
      ['Désignation', 'Marque', 'Catégorie', 'Unité'],
      ['Sérum antitétanique', 'Sanofi', 'Antalgiques', 'fiole'],
    ]);
    const done = await upload(t, 'products', file, { commit: true });
    expect(done.statusCode).toBe(200);
    expect(await product('Sérum antitétanique')).toMatchObject({ unit: 'Fiole' });
  });

  it('is for administrators only; the template names the columns in the user’s language', async () => {
    for (const commit of [false, true])
      expect((await upload(t, 'products', frenchFile, { commit, token: staffToken })).statusCode).toBe(403);
    const staffTemplate = await t.request(staffToken, { method: 'GET', url: '/api/imports/products/template' });
    expect(staffTemplate.statusCode).toBe(403);
    const template = await t.request(t.adminToken, {
      method: 'GET',
      url: '/api/imports/opening-stock/template',
      headers: { 'accept-language': 'fr' },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body).toBe(
      "\uFEFFproduit;code-barres;quantité;lot;date de fabrication;date de péremption;prix d'achat;prix de vente\r\n",
    );
  });
});
