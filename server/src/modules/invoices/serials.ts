import type { InvoiceRequest } from '@hanout/contract';
import { badRequest } from '../../lib/problems';

/**
 * The serial numbers (GS1 AI 21) of the boxes the sale's lines name, by stock line, as an invoice
 * line keeps them: separated by spaces (a serial has none), in the order scanned. A box named twice
 * (the same serial on the same batch, one box scanned twice) answers 400: a box is sold once.
 */
export function serialsByBatch(items: InvoiceRequest['invoiceItems']): Map<number, string> {
  const byBatch = new Map<number, string[]>();
  for (const item of items) {
    if (!item.stock || item.serial === undefined) continue;
    const serials = byBatch.get(item.stock.id) ?? [];
    if (serials.includes(item.serial)) throw badRequest(`invoiceItems: The box with serial number ${item.serial} is named twice`);
    byBatch.set(item.stock.id, [...serials, item.serial]);
  }
  return new Map([...byBatch].map(([stockId, serials]) => [stockId, serials.join(' ')]));
}
