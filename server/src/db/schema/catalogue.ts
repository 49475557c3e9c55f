import type { Generated } from 'kysely';
import type { MedicineSchedule, VatRate } from '@hanout/contract';

/** What the shop sells: products, their categories, brands and units. */
export interface CatalogueTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  units: UnitsTable;
  products: ProductsTable;
}

export interface CategoriesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  /** The VAT rate (%) new products of the category take; null when none. */
  defaultVatRate: Generated<VatRate | null>;
}

export interface BrandsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  categoryId: number;
}

export interface UnitsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
}

export interface ProductsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  brandId: number;
  unitId: number;
  /** 0, 7, 10, 14 or 20 (%). */
  vatRate: Generated<VatRate>;
  /** EAN-13, EAN-8 or the shop's own code; unique when present. */
  barcode: string | null;
  /** Reported as low stock when its unexpired quantity is at or under this; null for never. */
  reorderLevel: number | null;
  /** The active ingredients (migration 045), a JSON array of `{ name, strength }`; null for none. */
  dci: string | null;
  /** The ingredients' names, space-separated: what the text searches read besides the name. */
  dciNames: string | null;
  /** Ingredients, strengths and form folded into one text that generics share (lib/medicines.ts); null without DCI. */
  equivalenceKey: string | null;
  form: string | null;
  unitsPerPack: Generated<number>;
  /** Prix public de vente, TTC, in centimes: no batch sells above it. */
  ppv: number | null;
  /** Prix pharmacien, HT, in centimes: what the GRN proposes as buying price. */
  pph: number | null;
  schedule: Generated<MedicineSchedule>;
  prescriptionRequired: Generated<number>;
  /** 1 when a pack may be sold by the unit, through `unitProductId`. */
  sellByUnit: Generated<number>;
  /** The companion product sold by the unit, for a pack with `sellByUnit`. */
  unitProductId: number | null;
}
