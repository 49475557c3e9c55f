import { z } from 'zod';
import { buyingPrice, calendarDate, quantity, requiredText, sellingPrice } from './common';
import { barcode, batchNumber } from './barcodes';
import { brandName } from './brands';
import { categoryName } from './categories';
import { companyFields } from './companies';
import { productName } from './products';
import { medicineFieldsRequest } from './medicines';
import { supplierFields } from './suppliers';
import { vatRate } from './vat';

/** What a file can bring in: master data, and the stock a shop holds on its first day. */
export const IMPORT_KINDS = ['products', 'customers', 'suppliers', 'opening-stock'] as const;
export const importKind = z.enum(IMPORT_KINDS, { error: 'Kind must be one of products, customers, suppliers, opening-stock' });
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Files larger than this are refused before they are read (a pharmacy's 5,000 products take about 0.5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows a file may hold below its header. */
export const IMPORT_MAX_ROWS = 10_000;
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A column of an import file: the field it fills, and the headers it is recognised by (any case,
 * accents ignored). The first header of each language is the one the template writes.
 */
export interface ImportColumn {
  key: string;
  required: boolean;
  headers: { fr: readonly string[]; en: readonly string[]; ar: readonly string[] };
  /** The header the list's export gives this column (English, translated as the export is): an export imports back. */
  exported?: string;
}

const column = (key: string, required: boolean, en: string[], fr: string[], ar: string[], exported?: string): ImportColumn => ({
  key,
  required,
  headers: { en, fr, ar },
  exported,
});

const barcodeColumn = column(
  'barcode',
  false,
  ['barcode', 'ean', 'code'],
  ['code-barres', 'code barre', 'code barres', 'ean'],
  ['الباركود', 'الرمز الشريطي'],
  'Barcode',
);
const mobileColumn = column('mobile', true, ['mobile', 'phone'], ['téléphone', 'mobile', 'portable', 'tél'], ['الهاتف'], 'Mobile');

/**
 * A medicine's columns, as the lists a pharmacy obtains name them: several active ingredients in one
 * cell separated by + or /, with their dosages likewise.
 */
const MEDICINE_IMPORT_COLUMNS = [
  column(
    'dci',
    false,
    ['dci', 'inn', 'active ingredient', 'active substance'],
    ['dci', 'substance active', 'substances actives', 'principe actif'],
    ['المادة الفعالة', 'المواد الفعالة'],
    'DCI',
  ),
  column('strength', false, ['strength', 'dosage'], ['dosage'], ['التركيز', 'الجرعة'], 'Dosage'),
  column('form', false, ['form', 'dosage form'], ['forme', 'forme galénique'], ['الشكل', 'الشكل الصيدلاني'], 'Form'),
  column(
    'unitsPerPack',
    false,
    ['units per pack', 'pack size'],
    ['unités par boîte', 'unités par boite', 'conditionnement'],
    ['عدد الوحدات', 'عدد الوحدات في العلبة'],
    'Units per pack',
  ),
  column('ppv', false, ['ppv', 'public price'], ['ppv', 'prix public'], ['ثمن البيع للعموم'], 'PPV (DH)'),
  column('pph', false, ['pph', 'pharmacist price'], ['pph', 'prix pharmacien'], ['ثمن الصيدلي'], 'PPH (DH)'),
  column('schedule', false, ['schedule'], ['tableau'], ['الجدول'], 'Schedule'),
];

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  products: [
    column('name', true, ['name', 'product'], ['nom', 'produit', 'désignation'], ['الاسم', 'المنتج', 'اسم المنتج'], 'Product'),
    barcodeColumn,
    column('brand', true, ['brand'], ['marque', 'laboratoire'], ['العلامة', 'العلامة التجارية'], 'Brand'),
    column('category', true, ['category'], ['catégorie', 'famille'], ['الفئة'], 'Category'),
    column('unit', true, ['unit'], ['unité'], ['الوحدة'], 'Unit'),
    column('vatRate', false, ['vat rate', 'vat'], ['taux de tva', 'tva'], ['نسبة الضريبة', 'الضريبة'], 'VAT rate (%)'),
    column(
      'reorderLevel',
      false,
      ['reorder level', 'minimum stock'],
      ['seuil de réapprovisionnement', 'stock minimum', 'seuil'],
      ['حد إعادة الطلب'],
      'Reorder level',
    ),
    ...MEDICINE_IMPORT_COLUMNS,
  ],
  customers: [
    column('name', true, ['name', 'customer'], ['nom', 'client'], ['الاسم', 'الزبون'], 'Name'),
    mobileColumn,
    column('ice', false, ['ice'], ['ice'], ['ICE'], 'ICE'),
    column('address', false, ['address'], ['adresse'], ['العنوان'], 'Address'),
    column('type', false, ['type'], ['type'], ['النوع'], 'Type'),
    column('creditLimit', false, ['credit limit'], ['plafond de crédit', 'plafond'], ['سقف الائتمان'], 'Credit limit (DH)'),
  ],
  suppliers: [
    column('name', true, ['name', 'supplier'], ['nom', 'fournisseur'], ['الاسم', 'المورد'], 'Name'),
    column('email', true, ['email', 'e-mail'], ['e-mail', 'email', 'courriel'], ['البريد الإلكتروني'], 'E-mail'),
    mobileColumn,
    column('company', true, ['company'], ['société', 'entreprise'], ['الشركة'], 'Company Name'),
    column('companyAddress', false, ['company address'], ['adresse de la société', 'adresse'], ['عنوان الشركة'], 'Company Address'),
    column(
      'companyEmail',
      false,
      ['company email', 'company e-mail'],
      ['e-mail de la société', 'email de la société'],
      ['البريد الإلكتروني للشركة'],
      'Company Email',
    ),
    column('companyMobile', false, ['company mobile', 'company phone'], ['téléphone de la société'], ['هاتف الشركة'], 'Company Mobile'),
  ],
  'opening-stock': [
    column('product', true, ['product', 'name'], ['produit', 'nom', 'désignation'], ['المنتج', 'اسم المنتج'], 'Product'),
    barcodeColumn,
    column('quantity', true, ['quantity', 'qty'], ['quantité', 'qté'], ['الكمية'], 'Quantity'),
    column(
      'batchNumber',
      false,
      ['lot', 'batch', 'lot number'],
      ['lot', 'numéro de lot', 'n° de lot'],
      ['رقم الحصة', 'الحصة', 'رقم التشغيلة', 'التشغيلة'],
      'Lot',
    ),
    column('manufactureDate', false, ['manufacture date'], ['date de fabrication', 'fabrication'], ['تاريخ الصنع'], 'Manufacture Date'),
    column(
      'expireDate',
      true,
      ['expiry date', 'expiry', 'expire date'],
      ['date de péremption', 'péremption', 'date d’expiration', 'expiration'],
      ['تاريخ الانتهاء', 'تاريخ انتهاء الصلاحية'],
      'Expire Date',
    ),
    column('buyingPrice', true, ['buying price', 'cost'], ["prix d'achat", 'prix d’achat', 'pa'], ['ثمن الشراء'], 'Buying Price'),
    column('sellingPrice', true, ['selling price', 'price'], ['prix de vente', 'ppv', 'pv'], ['ثمن البيع'], 'Selling Price'),
  ],
};

