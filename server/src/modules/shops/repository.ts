import type { Db } from '../../db/connect';
import { currentShop, unscoped } from '../../db/shop-scope';

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

const SHOP_COLUMNS = ['id', 'code', 'name', 'status', 'createdAt'] as const;

export function findShopByCode(db: Db, code: string) {
  return unscoped(db).selectFrom('shops').select(SHOP_COLUMNS).where('code', '=', code).executeTakeFirst();
}

export function listShopRows(db: Db) {
  return unscoped(db).selectFrom('shops').select(SHOP_COLUMNS).orderBy('id').execute();
}

/** Suspends or resumes the shop of this code; answers it, or undefined when no shop has the code. */
export function setShopStatus(db: Db, code: string, status: 'active' | 'suspended') {
  return unscoped(db)
    .updateTable('shops')
    .set({ status })
    .where('code', '=', code)
    .returning(['id', 'code', 'name', 'status'])
    .executeTakeFirst();
}

/** The rows of a table each shop holds, in one statement (a shop without any is not listed). */
export function rowsPerShop(db: Db, table: 'users' | 'products' | 'customers') {
  return unscoped(db)
    .selectFrom(table)
    .select((eb) => ['shopId', eb.fn.countAll<number | string>().as('rows')])
    .groupBy('shopId')
    .execute();
}

/** Each shop's documents of a kind: how many, and the time of the latest. */
export function documentsPerShop(db: Db, table: 'invoices' | 'grns') {
  return unscoped(db)
    .selectFrom(table)
    .select((eb) => ['shopId', eb.fn.countAll<number | string>().as('rows'), eb.fn.max('dateTime').as('latest')])
    .groupBy('shopId')
    .execute();
}

/** The time of each shop's latest payment of a kind. */
export function latestPaymentPerShop(db: Db, table: 'customerPayments' | 'supplierPayments') {
  return unscoped(db)
    .selectFrom(table)
    .select((eb) => ['shopId', eb.fn.max('dateTime').as('latest')])
    .groupBy('shopId')
    .execute();
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

/** Ends every session of the shop's users: their tokens were signed with the version this raises. */
export async function endShopSessions(db: Db, shopId: number): Promise<void> {
  await unscoped(db)
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('shopId', '=', shopId)
    .execute();
}

/** The current shop's code, and its name as its settings give it (the name it was opened with otherwise). */
export function currentShopIdentity(db: Db): Promise<{ code: string; name: string } | undefined> {
  return unscoped(db)
    .selectFrom('shops')
    .select('code')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn('nullif', [
            eb.selectFrom('shopSettings').select('shopSettings.name').whereRef('shopSettings.shopId', '=', 'shops.id'),
            eb.val(''),
          ]),
          eb.ref('shops.name'),
        )
        .$castTo<string>()
        .as('name'),
    )
    .where('shops.id', '=', currentShop())
    .executeTakeFirst();
}
