import { z } from 'zod';

/** The check digit GS1 gives the first 7 or 12 digits of an EAN-8 or EAN-13: weights 3 and 1 from the right. */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  for (let position = 0; position < body.length; position += 1) {
    const digit = Number(body[body.length - 1 - position]);
    sum += position % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a code of 8 or 13 digits ends with its EAN check digit (other codes have none to check). */
export function hasValidEanCheckDigit(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return true;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * A product's barcode: digits or letters, up to 32 (EAN-13 and EAN-8 on boxes, a shop's own code
 * on its preparations). A 13- or 8-digit code is an EAN and must carry its check digit, so that a
 * misread or mistyped code is refused rather than recorded. Empty means none.
 */
export const barcode = z
  .string()
  .trim()
  .max(32, 'The barcode has at most 32 characters')
  .regex(/^[0-9A-Za-z]*$/, 'The barcode has only digits and letters')
  .refine(hasValidEanCheckDigit, { message: 'The barcode’s last digit does not match its EAN check digit: check the code' })
  .transform((code) => code || null);

/** A supplier's lot number as printed on the box: up to 40 characters; empty means none. */
export const batchNumber = z
  .string()
  .trim()
  .max(40, 'The lot number has at most 40 characters')
  .transform((lot) => lot || null);

/** How close a batch is to its expiry date: EXPIRED (before today, never sold), NEAR (within the shop's near-expiry days) or OK. */
export const EXPIRY_STATUSES = ['OK', 'NEAR', 'EXPIRED'] as const;
export const expiryStatus = z.enum(EXPIRY_STATUSES);
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];
