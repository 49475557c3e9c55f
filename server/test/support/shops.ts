/**
 * Two shops in one installation holding the same kinds of data under the same names (products,
 * customers, suppliers, a shared lot number), each seeded through the API by its own administrator;
 * shop A's own rows carry markers (a name, a mobile, an ICE, amounts, a lot) that shop B never
 * uses, so that anything of A's shown to B is seen.
 */
import { expect } from 'vitest';
import { inShop } from '../../src/db/shop-scope';
import { createShop } from '../../src/modules/shops';
import type { Database } from '../../src/db/schema';
import type { InjectResponse, TestApp } from './harness';
import { addDays, shopToday } from './purchasing-fixtures';

/** Tables whose ids a request may name (in its path or its body). */
export const ID_TABLES = [
  'categories',
  'brands',
  'units',
  'products',
  'customers',
  'companies',
  'suppliers',
  'users',
  'stocks',
  'grns',
  'grnItems',
  'invoices',
  'invoiceItems',
  'customerPayments',
  'creditNotes',
  'creditNoteItems',
  'supplierPayments',
  'supplierReturns',
  'supplierReturnItems',
  'stocktakes',
  'stocktakeLines',
  'stockMovements',
  'stockPriceChanges',
] as const satisfies ReadonlyArray<keyof Database>;
export type IdTable = (typeof ID_TABLES)[number];
export type ShopIds = Record<IdTable, number[]>;

/** What tells a shop's rows apart in an answer: texts, and amounts written in any way (digits only). */
export interface Markers {
  texts: string[];
  amounts: string[];
}

export interface ShopSpec {
  /** The word in the names only this shop has: `Alphaonly`. */
  only: string;
  /** Buying and selling price of every batch received, and the price a batch is moved to (dirhams). */
  prices: { buying: number; selling: number; changed: number; mix: number };
  /** The customer only this shop has. */
  ownCustomer: { ice: string; mobile: string };
  settings: { legalName: string; ice: string; phone: string; email: string };
  /** Sales made beyond the two every shop makes (so that the shop has numbers the other has not). */
  extraSales: number;
  staffEmail: string;
}

export const SHARED = {
  category: 'Antalgiques',
  brand: 'Sanofi',
  products: ['Doliprane 500', 'Aspirine 100'],
  company: 'Sothema',
  supplier: 'Ahmed Bennani',
  customer: 'Pharmacie Atlas',
  lot: 'LOT-SHARED-01',
  staffUsername: 'caissier',
  mixName: 'Préparation magistrale',
} as const;

/** An EAN-13 of these 12 digits with its check digit. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}
export const SHARED_BARCODES = [ean13('611100000001'), ean13('611100000002')];

export const SPEC_A: ShopSpec = {
  only: 'Alphaonly',
  prices: { buying: 5827.19, selling: 7391.83, changed: 6482.37, mix: 4716.29 },
  ownCustomer: { ice: '009988776655443', mobile: '0677123456' },
  settings: { legalName: 'Alpha Sante SARL', ice: '001234567000089', phone: '0522987654', email: 'contact@alpha-sante.test' },
  extraSales: 2,
  staffEmail: 'caissier@alpha.test',
};

export const SPEC_B: ShopSpec = {
  only: 'Betaonly',
  prices: { buying: 10, selling: 15, changed: 20, mix: 50 },
  ownCustomer: { ice: '001100110011001', mobile: '0600000011' },
  settings: { legalName: 'Beta Pharma SARL', ice: '001100220033004', phone: '0500000022', email: 'contact@beta.test' },
  extraSales: 0,
  staffEmail: 'caissier@beta.test',
};

export const STAFF_PASSWORD = 'staff-secret-2026';

/** The texts and amounts of a shop's own rows, as it was seeded. */
export function markersOf(spec: ShopSpec, adminEmail: string): Markers {
  const digits = (amount: number) => amount.toFixed(2).replace('.', '');
  return {
    texts: [
      spec.only,
      spec.ownCustomer.ice,
      spec.ownCustomer.mobile,
      spec.settings.legalName,
      spec.settings.ice,
      spec.settings.email,
      spec.staffEmail,
      adminEmail,
    ],
    amounts: [spec.prices.buying, spec.prices.selling, spec.prices.changed, spec.prices.mix].map(digits),
  };
}

export interface SeededShop {
  shopId: number;
  adminToken: string;
  staffToken: string;
  /** Every id of the shop's rows, per table. */
  ids: ShopIds;
  /** Document numbers, by kind, as answered. */
  numbers: string[];
  /** The rows the seeding made, by what they are. */
  main: {
    customer: number;
    ownCustomer: number;
    products: number[];
    ownProduct: number;
    supplier: number;
    grn: number;
    sale: number;
    stocktake: number;
  };
}

