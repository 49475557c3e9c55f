import type { DocumentLanguage, InvoiceDetail, VatBreakdownLine } from '@hanout/contract';
import { amountInWordsSentence } from './amount-in-words';
import { customerLines, paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf, type PdfDocumentSpec } from './pdf-document';
import type { RecordPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';

/** What an invoice PDF shows: the invoice as issued and the shop that issued it. */
export type InvoiceDocument = InvoiceDetail & { shop: ShopIdentity };

const INVOICE_FR = {
  title: 'Facture',
  lot: 'Lot',
  customer: 'Client',
  payment: 'Paiement',
  mobile: 'Tél',
  paymentMode: 'Mode de paiement',
  billedBy: 'Établie par',
  product: 'Désignation',
  expiry: 'Expiration',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire TTC',
  unitPricePlain: 'Prix unitaire',
  vat: 'TVA',
  total: 'Total TTC',
  totalPlain: 'Total',
  rate: 'Taux',
  base: 'Base HT',
  totalExclVat: 'Total HT',
  totalVat: 'Total TVA',
  paid: 'Montant payé',
  onCredit: 'À crédit',
  change: 'Monnaie à rendre',
  due: 'Reste à payer',
  // The note of a shop outside the VAT (CGI art. 89-I-2°-b).
  vatNotApplicable: 'TVA non applicable (article 89 du CGI)',
  vatExemption: "Exonéré de la TVA en application de l'article 92 du CGI",
  // Before the exemption note on a document that also charges VAT: the note is for those lines only.
  zeroRateLines: 'Lignes à 0 % :',
};

/** The invoice's labels, also read by its receipt. */
export const INVOICE_LABELS: Record<DocumentLanguage, typeof INVOICE_FR> = {
  fr: INVOICE_FR,
  ar: {
    title: 'فاتورة',
    lot: 'التشغيلة',
    customer: 'الزبون',
    payment: 'الأداء',
    mobile: 'الهاتف',
    paymentMode: 'طريقة الأداء',
    billedBy: 'حررها',
    product: 'البيان',
    expiry: 'انتهاء الصلاحية',
    quantity: 'الكمية',
    unitPrice: 'ثمن الوحدة مع الضريبة',
    unitPricePlain: 'ثمن الوحدة',
    vat: 'الضريبة',
    total: 'المجموع مع الضريبة',
    totalPlain: 'المجموع',
    rate: 'النسبة',
    base: 'الأساس دون الضريبة',
    totalExclVat: 'المجموع دون احتساب الضريبة',
    totalVat: 'مجموع الضريبة على القيمة المضافة',
    paid: 'المبلغ المؤدى',
    onCredit: 'بالأجل',
    change: 'الباقي المرجع',
    due: 'المبلغ المتبقي',
    vatNotApplicable: 'غير خاضع للضريبة على القيمة المضافة (المادة 89 من المدونة العامة للضرائب)',
    vatExemption: 'معفى من الضريبة على القيمة المضافة تطبيقا للمادة 92 من المدونة العامة للضرائب',
    zeroRateLines: 'البنود بنسبة 0 %:',
  },
  en: {
    title: 'Invoice',
    lot: 'Lot',
    customer: 'Customer',
    payment: 'Payment',
    mobile: 'Mobile',
    paymentMode: 'Payment type',
    billedBy: 'Billed by',
    product: 'Product',
    expiry: 'Expiry',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. VAT',
    unitPricePlain: 'Price',
    vat: 'VAT',
    total: 'Total incl. VAT',
    totalPlain: 'Total',
    rate: 'Rate',
    base: 'Base excl. VAT',
    totalExclVat: 'Total excl. VAT',
    totalVat: 'Total VAT',
    paid: 'Paid',
    onCredit: 'On account',
    change: 'Change',
    due: 'Remaining due',
    vatNotApplicable: 'VAT not applicable (article 89 of the General Tax Code)',
    vatExemption: 'Exempt from VAT under article 92 of the General Tax Code',
    zeroRateLines: 'Lines at 0 %:',
  },
};

const percent = (rate: number) => `${rate} %`;

type InvoiceLabels = typeof INVOICE_FR;

/** A line as an invoice and a credit note print it. */
interface SoldLine {
  product: { name: string; brand: string };
  stock: { expireDate: string; batchNumber: string | null };
  quantity: number;
  sellingPrice: number;
  vatRate: number;
  total: number;
}

/**
 * The lines, the VAT by rate and the VAT notes of a sales document (an invoice or the credit note
 * correcting it): with a VAT column and summary when the shop was VAT-registered, the note of a shop
 * outside the VAT otherwise; `detail` adds a line under a product (what became of a returned unit).
 */
export function salesLinesTable(
  document: { vatRegistered: boolean; vatBreakdown: VatBreakdownLine[]; shop: ShopIdentity },
  lines: SoldLine[],
  t: InvoiceLabels,
  detail: (index: number) => string[] = () => [],
): Pick<PdfDocumentSpec, 'columns' | 'rows' | 'summary'> & { vatNotes: string[] } {
  const withVat = document.vatRegistered;
  const vatNotes: string[] = [];
  if (!withVat) vatNotes.push(document.shop.vatNotApplicableNote || t.vatNotApplicable);
  else if (lines.some((line) => line.vatRate === 0)) {
    const note = document.shop.vatExemptionNote || t.vatExemption;
    vatNotes.push(lines.some((line) => line.vatRate > 0) ? `${t.zeroRateLines} ${note}` : note);
  }
  return {
    columns: withVat
      ? [
          { header: '#', width: 0.04 },
          { header: t.product, width: 0.33 },
          { header: t.expiry, width: 0.12 },
          { header: t.quantity, width: 0.07, align: 'right' },
          { header: t.unitPrice, width: 0.17, align: 'right' },
          { header: t.vat, width: 0.09, align: 'right' },
          { header: t.total, width: 0.18, align: 'right' },
        ]
      : [
          { header: '#', width: 0.04 },
          { header: t.product, width: 0.42 },
          { header: t.expiry, width: 0.12 },
          { header: t.quantity, width: 0.07, align: 'right' },
          { header: t.unitPricePlain, width: 0.17, align: 'right' },
          { header: t.totalPlain, width: 0.18, align: 'right' },
        ],
    rows: lines.map((line, index) => [
      String(index + 1),
      [
        `${line.product.name} (${line.product.brand})`,
        ...(line.stock.batchNumber ? [`${t.lot} ${line.stock.batchNumber}`] : []),
        ...detail(index),
      ].join('\n'),
      pdfDate(line.stock.expireDate),
      String(line.quantity),
      pdfMoney(line.sellingPrice),
      ...(withVat ? [percent(line.vatRate)] : []),
      pdfMoney(line.total),
    ]),
    summary: withVat
      ? {
          columns: [
            { header: t.rate, width: 0.16 },
            { header: t.base, width: 0.28, align: 'right' },
            { header: t.vat, width: 0.28, align: 'right' },
            { header: t.total, width: 0.28, align: 'right' },
          ],
          rows: document.vatBreakdown.map((line) => [percent(line.rate), pdfMoney(line.base), pdfMoney(line.vat), pdfMoney(line.total)]),
        }
      : undefined,
    vatNotes,
  };
}

/** Totals HT, TVA and TTC, or the plain total outside the VAT. */
export function salesTotals(
  document: { vatRegistered: boolean; totalExclVat: number; totalVat: number; total: number },
  t: InvoiceLabels,
): [string, string][] {
  if (!document.vatRegistered) return [[t.totalPlain, pdfMoney(document.total)]];
  return [
    [t.totalExclVat, pdfMoney(document.totalExclVat)],
    [t.totalVat, pdfMoney(document.totalVat)],
    [t.total, pdfMoney(document.total)],
  ];
}

/**
 * How the invoice was paid, and the label of the amount paid: a sale with nothing paid was made on
 * account, whatever payment type the request named for its zero, and says so.
 */
export function paymentOf(invoice: Pick<InvoiceDocument, 'invoicePayment'>, language: DocumentLanguage) {
  const t = INVOICE_LABELS[language];
  if (invoice.invoicePayment.payment === 0) return { mode: t.onCredit, paidLabel: `${t.paid} (${t.onCredit})` };
  const mode = paymentTypeLabel(invoice.invoicePayment.paymentType, language);
  return { mode, paidLabel: `${t.paid} (${mode})` };
}

/**
 * The sales invoice (CGI art. 145-III): the seller's identity in the header and its identifiers in the
 * footer, number and date, the customer with address and ICE when known, the lines with their VAT rate,
 * the VAT by rate, totals HT / TVA / TTC, payment mode, amount paid, change, remaining due, the
 * exemption note when a line is at 0 %, the total in words, and the credit notes correcting it.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, timeZone: string): Promise<RecordPdf> {
  const shop = pdfShop(invoice.shop);
  const t = INVOICE_LABELS[shop.language];
  const { customer, invoicePayment: paid } = invoice;
  const { mode, paidLabel } = paymentOf(invoice, shop.language);
  const totals = salesTotals(invoice, t);
  totals.push([paidLabel, pdfMoney(paid.payment)]);
  if (paid.change > 0) totals.push([t.change, pdfMoney(paid.change)]);
  totals.push([t.due, pdfMoney(invoice.remainingDue)]);
  const { vatNotes, ...table } = salesLinesTable(invoice, invoice.invoiceItems, t);
  // Only what the invoice said when issued: the credit notes issued on it later are documents of their own.
  const notes = [amountInWordsSentence(invoice.totalInclVat, shop.language), ...vatNotes];

  const pdf = await renderPdf({
    title: t.title,
    number: invoice.number,
    date: pdfDateTime(invoice.dateTime, timeZone),
    shop,
    footer: invoice.shop.invoiceFooter,
    parties: [
      { label: t.customer, lines: customerLines(customer, t.mobile, shop.language) },
      { label: t.payment, lines: [labelled(shop.language, t.paymentMode, mode), labelled(shop.language, t.billedBy, invoice.user.name)] },
    ],
    ...table,
    totals,
    notes,
  });
  return { pdf, fileName: `${invoice.number}.pdf`, record: { id: invoice.id, number: invoice.number } };
}
