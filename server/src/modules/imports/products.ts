import { productImportRow, type ProductImportRow, type VatRate } from '@hanout/contract';
import { ensureNamed } from '../../db/named';
import type { Db } from '../../db/connect';
import { seededUnitNamed } from '../units';
import { medicineColumns } from '../products';
import { repriceToPpv } from '../stock';
import type { FileRow } from './file';
import { medicineCells } from './medicine-cells';
import { catalogueToMatch, insertProducts, updateProduct } from './repository';
import { checkRow, FirstSeen, NewNames, numberOf, slices, textOf, type Planner, type RowError, type RowOutcome } from './rows';

interface ExistingProduct extends StoredMedicine {
  id: number;
  name: string;
  brandId: number;
  unitId: number;
  barcode: string | null;
  vatRate: VatRate;
  reorderLevel: number | null;
}

/** The pharmaceutical columns of a product as stored, which a row may change. */
interface StoredMedicine {
  dci: string | null;
  form: string | null;
  unitsPerPack: number;
  ppv: number | null;
  pph: number | null;
  schedule: string;
  prescriptionRequired: number | boolean;
}

const NOT_A_MEDICINE = { unitsPerPack: 1, ppv: null, pph: null, schedule: 'NONE', prescriptionRequired: 0 } as const;

type MedicineChanges = ReturnType<typeof medicineColumns>;

/**
 * The pharmaceutical columns a row changes on an existing product: those it gives that differ. A
 * schedule it repeats is left out, so that it does not require a prescription the shop waived.
 */
function medicineChanges(row: ProductImportRow, existing: StoredMedicine): MedicineChanges {
  const { dci, form, unitsPerPack, ppv, pph, schedule } = row;
  const given = medicineColumns(
    { dci, form, unitsPerPack, ppv, pph, schedule: schedule === existing.schedule ? undefined : schedule },
    existing,
  );
  return Object.fromEntries(
    Object.entries(given).filter(([column, value]) => {
      const stored = existing[column as keyof StoredMedicine];
      return column === 'dciNames' || column === 'equivalenceKey'
        ? false
        : typeof stored === 'boolean'
          ? Number(stored) !== value
          : stored !== value;
    }),
  );
}

/** A product's identity by names, as the unique index products_name_brand_unit_uq sees it once brands and units are resolved. */
const productKey = (name: string, category: string, brand: string, unit: string) =>
  [name, category, brand, unit].map((part) => part.toLowerCase()).join('\u0000');

async function loadCatalogue(db: Db) {
  const [categories, brands, units, products] = await catalogueToMatch(db);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  const keyOf = (product: ExistingProduct) => {
    const brand = brandById.get(product.brandId)!;
    return productKey(product.name, categoryById.get(brand.categoryId)!.name, brand.name, unitById.get(product.unitId)!.name);
  };
  return {
    categories: new Map(categories.map((category) => [category.name.toLowerCase(), category])),
    brands: new Map(brands.map((brand) => [`${brand.categoryId}\u0000${brand.name.toLowerCase()}`, brand])),
    units: new Map(units.map((unit) => [unit.name.toLowerCase(), unit])),
    byBarcode: new Map(products.filter((product) => product.barcode).map((product) => [product.barcode!, product])),
    byKey: new Map(products.map((product) => [keyOf(product), product])),
  };
}

/** What a row writes: a new product, or the changes of an existing one. */
type Change =
  | { row: ProductImportRow; id?: undefined }
  | {
      row: ProductImportRow;
      id: number;
      vatRate: VatRate;
      reorderLevel: number | null;
      barcode: string | null;
      medicine: MedicineChanges;
      stored: StoredMedicine;
    };

/**
 * Products: a row whose barcode is already a product's updates that product (its name, brand,
 * category, unit, VAT rate and reorder level); else a row with the name, brand and unit of an
 * existing product updates it; else it is a new product. Empty VAT rate, reorder level and barcode
 * cells keep an existing product's values; a new product takes its category's default VAT rate
 * (else 0). A barcode or a product found twice in the file, or a row that would give a product
 * the name, brand and unit of another, is an error of that row.
 */
