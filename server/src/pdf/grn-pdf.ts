import type { DocumentLanguage, VatBreakdownLine } from '@hanout/contract';
import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf, type PdfColumn, type PdfDocumentSpec } from './pdf-document';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';
import { leftToRight } from './text';
import type { RecordPdf } from './rendered';

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
    /** Units paid for. */
    quantity: number;
    /** Units received free (unités gratuites); absent from copies kept before free units were recorded. */
    freeQuantity?: number;
    /** Per unit paid for. */
    buyingPrice: number;
    sellingPrice: number;
    manufactureDate: string;
    expireDate: string;
    vatRate: number;
    /** Buying price × quantity paid for, before tax. */
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
  freeQuantity: 'UG',
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
  stillOwed: 'Reste dû au fournisseur',
  change: 'Monnaie rendue par le fournisseur',
  note: 'Montants en dirhams marocains (MAD). Prix d’achat hors taxes (HT).',
  freeNote: 'UG : unités gratuites, reçues sans frais dans le même lot ; le prix d’achat est celui des unités payées (Qté).',
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
    freeQuantity: 'مجانية',
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
    stillOwed: 'الباقي المستحق للمورد',
    change: 'الباقي الذي أرجعه المورد',
    note: 'المبالغ بالدرهم المغربي. أثمنة الشراء دون احتساب الضريبة.',
    freeNote: 'الوحدات المجانية: استلمت دون مقابل في نفس التشغيلة؛ ثمن الشراء هو ثمن الوحدات المؤداة (الكمية).',
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
    freeQuantity: 'Free',
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
    stillOwed: 'Still owed to the supplier',
    change: 'Change given back by the supplier',
    note: 'Amounts in Moroccan dirhams (MAD). Buying prices are before tax (HT).',
    freeNote: 'Free: units received at no cost into the same lot; the buying price is that of the units paid for (Qty).',
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
 * tax with their VAT rate (and their free units, when any came), the VAT by rate, totals HT / TVA /
 * TTC, the payment (against TTC) and what the shop still owes the supplier, as a positive amount.
 * Without `withCost` (staff), the lines without their buying prices, and no amounts.
 */
export async function renderGrnPdf(grn: GrnDocument, timeZone: string, { withCost }: { withCost: boolean }): Promise<RecordPdf> {
  const shop = pdfShop(grn.shop);
  const t = GRN_LABELS[shop.language];
  const paymentType = paymentTypeLabel(grn.paymentType, shop.language);
  const withFree = grn.lines.some((line) => (line.freeQuantity ?? 0) > 0);
  // The free units' column, when any came, takes its width from the product's, the brand's and the selling price's.
  const [free, lessProduct, lessOther] = withFree ? [0.06, 0.04, 0.01] : [0, 0, 0];
  const costColumn = (column: PdfColumn) => (withCost ? [column] : []);
  const pdf = await renderPdf({
    title: t.title,
    number: grn.number,
    date: pdfDateTime(grn.dateTime, timeZone),
    shop,
    parties: [
      { label: t.supplier, lines: [grn.supplier.name, grn.supplier.email, grn.supplier.mobile && leftToRight(grn.supplier.mobile)] },
      {
        label: t.company,
        lines: [grn.company.name, grn.company.address, grn.company.email, grn.company.mobile && leftToRight(grn.company.mobile)],
      },
      { label: t.receivedBy, lines: [grn.receivedBy, labelled(shop.language, t.paymentType, paymentType)] },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: t.product, width: (withCost ? 0.16 : 0.3) - lessProduct },
      { header: t.brand, width: (withCost ? 0.09 : 0.14) - lessOther },
      { header: t.quantity, width: withCost ? 0.06 : 0.07, align: 'right' },
      ...(withFree ? [{ header: t.freeQuantity, width: free, align: 'right' as const }] : []),
      ...costColumn({ header: t.buyingPrice, width: 0.12, align: 'right' }),
      { header: t.vat, width: withCost ? 0.06 : 0.07, align: 'right' },
      { header: t.sellingPrice, width: (withCost ? 0.11 : 0.14) - lessOther, align: 'right' },
      // Wide enough for 'Fabrication' and 'Péremption' on one line.
      { header: t.manufacture, width: withCost ? 0.11 : 0.12 },
      { header: t.expiry, width: withCost ? 0.11 : 0.12 },
      ...costColumn({ header: t.totalExclVat, width: 0.14, align: 'right' }),
    ],
    rows: grn.lines.map((line, index) => [
      String(index + 1),
      line.batchNumber ? `${line.product}\n${t.lot} ${line.batchNumber}` : line.product,
      line.brand,
      String(line.quantity),
      ...(withFree ? [String(line.freeQuantity ?? 0)] : []),
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
            // Balance = payment − total: below zero the shop still owes it, printed as the amount owed.
            [t.stillOwed, pdfMoney(Math.max(0, -grn.balance))],
            // Paid above the total: the supplier gave the rest back (DECISIONS: change, not credit).
            ...(grn.balance > 0 ? [[t.change, pdfMoney(grn.balance)] as [string, string]] : []),
          ],
          notes: [t.note, ...(withFree ? [t.freeNote] : [])],
        }
      : { notes: [t.costsHidden, ...(withFree ? [t.freeNote] : [])] }),
  });
  return { pdf, fileName: `${grn.number}.pdf`, record: { id: grn.id, number: grn.number } };
}
