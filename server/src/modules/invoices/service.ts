import type { InvoiceDetail } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import { soldLineAmounts, vatBreakdown } from '../../lib/vat';
import type { Db } from '../../db/connect';
import type { InvoiceDocument } from '../../pdf/invoice-pdf';
import { creditNotesOfInvoice } from '../credit-notes';
import { findCustomer } from '../customers';
import { invoiceStillDue } from '../receivables';
import { loadShopIdentity } from '../settings';
import { issuedContent } from '../documents';
import * as repository from './repository';

export { searchInvoices } from './repository';

/** Everything the invoice PDF shows: the invoice as issued and the shop's identity, or 404. */
export async function loadInvoiceDocument(db: Db, id: number): Promise<InvoiceDocument> {
  const [invoice, shop] = await Promise.all([loadInvoice(db, id), loadShopIdentity(db, { logo: false })]);
  return { ...invoice, shop };
}

/** An invoice as issued, with its lines and VAT figures (stored at issue time), or 404. */
export async function loadInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const invoice = await repository.findInvoice(db, id);
  if (!invoice) throw notFound(`Invoice #${id} does not exist.`);
  const [customer, lines, corrections, stillDue, issued] = await Promise.all([
    findCustomer(db, invoice.customerId),
    repository.invoiceLines(db, id),
    creditNotesOfInvoice(db, id),
    invoiceStillDue(db, id),
    issuedContent<InvoiceDetail>(db, 'invoice', id),
  ]);
  // The customer, the products and who billed it as the invoice named them when it was issued (its
  // PDF prints the same); what came after (returns, payments, credit notes) is read as it is now.
  const named = issued?.customer;
  const issuedCustomer = named && { name: named.name, ice: named.ice, mobile: named.mobile, address: named.address, type: named.type };
  const issuedProducts = new Map(issued?.invoiceItems.map((item) => [item.id, item.product]));
  const vatRegistered = Boolean(invoice.vatRegistered);
  return {
    id: invoice.id,
    number: invoice.number,
    dateTime: invoice.dateTime,
    customer: { ...customer, ...issuedCustomer },
    user: issued?.user ?? { id: invoice.userId, name: invoice.userName },
    invoiceItems: lines.map((line) => ({
      id: line.id,
      stock: { id: line.stockId, manufactureDate: line.manufactureDate, expireDate: line.expireDate, batchNumber: line.batchNumber },
      product: issuedProducts.get(line.id) ?? { id: line.productId, name: line.productName, brand: line.brandName },
      quantity: line.quantity,
      ...soldLineAmounts(line),
      returnedQuantity: corrections.returned.get(line.id) ?? 0,
      ...(line.serial === null ? {} : { serial: line.serial }),
    })),
    invoicePayment: {
      payment: toDirhams(invoice.payment),
      balance: toDirhams(invoice.balance),
      change: toDirhams(invoice.change),
      paymentType: invoice.paymentType as InvoiceDetail['invoicePayment']['paymentType'],
    },
    total: toDirhams(invoice.total),
    totalExclVat: toDirhams(invoice.total - invoice.totalVat),
    totalVat: toDirhams(invoice.totalVat),
    totalInclVat: toDirhams(invoice.total),
    vatBreakdown: vatRegistered
      ? vatBreakdown(lines.map((line) => ({ vatRate: line.vatRate, exclVat: line.total - line.vat, vat: line.vat })))
      : [],
    vatRegistered,
    remainingDue: toDirhams(Math.max(0, invoice.total - invoice.payment)),
    stillDue: toDirhams(stillDue),
    creditNotes: corrections.creditNotes,
  };
}
