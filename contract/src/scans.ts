import { z } from 'zod';
import { expiryStatus } from './barcodes';

/**
 * A box's serial number (GS1 AI 21): up to 20 printable characters, no spaces. Kept on the sale line
 * that sold the box.
 */
export const serialNumber = z
  .string()
  .trim()
  .min(1, 'The serial number is empty')
  .max(20, 'The serial number has at most 20 characters')
  .regex(/^[!-~]+$/, 'The serial number has no spaces and only Latin letters, digits and signs');

/** What the GS1 DataMatrix scanned said of the box (AIs 10, 17, 21): each null when the code does not carry it. */
export const productScan = z
  .object({
    lot: z.string().nullable(),
    expireDate: z.string().nullable().describe('YYYY-MM-DD; a day 00 on the box is read as the last day of its month'),
    serial: z.string().nullable(),
  })
  .meta({ id: 'ProductScan' });
export type ProductScan = z.infer<typeof productScan>;

/** The batch of the product holding the lot a scanned box names, when it is in stock: the sale sells exactly it, unless EXPIRED. */
export const scannedBatch = z
  .object({
    id: z.number().int().describe('The stock line (batch) id, as invoice lines name it'),
    batchNumber: z.string(),
    expireDate: z.string(),
    expiryStatus,
  })
  .meta({ id: 'ScannedBatch' });
export type ScannedBatch = z.infer<typeof scannedBatch>;
