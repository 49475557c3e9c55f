import { z } from 'zod';
import { amount, id, paymentType, quantity } from './common';
import { vatBreakdownLine, vatRate } from './vat';

/** Why units go back (a credit note's or a supplier return's line). */
export const returnReason = z.string().trim().max(200, 'The reason is at most 200 characters').default('');

/** The lines of a return: at least one, each line named once (`lineId` gives its id). */
export const returnedLines = <T extends z.ZodType>(item: T, lineId: (item: z.output<T>) => number) =>
  z
    .array(item, { error: 'Choose at least one line to return' })
    .min(1, 'Choose at least one line to return')
    .max(200)
    .refine((items) => new Set(items.map(lineId)).size === items.length, 'A line is named twice');

/** One returned line: how many units of an invoice line come back, whether they go back on the shelf, and why. */
export const creditNoteItemRequest = z.object({
  invoiceItemId: id,
  quantity,
  /** Back into the same batch (when it has not expired); false records the units as destroyed. */
  restock: z.boolean().default(true),
  reason: returnReason,
});

/**
 * POST /api/invoice/{id}/credit-notes: the lines returned and, optionally, the money given back
 * (`amount`, by `paymentType`). What the credit note is worth less the refund lowers what the
 * invoice still owes.
 */
export const creditNoteRequest = z.object({
  items: returnedLines(creditNoteItemRequest, (item) => item.invoiceItemId),
  /** The refund; 0 or absent when the credit note only lowers what the customer owes. */
  amount: amount.default(0),
  paymentType: paymentType.default('CASH'),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequest>;

export const creditNoteLine = z.object({
  id: z.number().int(),
  invoiceItemId: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  stock: z.object({ id: z.number().int(), expireDate: z.string(), batchNumber: z.string().nullable() }),
  quantity: z.number().int(),
  /** Unit price as sold, VAT included. */
  sellingPrice: z.number(),
  vatRate,
  totalExclVat: z.number(),
  vat: z.number(),
  total: z.number(),
  /** False when the units were recorded as destroyed (expired batch, or not put back). */
  restocked: z.boolean(),
  reason: z.string(),
});

/** A credit note (avoir, `AV-2026-000001`) as issued. */
export const creditNote = z
  .object({
    id: z.number().int(),
    number: z.string(),
    dateTime: z.string(),
    date: z.string(),
    invoice: z.object({ id: z.number().int(), number: z.string(), date: z.string() }),
    customerId: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string() }),
    items: z.array(creditNoteLine),
    total: z.number(),
    totalExclVat: z.number(),
    totalVat: z.number(),
    vatBreakdown: z.array(vatBreakdownLine),
    vatRegistered: z.boolean(),
    /** Money given back; null type when nothing was. */
    refund: z.object({ amount: z.number(), paymentType: paymentType.nullable() }),
    /** total − refund: what it took off what the customer owes. */
    credited: z.number(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNote>;

/** A credit note as the invoice lists it. */
export const creditNoteSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  total: z.number(),
  refund: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummary>;
