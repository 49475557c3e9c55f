import type { Transaction } from 'kysely';
import { unitCostOfPack, unitPriceOfPack } from '../../lib/medicines';
import type { Database } from '../../db/schema';
import { ensureNamed } from '../../db/named';
import { badRequest, conflict } from '../../lib/problems';
import * as repository from './repository';

/** A unit product is sold by the piece (a seeded unit, made when the shop has none). */
const UNIT = 'Piece';
const UNIT_SUFFIX = ' (unité)';
const NAME_MAX = 150;

/** A pack's price over its units, to the centime; null stays null. */
/** A pack's regulated price over its units: `ofPack` (lib/medicines.ts) of it, none when the pack has none. */
const perUnit = (centimes: number | null, units: number, ofPack: (centimes: number, units: number) => number) =>
  centimes === null ? null : ofPack(centimes, units);

/**
 * Keeps a pack's companion unit product (`unitProductId`), inside the transaction that wrote the
 * pack: made when the pack is first sold by the unit (a product of the same brand, hence category,
 * in pieces, named "<pack> (unité)", without barcode), then given the pack's name, brand, VAT, DCI,
 * form, schedule and prescription rule, and its PPV and PPH over its units (to the centime), at every
 * change of the pack. Its equivalence key is the pack's marked as a unit's: units are the generics
 * of units, not of packs. Turning `sellByUnit` off keeps it (its batches may hold units, still sold)
 * and in step; no pack is opened any more. A product sold by the unit has more than one unit per
 * pack and is not itself a unit product (400). Answers the unit product, with its PPV in centimes, if
 * the pack has one.
 */
export async function keepUnitProduct(trx: Transaction<Database>, packId: number): Promise<{ id: number; ppv: number | null } | null> {
  const pack = await repository.packForUnitProduct(trx, packId);
  if (pack.sellByUnit) {
    if (pack.unitsPerPack < 2) throw badRequest('sellByUnit: A product sold by the unit has more than one unit per pack');
    if (pack.isUnitProduct) throw badRequest('sellByUnit: A unit product is not itself sold by the unit');
  }
  if (pack.unitProductId === null && !pack.sellByUnit) return null;
  const name = `${pack.name.slice(0, NAME_MAX - UNIT_SUFFIX.length)}${UNIT_SUFFIX}`;
  const values = {
    name,
    brandId: pack.brandId,
    vatRate: pack.vatRate,
    dci: pack.dci,
    dciNames: pack.dciNames,
    equivalenceKey: pack.equivalenceKey === null ? null : `unit|${pack.equivalenceKey}`,
    form: pack.form,
    ppv: perUnit(pack.ppv, pack.unitsPerPack, unitPriceOfPack),
    pph: perUnit(pack.pph, pack.unitsPerPack, unitCostOfPack),
    schedule: pack.schedule,
    prescriptionRequired: pack.prescriptionRequired,
  };
  const unitId =
    pack.unitProductId === null ? await ensureNamed(trx, 'units', UNIT) : (await repository.unitOfProduct(trx, pack.unitProductId)).unitId;
  if (await repository.hasTwin(trx, { name, brandId: pack.brandId, unitId }, pack.unitProductId ?? undefined))
    throw conflict(`Another product of this brand is named ${name}: rename it to sell ${pack.name} by the unit.`);
  if (pack.unitProductId === null) {
    const unitProductId = await repository.insertProduct(trx, { ...values, unitId, unitsPerPack: 1, barcode: null });
    await repository.updateProduct(trx, packId, { unitProductId });
    return { id: unitProductId, ppv: values.ppv };
  }
  await repository.updateProduct(trx, pack.unitProductId, values);
  return { id: pack.unitProductId, ppv: values.ppv };
}
