import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';

/** What a GRN (goods received note) PDF shows; amounts in dirhams. */
export interface GrnDocument {
  id: number;
  number: string;
  dateTime: string;
  supplier: { name: string; email: string; mobile: string };
  company: { name: string; address: string; email: string; mobile: string };
  receivedBy: string;
  lines: {
    product: string;
    brand: string;
    quantity: number;
    buyingPrice: number;
    sellingPrice: number;
    manufactureDate: string;
    expireDate: string;
    total: number;
  }[];
  total: number;
  payment: number;
  balance: number;
  paymentType: string;
}

/** The GRN as an A4 PDF: supplier, company, who received it, the lines and the payment. */
export async function renderGrnPdf(grn: GrnDocument, timeZone: string): Promise<RenderedPdf> {
  const pdf = await renderPdf({
    title: 'Goods Received Note',
    number: grn.number,
    date: pdfDateTime(grn.dateTime, timeZone),
    parties: [
      { label: 'Supplier', lines: [grn.supplier.name, grn.supplier.email, grn.supplier.mobile] },
      { label: 'Company', lines: [grn.company.name, grn.company.address, grn.company.email, grn.company.mobile] },
      { label: 'Received by', lines: [grn.receivedBy, `Payment type: ${paymentTypeLabel(grn.paymentType)}`] },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: 'Product', width: 0.19 },
      { header: 'Brand', width: 0.11 },
      { header: 'Qty', width: 0.06, align: 'right' },
      { header: 'Buying price', width: 0.12, align: 'right' },
      { header: 'Selling price', width: 0.12, align: 'right' },
      { header: 'Manufacture', width: 0.12 },
      { header: 'Expiry', width: 0.1 },
      { header: 'Total', width: 0.14, align: 'right' },
    ],
    rows: grn.lines.map((line, index) => [
      String(index + 1),
      line.product,
      line.brand,
      String(line.quantity),
      pdfMoney(line.buyingPrice),
      pdfMoney(line.sellingPrice),
      pdfDate(line.manufactureDate),
      pdfDate(line.expireDate),
      pdfMoney(line.total),
    ]),
    totals: [
      ['Grand Total', pdfMoney(grn.total)],
      ['Payment Type', paymentTypeLabel(grn.paymentType)],
      ['Payment', pdfMoney(grn.payment)],
      ['Balance', pdfMoney(grn.balance)],
    ],
    notes: ['Amounts in Moroccan dirhams (MAD). Balance = payment - grand total; a negative balance is still owed to the supplier.'],
  });
  return { pdf, fileName: `${grn.number}.pdf`, record: { id: grn.id, number: grn.number } };
}
