import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@hanout/contract';
import { dayFirst, localDate } from '../../../src/lib/clock';
import { addDays } from '../../../src/lib/expiry';
import { createTestApp, type TestApp } from '../../support/harness';
import { countRows, csvOf, upload, xlsxOf } from '../../support/imports';

let t: TestApp;
let staffToken: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
  today = localDate(t.config.timeZone);
  const db = t.database.db;
  const { id: categoryId } = await db.insertInto('categories').values({ name: 'Antalgiques' }).returning('id').executeTakeFirstOrThrow();
  const { id: brandId } = await db.insertInto('brands').values({ name: 'Sanofi', categoryId }).returning('id').executeTakeFirstOrThrow();
  const units = await db.selectFrom('units').select(['id', 'name']).execute();
  const unitId = (name: string) => units.find((unit) => unit.name === name)!.id;
  await db
    .insertInto('products')
    .values([
      { name: 'Doliprane 500mg', brandId, unitId: unitId('Box'), barcode: '3400930000007', reorderLevel: null },
      { name: 'Aspégic', brandId, unitId: unitId('Sachet'), barcode: null, reorderLevel: null },
      { name: 'Twin', brandId, unitId: unitId('Box'), barcode: null, reorderLevel: null },
      { name: 'Twin', brandId, unitId: unitId('Tube'), barcode: null, reorderLevel: null },
    ])
    .execute();
  await db
    .insertInto('companies')
    .values({ name: 'Cooper Pharma', email: 'contact@cooper.ma', mobile: '0522000000', address: 'Casablanca' })
    .execute();
});
afterAll(() => t.close());

const rowsOf = (preview: ImportPreview) =>
  preview.rows.map((row) => [row.action, row.errors.map((error) => `${error.column}: ${error.message}`)]);