type Caller = (method: string, url: string, payload?: unknown) => Promise<InjectResponse>;

export function callerOf(t: TestApp, token: string): Caller {
  return (method, url, payload) =>
    t.request(token, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function ok(response: Promise<InjectResponse>, what: string): Promise<InjectResponse> {
  const answer = await response;
  expect(answer.statusCode, `${what}: ${answer.body.slice(0, 300)}`).toBeLessThan(300);
  return answer;
}

/** The id of the row of `table` named `name` in the shop. */
async function idNamed(
  t: TestApp,
  shopId: number,
  table: 'categories' | 'brands' | 'products' | 'companies' | 'suppliers' | 'customers' | 'units',
  name: string,
) {
  const row = await inShop(shopId, () => t.database.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow());
  return row.id;
}

/** Every id of the shop's rows, per table, read in the shop. */
export async function idsOfShop(t: TestApp, shopId: number): Promise<ShopIds> {
  const entries = await inShop(shopId, () =>
    Promise.all(
      ID_TABLES.map(async (table) => {
        const rows = await t.database.db.selectFrom(table).select('id').orderBy('id').execute();
        return [table, rows.map((row) => row.id)] as const;
      }),
    ),
  );
  return Object.fromEntries(entries) as ShopIds;
}

/** The ids with these rows first. */
function firstOf(ids: ShopIds, first: Partial<Record<IdTable, number>>): ShopIds {
  const result = { ...ids };
  for (const [table, id] of Object.entries(first) as Array<[IdTable, number]>)
    result[table] = [id, ...ids[table].filter((other) => other !== id)];
  return result;
}

/** A second shop and its administrator's token. */
export async function openShop(t: TestApp, code: string, adminEmail: string): Promise<{ id: number; adminToken: string }> {
  const shop = await createShop(t.database.db, { code, name: `Shop ${code}`, adminEmail });
  return { id: shop.id, adminToken: await t.login(adminEmail, shop.adminPassword) };
}

/**
 * Seeds one shop through the API, as its administrator: the shared catalogue, suppliers and
 * customers, the shop's own product and customer, a GRN with the shared lot, sales, a customer
 * payment, a credit note, a supplier payment and return, an adjustment, a price change, a mix, a
 * staff member, the settings, and an open stocktake with a count.
 */
export async function seedShop(t: TestApp, shopId: number, adminToken: string, spec: ShopSpec): Promise<SeededShop> {
  const call = callerOf(t, adminToken);
  const today = shopToday(t);
  const numbers: string[] = [];
  const issued = async (response: Promise<InjectResponse>, what: string) => {
    const answer = await ok(response, what);
    if (answer.headers['x-document-number']) numbers.push(String(answer.headers['x-document-number']));
    return Number(answer.headers['x-document-id']);
  };
  const unit = await idNamed(t, shopId, 'units', 'Box');
  await ok(call('POST', '/api/categories', { name: SHARED.category }), 'category');
  const category = await idNamed(t, shopId, 'categories', SHARED.category);
  await ok(call('POST', '/api/brands', { name: SHARED.brand, category: { id: category } }), 'brand');
  const brand = await idNamed(t, shopId, 'brands', SHARED.brand);
  const products: number[] = [];
  for (const [index, name] of SHARED.products.entries()) {
    await ok(call('POST', '/api/products', { name, brand, unit, barcode: SHARED_BARCODES[index] }), name);
    products.push(await idNamed(t, shopId, 'products', name));
  }
  const ownProductName = `Zyrtec ${spec.only}`;
  await ok(call('POST', '/api/products', { name: ownProductName, brand, unit }), 'own product');
  const ownProduct = await idNamed(t, shopId, 'products', ownProductName);
  await ok(
    call('POST', '/api/companies', {
      name: SHARED.company,
      email: 'contact@sothema.test',
      mobile: '0522000000',
      address: '12 Rue Ibn Sina',
    }),
    'company',
  );
  const company = await idNamed(t, shopId, 'companies', SHARED.company);
  await ok(
    call('POST', '/api/suppliers', { name: SHARED.supplier, email: 'ahmed@sothema.test', mobile: '0661000000', company }),
    'supplier',
  );
  const supplier = await idNamed(t, shopId, 'suppliers', SHARED.supplier);
  await ok(call('POST', '/api/customers', { ice: '', type: 'INDIVIDUAL', name: SHARED.customer, mobile: '0611000000' }), 'customer');
  const customer = await idNamed(t, shopId, 'customers', SHARED.customer);
  const ownCustomerName = `Yasmina ${spec.only}`;
  await ok(
    call('POST', '/api/customers', { ice: spec.ownCustomer.ice, name: ownCustomerName, mobile: spec.ownCustomer.mobile }),
    'own customer',
  );
  const ownCustomer = await idNamed(t, shopId, 'customers', ownCustomerName);

  const line = (product: number, batchNumber: string) => ({
    product,
    quantity: 40,
    buyingPrice: spec.prices.buying,
    sellingPrice: spec.prices.selling,
    manufactureDate: addDays(today, -30),
    expireDate: addDays(today, 365),
    batchNumber,
  });
  const grn = await issued(
    call('POST', '/api/grn', {
      supplier,
      grnPayment: { payment: 1, paymentType: 'CASH' },
      grnItems: [line(products[0], SHARED.lot), line(products[1], `LOT-${spec.only}`), line(ownProduct, SHARED.lot)],
    }),
    'GRN',
  );
  const stocks = await inShop(shopId, () => t.database.db.selectFrom('stocks').select('id').orderBy('id').execute());
  const [doliprane, aspirine, zyrtec] = stocks.map((row) => row.id);
  const sell = (customerId: number, stockId: number) =>
    issued(
      call('POST', '/api/invoice', {
        customer: { id: customerId },
        invoiceItems: [{ stock: { id: stockId }, quantity: 1 }],
        invoicePayment: { payment: 0, paymentType: 'CASH' },
        allowOverCreditLimit: true,
      }),
      'sale',
    );
  const sale = await sell(ownCustomer, doliprane);
  const returned = await sell(customer, aspirine);
  for (let i = 0; i < spec.extraSales; i++) await sell(ownCustomer, zyrtec);
  await issued(call('POST', `/api/customers/${ownCustomer}/payments`, { amount: 1, paymentType: 'CASH', invoiceIds: [sale] }), 'receipt');
  const [returnedItem] = await inShop(shopId, () =>
    t.database.db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', returned).execute(),
  );
  await issued(
    call('POST', `/api/invoice/${returned}/credit-notes`, { items: [{ invoiceItemId: returnedItem.id, quantity: 1, restock: true }] }),
    'credit note',
  );
  await issued(call('POST', `/api/suppliers/${supplier}/payments`, { amount: 1, paymentType: 'CASH', grnIds: [grn] }), 'supplier payment');
  await issued(
    call('POST', `/api/grn/${grn}/returns`, { items: [{ stockId: aspirine, quantity: 1, reason: 'damaged' }] }),
    'supplier return',
  );
  await ok(call('POST', `/api/stock/${doliprane}/adjustments`, { quantityChange: -1, reason: 'BREAKAGE' }), 'adjustment');
  await ok(call('POST', '/api/stock/update-price', { stockId: zyrtec, newPrice: spec.prices.changed }), 'price change');
  await ok(
    call('POST', '/api/stock/mixed-stock', {
      mixedStockName: SHARED.mixName,
      mixedStockPrice: spec.prices.mix,
      mixedStockItems: [
        { stockName: doliprane, dosage: 6 },
        { stockName: aspirine, dosage: 6 },
      ],
    }),
    'mix',
  );
  await ok(
    call('POST', '/api/users', {
      name: `Staff ${spec.only}`,
      username: SHARED.staffUsername,
      password: STAFF_PASSWORD,
      mobile: '0655443322',
      email: spec.staffEmail,
      role: 'ROLE_USER',
    }),
    'staff',
  );
  await ok(
    call('PUT', '/api/settings/shop', {
      name: `Pharmacie ${spec.only}`,
      legalName: spec.settings.legalName,
      address: '1 Avenue Hassan II',
      city: 'Rabat',
      phone: spec.settings.phone,
      email: spec.settings.email,
      ice: spec.settings.ice,
      identifiantFiscal: `IF-${spec.only}`,
      registreCommerce: `RC-${spec.only}`,
      taxeProfessionnelle: `TP-${spec.only}`,
      cnss: `CNSS-${spec.only}`,
      vatRegistered: true,
      vatExemptionNote: '',
      invoiceFooter: `Banque ${spec.only}`,
      documentLanguage: 'fr',
      nearExpiryDays: 400,
    }),
    'settings',
  );
  const stocktake = Number((await ok(call('POST', '/api/stocktakes', { categoryId: null }), 'stocktake')).json<{ id: number }>().id);
  await ok(call('PUT', `/api/stocktakes/${stocktake}/counts/${doliprane}`, { countedQuantity: 30 }), 'count');
  const ids = await idsOfShop(t, shopId);
  const [saleItem] = await inShop(shopId, () =>
    t.database.db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', sale).execute(),
  );
  return {
    shopId,
    adminToken,
    staffToken: await t.login(spec.staffEmail, STAFF_PASSWORD),
    // The rows a request names first: a customer who owes, a sale and its line.
    ids: firstOf(ids, { customers: ownCustomer, invoices: sale, invoiceItems: saleItem.id }),
    numbers,
    main: { customer, ownCustomer, products, ownProduct, supplier, grn, sale, stocktake },
  };
}
