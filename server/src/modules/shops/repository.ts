import type { Db } from '../../db/connect';
import { unscoped } from '../../db/shop-scope';

const WALK_IN_CUSTOMER_NAME = 'Client comptoir';

/** A new shop's settings, as a new installation's: its identity to be filled in, the documents in French. */
const BLANK_SETTINGS = {
  legalName: '',
  address: '',
  city: '',
  phone: '',
  email: '',
  ice: '',
  identifiantFiscal: '',
  registreCommerce: '',
  taxeProfessionnelle: '',
  cnss: '',
  vatRegistered: 1,
  vatExemptionNote: '',
  invoiceFooter: '',
  documentLanguage: 'fr',
  nearExpiryDays: 90,
  alertDigestHour: null,
  logo: null,
  logoType: null,
  updatedAt: null,
} as const;

/** The shops table is the installation's: read as stored, outside any shop. */

export function findShopByCode(db: Db, code: string) {
  return unscoped(db).selectFrom('shops').select(['id', 'code', 'name', 'status']).where('code', '=', code).executeTakeFirst();
}

/** The installation's shop when it holds only one, else null. */
export async function soleShopId(db: Db): Promise<number | null> {
  const shops = await unscoped(db).selectFrom('shops').select('id').limit(2).execute();
  return shops.length === 1 ? shops[0].id : null;
}

/** The ids of the shops at work (not suspended), for the jobs that run for each. */
export async function activeShopIds(db: Db): Promise<number[]> {
  const shops = await unscoped(db).selectFrom('shops').select('id').where('status', '=', 'active').orderBy('id').execute();
  return shops.map((shop) => shop.id);
}

export function insertShop(db: Db, shop: { code: string; name: string; createdAt: string }) {
  return unscoped(db).insertInto('shops').values(shop).returning(['id', 'code', 'name']).executeTakeFirstOrThrow();
}

/** What a new shop starts with: its settings row (its id the shop's), the walk-in customer and the usual units. */
export async function insertShopStart(db: Db, shop: { id: number; name: string; createdAt: string; units: readonly string[] }) {
  await db
    .insertInto('shopSettings')
    .values({ ...BLANK_SETTINGS, id: shop.id, name: shop.name })
    .execute();
  await db
    .insertInto('customers')
    .values({ name: WALK_IN_CUSTOMER_NAME, ice: '', mobile: '', type: 'INDIVIDUAL', isWalkIn: 1, createdAt: shop.createdAt })
    .execute();
  await db
    .insertInto('units')
    .values(shop.units.map((name) => ({ name })))
    .execute();
}
