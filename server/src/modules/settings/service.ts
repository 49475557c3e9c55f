import { REQUIRED_IDENTITY_FIELDS, type ShopSettings, type ShopSettingsRequest } from '@hanout/contract';
import type { Db } from '../../db/connect';
import type { ShopIdentity } from '../../pdf/shop-identity';
import { findLogo, findSettings, findSettingsWithLogo, updateLogo, updateSettings, type SettingsRow } from './repository';

function theSettingsRow<Row>(row: Row | undefined): Row {
  if (!row) throw new Error('The shop settings row is missing (migration 008 writes it).');
  return row;
}

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
  return toShopSettings(theSettingsRow(await findSettings(db)));
}

export async function saveShopSettings(db: Db, request: ShopSettingsRequest): Promise<void> {
  await updateSettings(db, request, new Date().toISOString());
}

/** What the first bytes of an image say it is: PNG, JPEG, or neither. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export async function loadLogo(db: Db): Promise<{ bytes: Buffer; type: string } | null> {
  const row = theSettingsRow(await findLogo(db));
  return row.logo && row.logoType ? { bytes: Buffer.from(row.logo), type: row.logoType } : null;
}

/** Stores the logo (or removes it, with null; without a logo, nothing changes). */
export async function saveLogo(db: Db, logo: { bytes: Buffer; type: string } | null): Promise<void> {
  await updateLogo(db, logo, new Date().toISOString());
}

/**
 * The settings and the logo, as every document prints them: one read of the settings row. Without
 * the logo (`logo: false`) for what an issued document keeps: the logo is added at each print
 * (modules/documents), and a sale need not read an image of hundreds of KB in its transaction.
 */
export async function loadShopIdentity(db: Db, { logo: withLogo = true } = {}): Promise<ShopIdentity> {
  if (!withLogo) return { ...toShopSettings(theSettingsRow(await findSettings(db))), logo: null };
  const { logo, ...row } = theSettingsRow(await findSettingsWithLogo(db));
  const settings = toShopSettings(row);
  return { ...settings, logo: logo && settings.hasLogo ? Buffer.from(logo) : null };
}
