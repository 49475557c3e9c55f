import crypto from 'node:crypto';
import type { Db } from '../../db/connect';
import { inShop } from '../../db/shop-scope';
import { conflict, isUniqueViolation } from '../../lib/problems';
import { hashPassword } from '../auth';
import { insertUser } from '../users';
import { insertShop, insertShopStart } from './repository';

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
        await insertUser(trx, {
          name: 'Administrator',
          username: 'admin',
          email: request.adminEmail.toLowerCase(),
          mobile: '0600000000',
          passwordHash,
          role: 'ROLE_ADMIN',
          isEnabled: 1,
          createdAt,
        });
      });
      return { ...shop, adminPassword };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A shop with this code, or a user with this e-mail address, already exists.');
    throw error;
  }
}
