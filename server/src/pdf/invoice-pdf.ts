import { invoiceAmountSentence } from './amount-in-words';
import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';

/** What an invoice PDF shows; amounts in dirhams. */
export interface InvoiceDocument {
  id: number;
  number: string;
  dateTime: string;
  customer: { name: string; mobile: string; ice: string };
  billedBy: string;
  lines: { product: string; brand: string; expireDate: string; quantity: number; price: number; total: number }[];
  total: number;
  payment: number;
  balance: number;
  paymentType: string;
}

/** The sales invoice: shop header, number and date, the customer with mobile and ICE, lines, totals, amount in words. */
export async function renderInvoicePdf(invoice: InvoiceDocument, timeZone: string): Promise<RenderedPdf> {
  const pdf = await renderPdf({
    title: 'Invoice',
    number: invoice.number,
    date: pdfDateTime(invoice.dateTime, timeZone),
    parties: [
      {
        label: 'Customer',
        lines: [invoice.customer.name, `Mobile: ${invoice.customer.mobile}`, `ICE: ${invoice.customer.ice || '-'}`],
      },
      {
        label: 'Payment',
        lines: [`Payment type: ${paymentTypeLabel(invoice.paymentType)}`, `Billed by: ${invoice.billedBy}`],
      },
    ],
    columns: [
      { header: '#', width: 0.05 },
      { header: 'Product', width: 0.29 },
      { header: 'Brand', width: 0.17 },
      { header: 'Expiry', width: 0.12 },
      { header: 'Qty', width: 0.07, align: 'right' },
      { header: 'Price', width: 0.15, align: 'right' },
      { header: 'Total', width: 0.15, align: 'right' },
    ],
    rows: invoice.lines.map((line, index) => [
      String(index + 1),
      line.product,
      line.brand,
      pdfDate(line.expireDate),
      String(line.quantity),
      pdfMoney(line.price),
      pdfMoney(line.total),
    ]),
    totals: [
      ['Grand Total', pdfMoney(invoice.total)],
      [`Payment (${paymentTypeLabel(invoice.paymentType)})`, pdfMoney(invoice.payment)],
      ['Balance', pdfMoney(invoice.balance)],
    ],
    notes: [invoiceAmountSentence(invoice.total)],
  });
  return { pdf, fileName: `${invoice.number}.pdf`, record: { id: invoice.id, number: invoice.number } };
}
