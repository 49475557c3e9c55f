import type { RepricedBatch, VatRate } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../lib/problems';
import { ean13Of, parseGs1 } from '../../lib/gs1';
import { toCentimes } from '../../lib/money';
import { repriceToPpv } from '../stock';
import * as repository from './repository';
import { medicineColumns, type MedicineValues } from './medicine-values';
import { keepUnitProduct } from './unit-product';

export { findProduct, lookupProducts } from './repository';

/** One page of the products a text finds; a box's GS1 scan finds its product by the EAN-13 (or GTIN) it holds. */
export function searchProducts(db: Db, text: string, page: number, size: number) {
  const scan = parseGs1(text);
  return repository.searchProducts(db, scan ? ean13Of(scan.gtin) : text, page, size);
}

/** `barcode` and `reorderLevel` undefined keep the product's own (on a change), null removes them. */
type ProductValues = {
  name: string;
  brandId: number;
  unitId: number;
  vatRate?: VatRate;
  barcode?: string | null;
  reorderLevel?: number | null;
} & MedicineValues;

/**
 * Checks the brand and unit exist (400 otherwise) and that no other product has the same name, brand
 * and unit (409). Answers the default VAT rate of the brand's category (null when it has none).
 */
async function checkProduct(db: Db, values: ProductValues, exceptId?: number) {
  const [brand, unit] = await Promise.all([repository.brandWithDefaultRate(db, values.brandId), repository.unitExists(db, values.unitId)]);
  if (!brand) throw badRequest(`brand: Brand ${values.brandId} does not exist`);
  if (!unit) throw badRequest(`unit: Unit ${values.unitId} does not exist`);
  if (await repository.hasTwin(db, values, exceptId)) throw conflict('A product with this name, brand and unit already exists.');
  if (values.barcode) {
    const holder = await repository.barcodeHolder(db, values.barcode, exceptId);
    if (holder !== undefined) throw conflict(`The barcode ${values.barcode} is already the code of ${holder}.`);
  }
  return brand.defaultVatRate;
}

/**
 * A new product; without a VAT rate it takes its category's default, else 0. Sold by the unit, it
 * gets its companion unit product in the same transaction (unit-product.ts).
 */
export async function registerProduct(db: Db, { vatRate, barcode, reorderLevel, ...values }: ProductValues): Promise<void> {
  const { name, brandId, unitId } = values;
  const categoryRate = await checkProduct(db, { vatRate, barcode, reorderLevel, ...values });
  await db.transaction().execute(async (trx) => {
    const id = await repository.insertProduct(trx, {
      name,
      brandId,
      unitId,
      ...medicineColumns(values),
      barcode: barcode ?? null,
      reorderLevel: reorderLevel ?? null,
      vatRate: vatRate ?? categoryRate ?? 0,
    });
    await keepUnitProduct(trx, id);
  });
}

/**
 * Changes a product; without a VAT rate, barcode or reorder level it keeps its own. In one
 * transaction: its companion unit product, if it has or now needs one, follows (unit-product.ts),
 * and a PPV given brings every batch priced above it down to it, the unit product's batches to its
 * unit PPV likewise, each change kept in its price history by `userId` (DECISIONS: no batch sells
 * above its PPV). Answers the batches repriced.
 */
export async function updateProduct(
  db: Db,
  id: number,
  { vatRate, barcode, reorderLevel, ...values }: ProductValues,
  userId: number,
  now: Date = new Date(),
): Promise<RepricedBatch[]> {
  return db.transaction().execute(async (trx) => {
    if (!(await repository.productExists(trx, id))) throw notFound(`Product ${id} does not exist.`);
    await checkProduct(trx, { vatRate, barcode, reorderLevel, ...values }, id);
    const { name, brandId, unitId } = values;
    await repository.updateProduct(trx, id, {
      name,
      brandId,
      unitId,
      ...medicineColumns(values, await repository.medicineOf(trx, id)),
      ...(vatRate === undefined ? {} : { vatRate }),
      ...(barcode === undefined ? {} : { barcode }),
      ...(reorderLevel === undefined ? {} : { reorderLevel }),
    });
    const unitProduct = await keepUnitProduct(trx, id);
    if (values.ppv === undefined || values.ppv === null) return [];
    const change = { userId, at: now.toISOString() };
    const repriced = await repriceToPpv(trx, id, toCentimes(values.ppv), change);
    if (unitProduct?.ppv == null) return repriced;
    return [...repriced, ...(await repriceToPpv(trx, unitProduct.id, unitProduct.ppv, change))];
  });
}
