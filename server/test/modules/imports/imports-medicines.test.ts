import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult, Paged, Product, StockPriceChange } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';
import { csvOf, upload, xlsxOf } from '../../support/imports';
import { downloadExport } from '../../support/exports';

let t: TestApp;
let given: Given;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t.close());

const productNamed = async (name: string) => {
  const page = (
    await t.request(t.adminToken, { method: 'GET', url: `/api/products/search?text=${encodeURIComponent(name)}&size=50` })
  ).json<Paged<Product>>();
  return page.content.find((product) => product.name === name);
};

const commit = async (file: Buffer, language?: string) => {
  const done = await upload(t, 'products', file, { commit: true, confirmNew: true, language });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<ImportResult>().counts;
};

describe('importing medicines', () => {
  it('reads DCI, dosage, form, units per pack, PPV, PPH and schedule from a French CSV, several ingredients in a cell', async () => {
    const file = csvOf([
      [
        'Désignation',
        'Laboratoire',
        'Famille',
        'Unité',
        'Substance active',
        'Dosage',
        'Forme',
        'Unités par boîte',
        'PPV',
        'PPH',
        'Tableau',
      ],
      [
        'Codoliprane',
        'Sanofi',
        'Antalgiques',
        'Boîte',
        'Paracétamol + Codéine',
        '400 mg + 20 mg',
        'Comprimé',
        '16',
        '24,50',
        '15,90',
        'Tableau A',
      ],
      ['Augmentin 1 g', 'GSK', 'Antibiotiques', 'Boîte', 'Amoxicilline/Acide clavulanique', '1 g/125 mg', 'Sachet', '12', '89,00', '', 'C'],
      ['Clamoxyl sirop', 'GSK', 'Antibiotiques', 'Flacon', 'Amoxicilline', '250 mg/5 ml', 'Suspension buvable', '', '', '', 'aucun'],
      ['Savon Dove', 'Dove', 'Hygiène', 'Pièce', '', '', '', '', '', '', ''],
    ]);
    expect(await commit(file)).toMatchObject({ new: 4, invalid: 0 });
    expect(await productNamed('Codoliprane')).toMatchObject({
      dci: [
        { name: 'Paracétamol', strength: '400 mg' },
        { name: 'Codéine', strength: '20 mg' },
      ],
      form: 'Comprimé',
      unitsPerPack: 16,
      ppv: 24.5,
      pph: 15.9,
      schedule: 'A',
      prescriptionRequired: true,
    });
    expect(await productNamed('Augmentin 1 g')).toMatchObject({
      dci: [
        { name: 'Amoxicilline', strength: '1 g' },
        { name: 'Acide clavulanique', strength: '125 mg' },
      ],
      schedule: 'C',
      ppv: 89,
      pph: null,
    });
    // One ingredient: its dosage keeps its slash.
    expect(await productNamed('Clamoxyl sirop')).toMatchObject({
      dci: [{ name: 'Amoxicilline', strength: '250 mg/5 ml' }],
      unitsPerPack: 1,
      schedule: 'NONE',
      prescriptionRequired: false,
    });
    expect(await productNamed('Savon Dove')).toMatchObject({ dci: [], form: null, ppv: null, schedule: 'NONE' });
    // The DCI is searched at once.
    const found = await t.request(t.adminToken, { method: 'GET', url: '/api/products/search?text=clavulanique' });
    expect(found.json<Paged<Product>>().content.map((product) => product.name)).toEqual(['Augmentin 1 g']);
  });

  it('reads an XLSX with Arabic headers, and one with English headers', async () => {
    const arabic = await xlsxOf([
      [
        'اسم المنتج',
        'العلامة',
        'الفئة',
        'الوحدة',
        'المادة الفعالة',
        'التركيز',
        'الشكل',
        'عدد الوحدات',
        'ثمن البيع للعموم',
        'ثمن الصيدلي',
        'الجدول',
      ],
      ['ترامادول 50', 'Sothema', 'مسكنات', 'علبة', 'Tramadol', '50 mg', 'gélule', 10, 32.4, 21, 'ب'],
    ]);
    expect(await commit(arabic, 'ar')).toMatchObject({ new: 1, invalid: 0 });
    expect(await productNamed('ترامادول 50')).toMatchObject({
      dci: [{ name: 'Tramadol', strength: '50 mg' }],
      form: 'gélule',
      unitsPerPack: 10,
      ppv: 32.4,
      pph: 21,
      schedule: 'B',
      prescriptionRequired: true,
    });
    const english = await xlsxOf([
      ['Product', 'Brand', 'Category', 'Unit', 'Active ingredient', 'Strength', 'Form', 'Units per pack', 'PPV', 'PPH', 'Schedule'],
      ['Ventoline', 'GSK', 'Respiratory', 'Box', 'Salbutamol', '100 µg/dose', 'Inhaler', 1, 35.1, 22.8, 'none'],
    ]);
    expect(await commit(english)).toMatchObject({ new: 1, invalid: 0 });
    expect(await productNamed('Ventoline')).toMatchObject({
      dci: [{ name: 'Salbutamol', strength: '100 µg/dose' }],
      ppv: 35.1,
      schedule: 'NONE',
    });
  });

  it('refuses rows whose dosages do not match their ingredients, an unknown schedule and a PPV of 0, in the user’s language', async () => {
    const file = csvOf([
      ['Nom', 'Marque', 'Catégorie', 'Unité', 'DCI', 'Dosage', 'PPV', 'Tableau'],
      ['Mauvais 1', 'X', 'Y', 'Box', 'A + B + C', '1 mg + 2 mg', '', ''],
      ['Mauvais 2', 'X', 'Y', 'Box', '', '500 mg', '', ''],
      ['Mauvais 3', 'X', 'Y', 'Box', 'A', '1 mg', '', 'D'],
      ['Mauvais 4', 'X', 'Y', 'Box', 'A', '1 mg', '0', ''],
    ]);
    const response = await upload(t, 'products', file, { language: 'fr' });
    const preview = response.json<ImportPreview>();
    expect(preview.counts).toMatchObject({ invalid: 4 });
    expect(preview.rows.map((row) => row.errors.map((error) => [error.column, error.message]))).toEqual([
      [['strength', 'Les dosages ne correspondent pas aux 3 substances actives : séparez-les par + comme les DCI.']],
      [['strength', 'Un dosage a besoin de sa substance active dans la colonne DCI.']],
      [['schedule', 'Le tableau est NONE, A, B ou C']],
      [['ppv', 'Le PPV est supérieur à 0 DH']],
    ]);
  });

  it('updates an existing medicine, keeps what the file leaves empty, and reprices its batches above a lower PPV', async () => {
    const product = await given.product({
      name: 'Spasfon',
      dci: [{ name: 'Phloroglucinol', strength: '80 mg' }],
      ppv: 30,
      schedule: 'NONE',
    });
    const batch = await given.stock({ product: product.id, quantity: 4, sellingPrice: 29 });
    const stored = (await productNamed('Spasfon'))!;
    const row = (ppv: string, form: string) => ['Spasfon', stored.brand.name, stored.brand.category.name, 'Box', '', '', form, ppv];
    const header = ['Name', 'Brand', 'Category', 'Unit', 'DCI', 'Dosage', 'Form', 'PPV'];
    const unchanged = await upload(t, 'products', csvOf([header, row('30', '')]));
    expect(unchanged.json<ImportPreview>().counts).toMatchObject({ unchanged: 1 });
    expect(await commit(csvOf([header, row('27,5', 'lyoc')]))).toMatchObject({ updated: 1 });
    expect(await productNamed('Spasfon')).toMatchObject({ dci: [{ name: 'Phloroglucinol', strength: '80 mg' }], form: 'lyoc', ppv: 27.5 });
    const history = await t.request(t.adminToken, { method: 'GET', url: `/api/stock/${batch}/price-history` });
    expect(history.json<StockPriceChange[]>()).toMatchObject([{ oldPrice: 29, newPrice: 27.5 }]);
  });

  it('reads back its own export in each language, unchanged', async () => {
    await given.product({
      name: 'Export Amoxicilline',
      dci: [
        { name: 'Amoxicilline', strength: '500 mg' },
        { name: 'Acide clavulanique', strength: '62,5 mg' },
      ],
      form: 'sachet',
      unitsPerPack: 12,
      ppv: 55.2,
      pph: 36.4,
      schedule: 'C',
    });
    for (const language of ['fr', 'ar', 'en'] as const) {
      const exported = await downloadExport(t, t.adminToken, { url: '/api/products/export?text=Export%20Amox', format: 'xlsx', language });
      expect(exported.status, exported.detail).toBe(200);
      const back = await upload(t, 'products', await xlsxOf(exported.rows as never), { language });
      const preview = back.json<ImportPreview>();
      expect(preview.ignoredColumns).toEqual([]);
      expect(preview.counts, JSON.stringify(preview.rows)).toMatchObject({ rows: 1, unchanged: 1 });
    }
  });
});

describe('importing opening stock of a medicine', () => {
  it('refuses a batch priced above its product’s PPV', async () => {
    await given.product({ name: 'Opening Doliprane', ppv: 18.9 });
    const file = csvOf([
      ['Produit', 'Quantité', 'Lot', 'Péremption', "Prix d'achat", 'Prix de vente'],
      ['Opening Doliprane', '10', 'OD-1', given.day(300), '12', '19,50'],
      ['Opening Doliprane', '10', 'OD-2', given.day(300), '12', '18,90'],
    ]);
    const preview = (await upload(t, 'opening-stock', file, { language: 'fr' })).json<ImportPreview>();
    expect(preview.rows.map((row) => [row.action, row.errors])).toEqual([
      ['INVALID', [{ column: 'sellingPrice', message: 'Le prix de vente 19,50 DH dépasse le PPV de Opening Doliprane (18,90 DH)' }]],
      ['NEW', []],
    ]);
  });
});