describe('importing customers', () => {
  it('adds new customers, updates those with the same name and mobile, and refuses bad rows with nothing written', async () => {
    const first = csvOf([
      ['Nom', 'Téléphone', 'ICE', 'Adresse', 'Type', 'Plafond de crédit'],
      ['Nadia Chraibi', '0611223344', '', '', 'particulier', '500'],
      ['Pharma Sud SARL', '0522334455', '001234567000089', 'Agadir', 'Société', ''],
    ]);
    const done = await upload(t, 'customers', first, { commit: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>().counts).toMatchObject({ new: 2 });
    const nadia = await t.database.db.selectFrom('customers').selectAll().where('name', '=', 'Nadia Chraibi').executeTakeFirstOrThrow();
    expect(nadia).toMatchObject({ type: 'INDIVIDUAL', creditLimit: 50_000, mobile: '0611223344' });
    expect(
      await t.database.db.selectFrom('customers').select('type').where('name', '=', 'Pharma Sud SARL').executeTakeFirstOrThrow(),
    ).toEqual({
      type: 'BUSINESS',
    });

    const second = csvOf([
      ['name', 'mobile', 'address', 'credit limit', 'ice'],
      ['NADIA CHRAIBI', '0611223344', 'Rabat', '', ''],
      ['Pharma Sud SARL', '0522334455', 'Agadir', '', '001234567000089'],
      ['Yo', '0600000000', '', '', ''],
      ['Karim', '0600000000', '', '12.345', ''],
      ['Nadia Chraibi', '0611223344', '', '', ''],
    ]);
    const preview = (await upload(t, 'customers', second)).json<ImportPreview>();
    expect(rowsOf(preview)).toEqual([
      ['UPDATE', []],
      ['UNCHANGED', []],
      ['INVALID', ['name: Name must have at least 3 characters']],
      ['INVALID', ['creditLimit: Amount must have at most 2 decimals']],
      ['INVALID', ['null: This customer is also on row 2.']],
    ]);
    const before = await countRows(t, 'customers');
    expect((await upload(t, 'customers', second, { commit: true })).statusCode).toBe(422);
    expect(await countRows(t, 'customers')).toBe(before);
    expect(await t.database.db.selectFrom('customers').select('address').where('id', '=', nadia.id).executeTakeFirstOrThrow()).toEqual({
      address: '',
    });
  });
});

describe('importing suppliers', () => {
  it('finds companies by name, creates missing ones once confirmed, and updates suppliers by e-mail', async () => {
    const file = await xlsxOf([
      ['Fournisseur', 'E-mail', 'Téléphone', 'Société', 'Adresse de la société'],
      ['Youssef Alami', 'Y.Alami@cooper.ma', '0661000000', 'cooper pharma', null],
      ['Salma Idrissi', 'salma@sothema.ma', '0662000000', 'Sothema', 'Bouskoura'],
      ['Omar Fassi', 'omar@laprophan.ma', '0663000000', 'Laprophan', null],
      ['Bad', 'not-an-email', '0664000000', 'Sothema', null],
    ]);
    const preview = (await upload(t, 'suppliers', file, { language: 'ar' })).json<ImportPreview>();
    expect(preview.rows.map((row) => row.action)).toEqual(['NEW', 'NEW', 'INVALID', 'INVALID']);
    expect(preview.rows[2].errors[0].column).toBe('companyAddress');
    expect(preview.rows[2].errors[0].message).not.toBe('Company address is required');
    expect(preview.newNames.companies).toEqual(['Sothema']);

    // The new company's own e-mail and phone when the file has them (the suppliers' export does).
    const good = await xlsxOf([
      ['Fournisseur', 'E-mail', 'Téléphone', 'Société', 'Adresse de la société', 'E-mail de la société', 'Téléphone de la société'],
      ['Youssef Alami', 'Y.Alami@cooper.ma', '0661000000', 'cooper pharma', null, null, null],
      ['Salma Idrissi', 'salma@sothema.ma', '0662000000', 'Sothema', 'Bouskoura', 'contact@sothema.ma', '0522444444'],
    ]);
    expect((await upload(t, 'suppliers', good, { commit: true })).statusCode).toBe(409);
    expect(await countRows(t, 'suppliers')).toBe(0);
    expect((await upload(t, 'suppliers', good, { commit: true, confirmNew: true })).statusCode).toBe(200);
    const suppliers = await t.database.db
      .selectFrom('suppliers')
      .innerJoin('companies', 'companies.id', 'suppliers.companyId')
      .select(['suppliers.name', 'suppliers.email', 'companies.name as company', 'companies.address'])
      .orderBy('suppliers.id')
      .execute();
    expect(suppliers).toEqual([
      { name: 'Youssef Alami', email: 'y.alami@cooper.ma', company: 'Cooper Pharma', address: 'Casablanca' },
      { name: 'Salma Idrissi', email: 'salma@sothema.ma', company: 'Sothema', address: 'Bouskoura' },
    ]);
    expect(
      await t.database.db.selectFrom('companies').select(['email', 'mobile']).where('name', '=', 'Sothema').executeTakeFirstOrThrow(),
    ).toEqual({ email: 'contact@sothema.ma', mobile: '0522444444' });
    const renamed = csvOf([
      ['name', 'email', 'mobile', 'company'],
      ['Youssef El Alami', 'y.alami@COOPER.ma', '0661000000', 'Cooper Pharma'],
    ]);
    expect((await upload(t, 'suppliers', renamed, { commit: true })).json<ImportResult>().counts).toMatchObject({ updated: 1 });
    expect(await countRows(t, 'suppliers')).toBe(2);
  });
});

describe('importing opening stock', () => {
  const later = () => addDays(today, 400);
  const header = [
    'Produit',
    'Code-barres',
    'Quantité',
    'Lot',
    'Date de fabrication',
    'Date de péremption',
    "Prix d'achat",
    'Prix de vente',
  ];

  it('writes each batch with one COUNT movement of its quantity, in the same transaction', async () => {
    const [year, month, day] = later().split('-');
    const file = await xlsxOf([
      header,
      [
        '',
        3400930000007,
        120,
        'L2401',
        new Date(Date.UTC(2025, 0, 15)),
        new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
        12.5,
        18.9,
      ],
      ['aspégic', null, '30', 'A-77', null, `${day}/${month}/${year}`, '9,40', '14,00'],
      ['ASPÉGIC', null, 5, null, null, later(), 9.4, 14],
    ]);
    const preview = (await upload(t, 'opening-stock', file)).json<ImportPreview>();
    expect(rowsOf(preview)).toEqual([
      ['NEW', []],
      ['NEW', []],
      ['NEW', []],
    ]);
    const done = await upload(t, 'opening-stock', file, { commit: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>().counts).toMatchObject({ new: 3 });
    const batches = await t.database.db
      .selectFrom('stocks')
      .innerJoin('products', 'products.id', 'stocks.productId')
      .select([
        'stocks.id',
        'products.name',
        'quantity',
        'initialQuantity',
        'buyingPrice',
        'sellingPrice',
        'batchNumber',
        'manufactureDate',
        'expireDate',
        'grnItemId',
      ])
      .orderBy('stocks.id')
      .execute();
    expect(batches.map(({ id: _id, ...batch }) => batch)).toEqual([
      {
        name: 'Doliprane 500mg',
        quantity: 120,
        initialQuantity: 120,
        buyingPrice: 1250,
        sellingPrice: 1890,
        batchNumber: 'L2401',
        manufactureDate: '2025-01-15',
        expireDate: later(),
        grnItemId: null,
      },
      {
        name: 'Aspégic',
        quantity: 30,
        initialQuantity: 30,
        buyingPrice: 940,
        sellingPrice: 1400,
        batchNumber: 'A-77',
        manufactureDate: today,
        expireDate: later(),
        grnItemId: null,
      },
      {
        name: 'Aspégic',
        quantity: 5,
        initialQuantity: 5,
        buyingPrice: 940,
        sellingPrice: 1400,
        batchNumber: null,
        manufactureDate: today,
        expireDate: later(),
        grnItemId: null,
      },
    ]);
    const movements = await t.database.db
      .selectFrom('stockMovements')
      .select(['stockId', 'type', 'quantityChange', 'reason', 'userId'])
      .orderBy('stockId')
      .execute();
    expect(movements).toEqual(
      batches.map((batch) => ({
        stockId: batch.id,
        type: 'COUNT',
        quantityChange: batch.quantity,
        reason: 'OPENING_STOCK',
        userId: expect.any(Number),
      })),
    );
  });

  it('refuses expired lots, unknown or ambiguous products and lots already in stock; a commit of such a file changes nothing', async () => {
    const file = csvOf([
      header,
      ['Doliprane 500mg', '', '10', 'L2402', '', addDays(today, -1), '12', '18'],
      ['Inconnu', '', '10', '', '', later(), '12', '18'],
      ['Twin', '', '10', '', '', later(), '12', '18'],
      ['', '6111234567895', '10', '', '', later(), '12', '18'],
      ['Doliprane 500mg', '', '10', 'l2401', '', later(), '12', '18'],
      ['Doliprane 500mg', '', '0', 'L9', addDays(today, 1), '31/02/2030', '-0.5', '0'],
      ['Doliprane 500mg', '', '10', 'L3', '', later(), '12', '18'],
      ['Doliprane 500mg', '', '10', 'l3', '', later(), '12', '18'],
    ]);
    const preview = (await upload(t, 'opening-stock', file)).json<ImportPreview>();
    expect(rowsOf(preview)).toEqual([
      ['INVALID', [`expireDate: This lot expired on ${dayFirst(addDays(today, -1))}: expired stock is not imported.`]],
      ['INVALID', ['product: No product is named Inconnu.']],
      ['INVALID', ['product: Several products are named Twin: give its barcode.']],
      ['INVALID', ['barcode: No product has the barcode 6111234567895.']],
      ['INVALID', ['batchNumber: Lot l2401 of Doliprane 500mg is already in stock.']],
      [
        'INVALID',
        [
          'quantity: Too small: expected number to be >=1',
          'expireDate: Date does not exist',
          'buyingPrice: Buying price cannot be negative',
          'sellingPrice: Selling price must be above 0',
        ],
      ],
      ['NEW', []],
      ['INVALID', ['batchNumber: This lot is also on row 8.']],
    ]);
    const before = await Promise.all([countRows(t, 'stocks'), countRows(t, 'stockMovements')]);
    const refused = await upload(t, 'opening-stock', file, { commit: true });
    expect(refused.statusCode).toBe(422);
    expect(await Promise.all([countRows(t, 'stocks'), countRows(t, 'stockMovements')])).toEqual(before);
  });

  it('is for administrators only', async () => {
    const file = csvOf([header, ['Doliprane 500mg', '', '10', 'L5', '', later(), '12', '18']]);
    for (const commit of [false, true])
      expect((await upload(t, 'opening-stock', file, { commit, token: staffToken })).statusCode).toBe(403);
    expect(await countRows(t, 'stocks')).toBe(3);
  });

  it('reads day-first dates with a two-digit year, and shows a spreadsheet’s day number as its date', async () => {
    const csv = csvOf([header, ['Aspégic', '', '3', 'LX-1', '01/06/26', '31/12/29', '9', '14']]);
    const read = (await upload(t, 'opening-stock', csv)).json<ImportPreview>();
    expect(rowsOf(read)).toEqual([['NEW', []]]);
    const xlsx = await xlsxOf([header, ['Aspégic', null, 3, 'LX-2', null, 46752, 9, 14]]);
    const shown = (await upload(t, 'opening-stock', xlsx)).json<ImportPreview>();
    expect(rowsOf(shown)).toEqual([['NEW', []]]);
    expect(shown.rows[0].values.expireDate).toBe('2027-12-31');
  });

  it('refuses a row without a lot number that an earlier import brought in, or that another row repeats', async () => {
    const further = addDays(today, 500);
    const file = csvOf([
      header,
      ['Aspégic', '', '5', '', '', later(), '9,40', '14,00'],
      ['Aspégic', '', '8', '', '', later(), '9,40', '15'],
      ['Aspégic', '', '8', '', '', later(), '9,40', '15'],
      ['Aspégic', '', '5', '', '', further, '9,40', '14'],
    ]);
    expect(rowsOf((await upload(t, 'opening-stock', file)).json<ImportPreview>())).toEqual([
      [
        'INVALID',
        [
          `batchNumber: A batch of Aspégic expiring on ${dayFirst(later())} at these prices was imported before: give this row its lot number if it is another batch.`,
        ],
      ],
      ['NEW', []],
      ['INVALID', ['batchNumber: The same batch without a lot number is also on row 3.']],
      ['NEW', []],
    ]);
  });
});
