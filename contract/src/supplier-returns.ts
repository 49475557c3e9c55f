import { z } from 'zod';
import { id, quantity } from './common';
import { returnedLines, returnReason } from './credit-notes';
import { vatBreakdownLine, vatRate } from './vat';

/** One line going back: units of a batch received on the GRN, and why. */
export const supplierReturnItemRequest = z.object({ stockId: id, quantity, reason: returnReason });

/** POST /api/grn/{id}/returns: the batches of the GRN whose units go back to the supplier. */
export const supplierReturnRequest = z.object({
  items: returnedLines(supplierReturnItemRequest, (item) => item.stockId),
});
export type SupplierReturnRequest = z.infer<typeof supplierReturnRequest>;

/** Buying prices and values: in the answers to administrators only. */
const value = z.number().optional();

export const supplierReturnLine = z.object({
  id: z.number().int(),
  grnItemId: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  stock: z.object({ id: z.number().int(), expireDate: z.string(), batchNumber: z.string().nullable() }),
  quantity: z.number().int(),
  vatRate,
  reason: z.string(),
  /** The unit cost before tax a unit went back at: the GRN line's total over every unit received, free ones included. */
  buyingPrice: value,
  totalExclVat: value,
  vat: value,
  total: value,
});
export type SupplierReturnLine = z.infer<typeof supplierReturnLine>;

/** A supplier return (retour fournisseur, `RF-2026-000001`) as issued; its value lowers what the shop owes the supplier. */
export const supplierReturn = z
  .object({
    id: z.number().int(),
    number: z.string(),
    dateTime: z.string(),
    date: z.string(),
    grn: z.object({ id: z.number().int(), number: z.string(), date: z.string() }),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    user: z.object({ id: z.number().int(), name: z.string() }),
    items: z.array(supplierReturnLine),
    /** VAT included, as the GRN. */
    total: value,
    totalExclVat: value,
    totalVat: value,
    vatBreakdown: z.array(vatBreakdownLine).optional(),
  })
  .meta({ id: 'SupplierReturn' });
export type SupplierReturn = z.infer<typeof supplierReturn>;

/** A supplier return as its GRN lists it. */
export const supplierReturnSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  /** Units sent back. */
  quantity: z.number().int(),
  total: value,
});
export type SupplierReturnSummary = z.infer<typeof supplierReturnSummary>;
