import type { DocumentLanguage, VatBreakdownLine } from '@hanout/contract';
import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf, type PdfDocumentSpec } from './pdf-document';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';
import type { RecordPdf } from './send';

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
    /** The supplier's lot; absent from copies kept before it was printed. */
    batchNumber?: string | null;
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

const GRN_FR = {
  title: 'Bon de réception',
  supplier: 'Fournisseur',
  company: 'Société',
  receivedBy: 'Reçu par',
  paymentType: 'Mode de paiement',
  product: 'Désignation',
  lot: 'Lot',
  brand: 'Marque',
  quantity: 'Qté',
  buyingPrice: 'Prix d’achat HT',
  vat: 'TVA',
  sellingPrice: 'Prix de vente',
  manufacture: 'Fabrication',
  expiry: 'Péremption',
  totalExclVat: 'Total HT',
  vatRate: 'Taux de TVA',
  base: 'Base HT',
  totalInclVat: 'Total TTC',
  totalVat: 'Total TVA',
  grandTotal: 'Total TTC',
  payment: 'Paiement',
  balance: 'Solde',
  change: 'Monnaie rendue par le fournisseur',
  note: 'Montants en dirhams marocains (MAD). Prix d’achat hors taxes (HT). Solde = paiement - total TTC ; un solde négatif reste dû au fournisseur.',
  costsHidden: 'Les prix d’achat et les montants de ce document sont réservés aux administrateurs.',
};

/** The GRN's labels, also read by the supplier return. */
export const GRN_LABELS: Record<DocumentLanguage, typeof GRN_FR> = {
  fr: GRN_FR,
  ar: {
    title: 'وصل الاستلام',
    supplier: 'المورد',
    company: 'الشركة',
    receivedBy: 'تسلمه',
    paymentType: 'طريقة الأداء',
    product: 'البيان',
    lot: 'التشغيلة',
    brand: 'العلامة',
    quantity: 'الكمية',
    buyingPrice: 'ثمن الشراء دون الضريبة',
    vat: 'الضريبة',
    sellingPrice: 'ثمن البيع',
    manufacture: 'الصنع',
    expiry: 'انتهاء الصلاحية',
    totalExclVat: 'المجموع دون الضريبة',
    vatRate: 'نسبة الضريبة',
    base: 'الأساس دون الضريبة',
    totalInclVat: 'المجموع مع الضريبة',
    totalVat: 'مجموع الضريبة',
    grandTotal: 'المجموع مع الضريبة',
    payment: 'الأداء',
    balance: 'الرصيد',
    change: 'الباقي الذي أرجعه المورد',
    note: 'المبالغ بالدرهم المغربي. أثمنة الشراء دون احتساب الضريبة. الرصيد = الأداء − المجموع مع الضريبة؛ الرصيد السالب يبقى مستحقا للمورد.',
    costsHidden: 'أثمنة الشراء ومبالغ هذه الوثيقة خاصة بالمسيرين.',
  },
  en: {
    title: 'Goods Received Note',
    supplier: 'Supplier',
    company: 'Company',
    receivedBy: 'Received by',
    paymentType: 'Payment Type',
    product: 'Product',
    lot: 'Lot',
    brand: 'Brand',
    quantity: 'Qty',
    buyingPrice: 'Buying price HT',
    vat: 'VAT',
    sellingPrice: 'Selling price',
    manufacture: 'Manufacture',
    expiry: 'Expiry',
    totalExclVat: 'Total HT',
    vatRate: 'VAT rate',
    base: 'Base HT',
    totalInclVat: 'Total TTC',
    totalVat: 'Total VAT',
    grandTotal: 'Grand Total (TTC)',
    payment: 'Payment',
    balance: 'Balance',
    change: 'Change given back by the supplier',
    note: 'Amounts in Moroccan dirhams (MAD). Buying prices are before tax (HT). Balance = payment - grand total (TTC); a negative balance is still owed to the supplier.',
    costsHidden: 'The buying prices and amounts of this document are for administrators.',
  },
};

type GrnLabels = typeof GRN_FR;

