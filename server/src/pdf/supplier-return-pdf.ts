import type { DocumentLanguage, SupplierReturn } from '@hanout/contract';
import { amountInWordsSentence } from './amount-in-words';
import { GRN_LABELS, purchaseTotals, purchaseVatSummary } from './grn-pdf';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RecordPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';
import { leftToRight } from './text';

/** What a supplier return PDF shows: the return as issued with its values, its supplier and the shop. */
export type SupplierReturnDocument = SupplierReturn & {
  supplierDetails: { name: string; email: string; mobile: string; companyName: string; companyAddress: string };
  shop: ShopIdentity;
};

const SUPPLIER_RETURN_FR = {
  title: 'Retour fournisseur',
  reference: 'Référence',
  grn: (number: string, date: string) => `Bon de réception ${number} du ${date}`,
  issuedBy: 'Établi par',
  lot: 'Lot',
  reason: 'Motif',
  note: 'Montants en dirhams marocains (MAD), aux prix d’achat hors taxes (HT) du bon de réception. Le total TTC vient en déduction du montant dû au fournisseur.',
};

const SUPPLIER_RETURN_LABELS: Record<DocumentLanguage, typeof SUPPLIER_RETURN_FR> = {
  fr: SUPPLIER_RETURN_FR,
  ar: {
    title: 'إرجاع إلى المورد',
    reference: 'المرجع',
    grn: (number, date) => `وصل الاستلام ${number} بتاريخ ${date}`,
    issuedBy: 'حرره',
    lot: 'التشغيلة',
    reason: 'السبب',
    note: 'المبالغ بالدرهم المغربي، بأثمنة الشراء دون احتساب الضريبة كما في وصل الاستلام. يخصم المجموع مع الضريبة مما يجب أداؤه للمورد.',
  },
  en: {
    title: 'Supplier return',
    reference: 'Reference',
    grn: (number, date) => `Goods received note ${number} of ${date}`,
    issuedBy: 'Issued by',
    lot: 'Lot',
    reason: 'Reason',
    note: 'Amounts in Moroccan dirhams (MAD), at the buying prices before tax (HT) of the goods received note. The total incl. VAT is taken off the amount owed to the supplier.',
  },
};

/**
 * The supplier return (retour fournisseur): the supplier and the GRN it refers to, each line with its
 * lot, expiry, quantity, buying price before tax, VAT rate and reason, the VAT by rate, totals HT /
 * TVA / TTC as on the GRN, and the total in words. Without `withCost` (staff), the lines without
 * their buying prices, and no amounts.
 */
export async function renderSupplierReturnPdf(
  document: SupplierReturnDocument,
  timeZone: string,
  { withCost }: { withCost: boolean },
): Promise<RecordPdf> {
  const shop = pdfShop(document.shop);
  const t = GRN_LABELS[shop.language];
  const r = SUPPLIER_RETURN_LABELS[shop.language];
  const supplier = document.supplierDetails;
  const values = { totalExclVat: document.totalExclVat ?? 0, totalVat: document.totalVat ?? 0, total: document.total ?? 0 };
  const pdf = await renderPdf({
    title: r.title,
    number: document.number,
    date: pdfDateTime(document.dateTime, timeZone),
    shop,
    parties: [
      {
        label: t.supplier,
        lines: [
          supplier.name,
          supplier.companyName,
          supplier.companyAddress,
          supplier.email,
          supplier.mobile && leftToRight(supplier.mobile),
        ].filter(Boolean),
      },
      {
        label: r.reference,
        lines: [r.grn(document.grn.number, pdfDate(document.grn.date)), labelled(shop.language, r.issuedBy, document.user.name)],
      },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: t.product, width: withCost ? 0.36 : 0.6 },
      { header: t.expiry, width: withCost ? 0.11 : 0.14 },
      { header: t.quantity, width: withCost ? 0.07 : 0.11, align: 'right' },
      ...(withCost ? [{ header: t.buyingPrice, width: 0.15, align: 'right' as const }] : []),
      { header: t.vat, width: withCost ? 0.09 : 0.11, align: 'right' },
      ...(withCost ? [{ header: t.totalExclVat, width: 0.18, align: 'right' as const }] : []),
    ],
    rows: document.items.map((line, index) => [
      String(index + 1),
      [
        `${line.product.name} (${line.product.brand})`,
        ...(line.stock.batchNumber ? [`${r.lot} ${line.stock.batchNumber}`] : []),
        ...(line.reason ? [labelled(shop.language, r.reason, line.reason)] : []),
      ].join('\n'),
      pdfDate(line.stock.expireDate),
      String(line.quantity),
      ...(withCost ? [pdfMoney(line.buyingPrice ?? 0)] : []),
      `${line.vatRate} %`,
      ...(withCost ? [pdfMoney(line.totalExclVat ?? 0)] : []),
    ]),
    ...(withCost
      ? {
          summary: purchaseVatSummary(document.vatBreakdown ?? [], t),
          totals: purchaseTotals(values, t),
          notes: [amountInWordsSentence(values.total, shop.language, 'supplierReturn'), r.note],
        }
      : { notes: [t.costsHidden] }),
  });
  return { pdf, fileName: `${document.number}.pdf`, record: { id: document.id, number: document.number } };
}
