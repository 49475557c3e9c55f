import type { ShopSettingsRequest } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';

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

/** Read by the settings screen, and with the logo by every document: compiled once. Each shop has one row. */
const settingsRow = preparedQuery((db: Db) => settingsColumns(db));
const identityRow = preparedQuery((db: Db) => settingsColumns(db).select('logo'));
const logoRow = preparedQuery((db: Db) => db.selectFrom('shopSettings').select(['logo', 'logoType']));

export type SettingsRow = Awaited<ReturnType<typeof settingsRow>>[number];

/** The settings row, whether the shop has a logo; undefined when it is missing. */
export const findSettings = async (db: Db) => (await settingsRow(db))[0];

/** The settings row with the logo's bytes. */
export const findSettingsWithLogo = async (db: Db) => (await identityRow(db))[0];

export const findLogo = async (db: Db) => (await logoRow(db))[0];

export async function updateSettings(db: Db, request: ShopSettingsRequest, updatedAt: string): Promise<void> {
  const { vatRegistered, receiptWidth, alertDigestHour, ...fields } = request;
  await db
    .updateTable('shopSettings')
    .set({
      ...fields,
      ...(receiptWidth ? { receiptWidth } : {}),
      ...(alertDigestHour === undefined ? {} : { alertDigestHour }),
      vatRegistered: vatRegistered ? 1 : 0,
      updatedAt,
    })
    .execute();
}

/** Stores the logo, or removes it (null; without a logo, nothing changes). */
export async function updateLogo(db: Db, logo: { bytes: Buffer; type: string } | null, updatedAt: string): Promise<void> {
  let update = db.updateTable('shopSettings').set({ logo: logo?.bytes ?? null, logoType: logo?.type ?? null, updatedAt });
  if (!logo) update = update.where('logoType', 'is not', null);
  await update.execute();
}