/** The VAT by rate of a purchase document (a GRN or a supplier return): base HT, VAT and TTC. */
export function purchaseVatSummary(breakdown: VatBreakdownLine[], t: GrnLabels): NonNullable<PdfDocumentSpec['summary']> {
  return {
    columns: [
      // Wide enough for 'Taux de TVA' on one line.
      { header: t.vatRate, width: 0.22 },
      { header: t.base, width: 0.26, align: 'right' },
      { header: t.vat, width: 0.26, align: 'right' },
      { header: t.totalInclVat, width: 0.26, align: 'right' },
    ],
    rows: breakdown.map((line) => [`${line.rate} %`, pdfMoney(line.base), pdfMoney(line.vat), pdfMoney(line.total)]),
  };
}

/** Totals HT, TVA and TTC of a purchase document. */
export function purchaseTotals(document: { totalExclVat: number; totalVat: number; total: number }, t: GrnLabels): [string, string][] {
  return [
    [t.totalExclVat, pdfMoney(document.totalExclVat)],
    [t.totalVat, pdfMoney(document.totalVat)],
    [t.grandTotal, pdfMoney(document.total)],
  ];
}

/**
 * The GRN as an A4 PDF: supplier, company, who received it, the lines at their buying prices before
 * tax with their VAT rate, the VAT by rate, totals HT / TVA / TTC and the payment (against TTC).
 * Without `withCost` (staff), the lines without their buying prices, and no amounts.
 */
export async function renderGrnPdf(grn: GrnDocument, timeZone: string, { withCost }: { withCost: boolean }): Promise<RecordPdf> {
  const shop = pdfShop(grn.shop);
  const t = GRN_LABELS[shop.language];
  const paymentType = paymentTypeLabel(grn.paymentType, shop.language);
  const pdf = await renderPdf({
    title: t.title,
    number: grn.number,
    date: pdfDateTime(grn.dateTime, timeZone),
    shop,
    parties: [
      { label: t.supplier, lines: [grn.supplier.name, grn.supplier.email, grn.supplier.mobile] },
      { label: t.company, lines: [grn.company.name, grn.company.address, grn.company.email, grn.company.mobile] },
      { label: t.receivedBy, lines: [grn.receivedBy, labelled(shop.language, t.paymentType, paymentType)] },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: t.product, width: withCost ? 0.16 : 0.3 },
      { header: t.brand, width: withCost ? 0.09 : 0.14 },
      { header: t.quantity, width: withCost ? 0.06 : 0.07, align: 'right' },
      ...(withCost ? [{ header: t.buyingPrice, width: 0.12, align: 'right' as const }] : []),
      { header: t.vat, width: withCost ? 0.06 : 0.07, align: 'right' },
      { header: t.sellingPrice, width: withCost ? 0.11 : 0.14, align: 'right' },
      // Wide enough for 'Fabrication' and 'Péremption' on one line.
      { header: t.manufacture, width: withCost ? 0.11 : 0.12 },
      { header: t.expiry, width: withCost ? 0.11 : 0.12 },
      ...(withCost ? [{ header: t.totalExclVat, width: 0.14, align: 'right' as const }] : []),
    ],
    rows: grn.lines.map((line, index) => [
      String(index + 1),
      line.batchNumber ? `${line.product}\n${t.lot} ${line.batchNumber}` : line.product,
      line.brand,
      String(line.quantity),
      ...(withCost ? [pdfMoney(line.buyingPrice)] : []),
      `${line.vatRate} %`,
      pdfMoney(line.sellingPrice),
      pdfDate(line.manufactureDate),
      pdfDate(line.expireDate),
      ...(withCost ? [pdfMoney(line.total)] : []),
    ]),
    ...(withCost
      ? {
          summary: purchaseVatSummary(grn.vatBreakdown, t),
          totals: [
            ...purchaseTotals(grn, t),
            [t.paymentType, paymentType],
            [t.payment, pdfMoney(grn.payment)],
            [t.balance, pdfMoney(grn.balance)],
            // Paid above the total: the supplier gave the rest back (DECISIONS: change, not credit).
            ...(grn.balance > 0 ? [[t.change, pdfMoney(grn.balance)] as [string, string]] : []),
          ],
          notes: [t.note],
        }
      : { notes: [t.costsHidden] }),
  });
  return { pdf, fileName: `${grn.number}.pdf`, record: { id: grn.id, number: grn.number } };
}
