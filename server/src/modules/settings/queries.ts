import { REQUIRED_IDENTITY_FIELDS, type ShopSettings, type ShopSettingsRequest } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import type { ShopIdentity } from '../../pdf/shop-identity';

/** The settings row (migration 008 writes it; there is only ever id 1). */
const SETTINGS_ID = 1;

const SETTINGS_COLUMNS = [
  'name',
  'legalName',
  'address',
  'city',
  'phone',
  'email',
  'ice',
  'identifiantFiscal',
  'registreCommerce',
  'taxeProfessionnelle',
  'cnss',
  'vatRegistered',
  'vatExemptionNote',
  'vatNotApplicableNote',
  'invoiceFooter',
  'documentLanguage',
  'nearExpiryDays',
  'receiptWidth',
  'alertDigestHour',
] as const;

const settingsColumns = (db: Db) =>
  db
    .selectFrom('shopSettings')
    .select(SETTINGS_COLUMNS)
    .select((eb) => eb('logoType', 'is not', null).as('hasLogo'));

/** Read by the settings screen, and with the logo by every document: compiled once. */
const settingsRow = preparedQuery((db: Db, id: number) => settingsColumns(db).where('id', '=', id));
const identityRow = preparedQuery((db: Db, id: number) => settingsColumns(db).select('logo').where('id', '=', id));

function theSettingsRow<Row>([row]: Row[]): Row {
  if (!row) throw new Error('The shop settings row is missing (migration 008 writes it).');
  return row;
}

type SettingsRow = Awaited<ReturnType<typeof settingsRow>>[number];

function toShopSettings(row: SettingsRow): ShopSettings {
  return {
    ...row,
    vatRegistered: Boolean(row.vatRegistered),
    hasLogo: Boolean(row.hasLogo),
    missingIdentity: REQUIRED_IDENTITY_FIELDS.filter((field) => !row[field]),
  };
}

/** The shop's identity and settings, whether it has a logo, and which identity fields are still empty. */
export async function loadShopSettings(db: Db): Promise<ShopSettings> {
  return toShopSettings(theSettingsRow(await settingsRow(db, SETTINGS_ID)));
}

export async function saveShopSettings(db: Db, request: ShopSettingsRequest): Promise<void> {
  const { vatRegistered, receiptWidth, alertDigestHour, ...fields } = request;
  await db
    .updateTable('shopSettings')
    .set({
      ...fields,
      ...(receiptWidth ? { receiptWidth } : {}),
      ...(alertDigestHour === undefined ? {} : { alertDigestHour }),
      vatRegistered: vatRegistered ? 1 : 0,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', SETTINGS_ID)
    .execute();
}

/** What the first bytes of an image say it is: PNG, JPEG, or neither. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const logoRow = preparedQuery((db: Db, id: number) => db.selectFrom('shopSettings').select(['logo', 'logoType']).where('id', '=', id));

export async function loadLogo(db: Db): Promise<{ bytes: Buffer; type: string } | null> {
  const row = theSettingsRow(await logoRow(db, SETTINGS_ID));
  return row.logo && row.logoType ? { bytes: Buffer.from(row.logo), type: row.logoType } : null;
}

/** Stores the logo (or removes it, with null; without a logo, nothing changes). */
export async function saveLogo(db: Db, logo: { bytes: Buffer; type: string } | null): Promise<void> {
  let update = db
    .updateTable('shopSettings')
    .set({ logo: logo?.bytes ?? null, logoType: logo?.type ?? null, updatedAt: new Date().toISOString() })
    .where('id', '=', SETTINGS_ID);
  if (!logo) update = update.where('logoType', 'is not', null);
  await update.execute();
}

/**
 * The settings and the logo, as every document prints them: one read of the settings row. Without
 * the logo (`logo: false`) for what an issued document keeps: the logo is added at each print
 * (modules/documents), and a sale need not read an image of hundreds of KB in its transaction.
 */
export async function loadShopIdentity(db: Db, { logo: withLogo = true } = {}): Promise<ShopIdentity> {
  if (!withLogo) return { ...toShopSettings(theSettingsRow(await settingsRow(db, SETTINGS_ID))), logo: null };
  const { logo, ...row } = theSettingsRow(await identityRow(db, SETTINGS_ID));
  const settings = toShopSettings(row);
  return { ...settings, logo: logo && settings.hasLogo ? Buffer.from(logo) : null };
}