/** A product row: brand, category and unit by name, created when missing once the user confirms. */
export const productImportRow = z.object({
  name: productName,
  barcode,
  brand: brandName,
  category: categoryName,
  unit: requiredText('Unit name', 30),
  /** Empty: a new product takes its category's default (else 0), an existing one keeps its rate. */
  vatRate: vatRate.nullable(),
  /** Empty: none for a new product, kept for an existing one. */
  reorderLevel: z.number().int().min(0).max(1_000_000).nullable(),
  /** The pharmaceutical fields; each left out (an empty cell) takes the default for a new product, and is kept for an existing one. */
  dci: medicineFieldsRequest.dci,
  form: medicineFieldsRequest.form,
  unitsPerPack: medicineFieldsRequest.unitsPerPack,
  ppv: medicineFieldsRequest.ppv,
  pph: medicineFieldsRequest.pph,
  schedule: medicineFieldsRequest.schedule,
});
export type ProductImportRow = z.output<typeof productImportRow>;

/** A supplier row: its company by name, created when missing (then with the supplier's e-mail and mobile and this address). */
export const supplierImportRow = supplierFields.extend({
  company: companyFields.shape.name,
  companyAddress: z.string().trim().max(255, 'Company address must have at most 255 characters'),
  /** Empty: a new company takes its first supplier's e-mail and mobile. */
  companyEmail: z.union([z.literal(''), companyFields.shape.email]),
  companyMobile: z.string().trim().max(20, 'Company mobile must have at most 20 characters'),
});
export type SupplierImportRow = z.output<typeof supplierImportRow>;

/** An opening-stock row: a batch of an existing product, named by barcode or by name. */
export const openingStockImportRow = z.object({
  /** Empty when the barcode names the product. */
  product: z.string().trim().max(150, 'Product name must have at most 150 characters'),
  barcode,
  quantity,
  batchNumber,
  /** Empty: the day of the import. */
  manufactureDate: calendarDate.nullable(),
  expireDate: calendarDate,
  buyingPrice: buyingPrice(),
  sellingPrice: sellingPrice(),
});
export type OpeningStockImportRow = z.output<typeof openingStockImportRow>;

export const IMPORT_ACTIONS = ['NEW', 'UPDATE', 'UNCHANGED', 'INVALID'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One row of the file as the preview shows it: its line in the file, what the import would do, and why not. */
export const importPreviewRow = z.object({
  /** The row's number in the file (the header is row 1), as a spreadsheet numbers it. */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The recognised columns' cells, as text. */
  values: z.record(z.string(), z.string()),
  /** In the request's language; `column` null for a problem of the whole row. */
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/** Brands, categories, units and companies the file names that do not exist yet: the commit creates them once confirmed. */
export const importNewNames = z.object({
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  units: z.array(z.string()),
  companies: z.array(z.string()),
});
export type ImportNewNames = z.infer<typeof importNewNames>;

export const importCounts = z.object({
  rows: z.number().int(),
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** POST /api/imports/{kind}/preview */
export const importPreview = z
  .object({
    kind: importKind,
    /** The recognised columns, in the file's order. */
    columns: z.array(z.string()),
    /** Headers no column answers to: their cells are ignored. */
    ignoredColumns: z.array(z.string()),
    counts: importCounts,
    newNames: importNewNames,
    rows: z.array(importPreviewRow),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreview>;

/** POST /api/imports/{kind}: what was written, all in one transaction. */
export const importResult = z.object({ kind: importKind, counts: importCounts, newNames: importNewNames }).meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResult>;

export const importParams = z.object({ kind: importKind });

/** The commit's query: the names the file would create must be confirmed. */
export const importCommitQuery = z.object({
  confirmNew: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true creates the brands, categories, units and companies the file names that do not exist yet'),
});
