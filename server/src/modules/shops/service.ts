import crypto from 'node:crypto';
import type { ShopListItem, ShopState } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { inShop } from '../../db/shop-scope';
import { conflict, isUniqueViolation, notFound } from '../../lib/problems';
import { hashPassword } from '../auth';
import { shopExportFiles, type ExportFile } from '../backups';
import { administrator, insertUser } from '../users';
import {
  documentsPerShop,
  findShopByCode,
  insertShop,
  insertShopStart,
  latestPaymentPerShop,
  listShopRows,
  rowsPerShop,
  endShopSessions,
  setShopStatus,
} from './repository';

/** The units a new shop starts with, as the first shop did (migration 001). */
const STARTING_UNITS = ['Box', 'Tablet', 'Capsule', 'Bottle', 'Tube', 'Sachet', 'Ampoule', 'Vial', 'ml', 'g', 'Piece'];

export interface NewShop {
  code: string;
  name: string;
  adminEmail: string;
}

/**
 * Opens a shop, in one transaction: the shop, its settings, walk-in customer and units, and its
 * administrator with a generated password, answered once. A code or an e-mail address already
 * taken answers 409 and leaves nothing behind.
 */
export async function createShop(db: Db, request: NewShop): Promise<{ id: number; code: string; name: string; adminPassword: string }> {
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(adminPassword);
  const createdAt = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const shop = await insertShop(trx, { code: request.code, name: request.name, createdAt });
      await inShop(shop.id, async () => {
        await insertShopStart(trx, { id: shop.id, name: request.name, createdAt, units: STARTING_UNITS });
        await insertUser(trx, administrator(request.adminEmail, passwordHash, createdAt));
      });
      return { ...shop, adminPassword };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A shop with this code, or a user with this e-mail address, already exists.');
    throw error;
  }
}

const noShop = (code: string) => notFound(`No shop has the code ${code}.`);

/** Per shop id, a value of each grouped row. */
const byShop = <R extends { shopId: number }, V>(rows: R[], value: (row: R) => V) => new Map(rows.map((row) => [row.shopId, value(row)]));

/**
 * Every shop, with its size and its last activity: one grouped statement per kind of row, whatever
 * the number of shops. Sizes only: no business data of a shop leaves but through its export.
 */
export async function listShops(db: Db): Promise<ShopListItem[]> {
  const [shops, users, products, customers, invoices, grns, received, paid] = await Promise.all([
    listShopRows(db),
    rowsPerShop(db, 'users'),
    rowsPerShop(db, 'products'),
    rowsPerShop(db, 'customers'),
    documentsPerShop(db, 'invoices'),
    documentsPerShop(db, 'grns'),
    latestPaymentPerShop(db, 'customerPayments'),
    latestPaymentPerShop(db, 'supplierPayments'),
  ]);
  const count = (rows: Array<{ shopId: number; rows: number | string }>) => byShop(rows, (row) => Number(row.rows));
  const counts = {
    users: count(users),
    products: count(products),
    customers: count(customers),
    invoices: count(invoices),
    grns: count(grns),
  };
  const latest = [invoices, grns, received, paid].map((rows) => byShop(rows, (row) => row.latest));
  return shops.map((shop) => {
    const times = latest.map((times) => times.get(shop.id)).filter((time): time is string => !!time);
    return {
      ...shop,
      counts: {
        users: counts.users.get(shop.id) ?? 0,
        products: counts.products.get(shop.id) ?? 0,
        customers: counts.customers.get(shop.id) ?? 0,
        invoices: counts.invoices.get(shop.id) ?? 0,
        grns: counts.grns.get(shop.id) ?? 0,
      },
      lastActivityAt: times.length ? times.reduce((a, b) => (a > b ? a : b)) : shop.createdAt,
    };
  });
}

/**
 * Suspends a shop: its users cannot sign in, and every session they had ends, refused from its next
 * request (a shop suspended because it was broken into keeps nobody in); its data stays.
 */
export const suspendShop = (db: Db, code: string) =>
  db.transaction().execute(async (trx) => {
    const shop = await changeStatus(trx, code, 'suspended');
    await endShopSessions(trx, shop.id);
    return shop;
  });

/** Resumes a suspended shop: its users sign in again. */
export const resumeShop = (db: Db, code: string) => changeStatus(db, code, 'active');

async function changeStatus(db: Db, code: string, status: ShopState['status']): Promise<ShopState> {
  const shop = await setShopStatus(db, code, status);
  if (!shop) throw noShop(code);
  return shop;
}

/** A shop's export (the one its administrator downloads): its tables with its rows only. */
export async function exportShop(db: Db, dataDir: string, code: string, at = new Date()): Promise<{ code: string; files: ExportFile[] }> {
  const shop = await findShopByCode(db, code);
  if (!shop) throw noShop(code);
  return { code: shop.code, files: await shopExportFiles(db, dataDir, shop.id, at) };
}