export const planProducts: Planner = async (db, rows) => {
  const catalogue = await loadCatalogue(db);
  const newCategories = new NewNames();
  const newBrands = new NewNames();
  const newUnits = new NewNames();
  const barcodes = new FirstSeen();
  const keys = new FirstSeen();
  const changes: Change[] = [];
  // A unit the shop has by that very name is that one; else a French or Arabic name of a seeded unit is the seeded unit.
  const unitNamed = (text: string) => (catalogue.units.has(text.toLowerCase()) ? text : seededUnitNamed(text));
  const outcomes = rows.map((fileRow: FileRow): RowOutcome => {
    const { cells } = fileRow;
    const medicine = medicineCells(cells);
    if (medicine.errors.length) return { action: 'INVALID', errors: medicine.errors };
    const { value: row, errors } = checkRow(productImportRow, {
      ...medicine.values,
      name: textOf(cells.name),
      barcode: textOf(cells.barcode),
      brand: textOf(cells.brand),
      category: textOf(cells.category),
      unit: unitNamed(textOf(cells.unit)),
      vatRate: numberOf(cells.vatRate),
      reorderLevel: numberOf(cells.reorderLevel),
    });
    if (!row) return { action: 'INVALID', errors };
    const category = catalogue.categories.get(row.category.toLowerCase());
    const brand = category && catalogue.brands.get(`${category.id}\u0000${row.brand.toLowerCase()}`);
    if (!category) newCategories.add(row.category);
    if (!brand) newBrands.add(row.brand);
    if (!catalogue.units.has(row.unit.toLowerCase())) newUnits.add(row.unit);

    const key = productKey(row.name, row.category, row.brand, row.unit);
    const coded = row.barcode ? catalogue.byBarcode.get(row.barcode) : undefined;
    const twin = catalogue.byKey.get(key);
    const problems: RowError[] = [];
    if (coded && twin && coded.id !== twin.id)
      problems.push({ column: 'name', message: 'A product with this name, brand and unit already exists.' });
    const barcodeLine = row.barcode ? barcodes.check(row.barcode, fileRow.line) : undefined;
    if (barcodeLine) problems.push({ column: 'barcode', message: `The barcode ${row.barcode} is also on row ${barcodeLine}.` });
    const existing = coded ?? twin;
    // The same product twice, by its names or through the existing product a row updates.
    const keyLine = keys.check(key, fileRow.line) ?? (existing && keys.check(`#${existing.id}`, fileRow.line));
    if (keyLine) problems.push({ column: null, message: `This product is also on row ${keyLine}.` });
    if (problems.length) return { action: 'INVALID', errors: problems };

    if (!existing) {
      changes.push({ row });
      return { action: 'NEW', errors: [] };
    }
    const next = {
      vatRate: row.vatRate ?? existing.vatRate,
      reorderLevel: row.reorderLevel ?? existing.reorderLevel,
      barcode: row.barcode ?? existing.barcode,
    };
    const medicineChanged = medicineChanges(row, existing);
    const same =
      existing === twin &&
      Object.keys(medicineChanged).length === 0 &&
      next.vatRate === existing.vatRate &&
      next.reorderLevel === existing.reorderLevel &&
      next.barcode === existing.barcode &&
      existing.name === row.name;
    if (same) return { action: 'UNCHANGED', errors: [] };
    changes.push({ row, id: existing.id, ...next, medicine: medicineChanged, stored: existing });
    return { action: 'UPDATE', errors: [] };
  });

  return {
    outcomes,
    newNames: { categories: newCategories.list, brands: newBrands.list, units: newUnits.list, companies: [] },
    async write(trx, { userId, at }) {
      // Few distinct names: each is found or created once, then reused by every row naming it.
      const ids = new Map<string, number>();
      const idOf = async (key: string, make: () => Promise<number>) => {
        if (!ids.has(key)) ids.set(key, await make());
        return ids.get(key)!;
      };
      const defaultRates = new Map([...catalogue.categories.values()].map((category) => [category.id, category.defaultVatRate]));
      const resolved = [];
      for (const change of changes) {
        const { category, brand, unit } = change.row;
        const categoryId = await idOf(`c${category.toLowerCase()}`, () => ensureNamed(trx, 'categories', category));
        const brandId = await idOf(`b${categoryId}\u0000${brand.toLowerCase()}`, () => ensureNamed(trx, 'brands', brand, { categoryId }));
        const unitId = await idOf(`u${unit.toLowerCase()}`, () => ensureNamed(trx, 'units', unit));
        resolved.push({ change, categoryId, brandId, unitId });
      }
      const inserts = resolved
        .filter(({ change }) => change.id === undefined)
        .map(({ change: { row }, categoryId, brandId, unitId }) => ({
          name: row.name,
          brandId,
          unitId,
          barcode: row.barcode,
          vatRate: row.vatRate ?? defaultRates.get(categoryId) ?? 0,
          reorderLevel: row.reorderLevel,
          // Every row of the one insert names the same columns: the defaults written out where a row has none.
          ...NOT_A_MEDICINE,
          ...medicineColumns(row),
        }));
      for (const slice of slices(inserts)) await insertProducts(trx, slice);
      for (const { change, brandId, unitId } of resolved) {
        if (change.id === undefined) continue;
        const { row, id, vatRate, reorderLevel, barcode, medicine, stored } = change;
        // The searched names and equivalence key follow a changed DCI or form.
        const keyed =
          medicine.dci !== undefined || medicine.form !== undefined ? medicineColumns({ dci: row.dci, form: row.form }, stored) : {};
        await updateProduct(trx, id, { name: row.name, brandId, unitId, vatRate, reorderLevel, barcode, ...keyed, ...medicine });
        if (medicine.ppv) await repriceToPpv(trx, id, medicine.ppv, { userId, at });
      }
    },
  };
};
