import type { VatBreakdownLine } from '@hanout/contract';
import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import { pdfShop, type ShopIdentity } from './shop-identity';
import type { RenderedPdf } from './send';

/** What a GRN (goods received note) PDF shows; amounts in dirhams. */
export interface GrnDocument {
  id: number;
  shop: ShopIdentity;
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
    vatRate: number;
    /** Buying price × quantity, before tax. */
    total: number;
  }[];
  vatBreakdown: VatBreakdownLine[];
  totalExclVat: number;
  totalVat: number;
  /** VAT included: what payment and balance are against. */
  total: number;
  payment: number;
  balance: number;
  paymentType: string;
}

/**
 * The GRN as an A4 PDF: supplier, company, who received it, the lines at their buying prices before
 * tax with their VAT rate, the VAT by rate, totals HT / TVA / TTC and the payment (against TTC).
 */
export async function renderGrnPdf(grn: GrnDocument, timeZone: string): Promise<RenderedPdf> {
  const pdf = await renderPdf({
    title: 'Goods Received Note',
    number: grn.number,
    date: pdfDateTime(grn.dateTime, timeZone),
    // English labels until the GRN is translated.
    shop: pdfShop(grn.shop, 'en'),
    parties: [
      { label: 'Supplier', lines: [grn.supplier.name, grn.supplier.email, grn.supplier.mobile] },
      { label: 'Company', lines: [grn.company.name, grn.company.address, grn.company.email, grn.company.mobile] },
      { label: 'Received by', lines: [grn.receivedBy, `Payment type: ${paymentTypeLabel(grn.paymentType)}`] },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: 'Product', width: 0.17 },
      { header: 'Brand', width: 0.1 },
      { header: 'Qty', width: 0.06, align: 'right' },
      { header: 'Buying price HT', width: 0.12, align: 'right' },
      { header: 'VAT', width: 0.06, align: 'right' },
      { header: 'Selling price', width: 0.11, align: 'right' },
      { header: 'Manufacture', width: 0.1 },
      { header: 'Expiry', width: 0.1 },
      { header: 'Total HT', width: 0.14, align: 'right' },
    ],
    rows: grn.lines.map((line, index) => [
      String(index + 1),
      line.product,
      line.brand,
      String(line.quantity),
      pdfMoney(line.buyingPrice),
      `${line.vatRate} %`,
      pdfMoney(line.sellingPrice),
      pdfDate(line.manufactureDate),
      pdfDate(line.expireDate),
      pdfMoney(line.total),
    ]),
    summary: {
      columns: [
        { header: 'VAT rate', width: 0.16 },
        { header: 'Base HT', width: 0.28, align: 'right' },
        { header: 'VAT', width: 0.28, align: 'right' },
        { header: 'Total TTC', width: 0.28, align: 'right' },
      ],
      rows: grn.vatBreakdown.map((line) => [`${line.rate} %`, pdfMoney(line.base), pdfMoney(line.vat), pdfMoney(line.total)]),
    },
    totals: [
      ['Total HT', pdfMoney(grn.totalExclVat)],
      ['Total VAT', pdfMoney(grn.totalVat)],
      ['Grand Total (TTC)', pdfMoney(grn.total)],
      ['Payment Type', paymentTypeLabel(grn.paymentType)],
      ['Payment', pdfMoney(grn.payment)],
      ['Balance', pdfMoney(grn.balance)],
    ],
    notes: [
      'Amounts in Moroccan dirhams (MAD). Buying prices are before tax (HT). Balance = payment - grand total (TTC); a negative balance is still owed to the supplier.',
    ],
  });
  return { pdf, fileName: `${grn.number}.pdf`, record: { id: grn.id, number: grn.number } };
}
