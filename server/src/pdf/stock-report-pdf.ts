import type { DocumentLanguage, ExpiryStatus } from '@hanout/contract';
import { localDate } from '../lib/clock';
import { pdfDate, pdfDateTime, pdfMoney, streamPdf, type PdfFrame } from './pdf-document';
import type { StreamedPdf } from './rendered';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** A stock line as the report lists it; amounts in dirhams. */
export interface StockReportLine {
  product: string;
  batchNumber: string | null;
  brand: string;
  category: string;
  quantity: number;
  sellingPrice: number;
  expireDate: string;
  expiryStatus: ExpiryStatus;
  value: number;
}

/** What the stock report shows: the totals of every available line, and the lines; amounts in dirhams. */
export interface StockReportDocument {
  shop: ShopIdentity;
  generatedAt: string;
  /** Reads the lines, first expiring first, in chunks; called once per pass over them. */
  lines: () => AsyncIterable<StockReportLine[]>;
  lineCount: number;
  units: number;
  nearExpiryDays: number;
  /** At selling prices, the unexpired lines alone: expired stock cannot be sold. */
  sellableValue: number;
  expiredSellingValue: number;
  nearSellingValue: number;
  /** At buying prices: administrators only. */
  buyingValue?: number;
  expiredBuyingValue?: number;
  nearBuyingValue?: number;
}

interface StockReportLabels {
  title: string;
  available: string;
  lines: (count: number) => string;
  units: (count: number) => string;
  product: string;
  lot: string;
  brand: string;
  category: string;
  quantity: string;
  sellingPrice: string;
  expiry: string;
  value: string;
  /** Under the expiry date, on a line of its own: beside it, the narrow column shrank the date to fit. */
  marks: Record<ExpiryStatus, string>;
  expiredBuying: string;
  expiredSelling: string;
  nearBuying: (days: number) => string;
  nearSelling: (days: number) => string;
  buyingValue: string;
  sellableValue: string;
  note: string;
}

const STOCK_REPORT_LABELS: Record<DocumentLanguage, StockReportLabels> = {
  fr: {
    title: 'État du stock',
    available: 'Stock en magasin',
    lines: (count) => `${count} ligne${count === 1 ? '' : 's'} de stock`,
    units: (count) => `${count} unité${count === 1 ? '' : 's'} en stock`,
    product: 'Désignation',
    lot: 'Lot',
    brand: 'Marque',
    category: 'Catégorie',
    quantity: 'Qté',
    sellingPrice: 'Prix de vente',
    expiry: 'Péremption',
    value: 'Valeur',
    marks: { OK: '', NEAR: '\n(proche)', EXPIRED: '\n(PÉRIMÉ)' },
    expiredBuying: 'Périmé, au prix d’achat',
    expiredSelling: 'Périmé, au prix de vente',
    nearBuying: (days) => `Péremption sous ${days} jours, au prix d’achat`,
    nearSelling: (days) => `Péremption sous ${days} jours, au prix de vente`,
    buyingValue: 'Valeur d’achat, périmé compris',
    sellableValue: 'Valeur de vente hors périmé',
    note: 'Montants en dirhams marocains (MAD). Les lignes sont classées de la plus proche péremption à la plus lointaine.',
  },
  ar: {
    title: 'تقرير المخزون',
    available: 'المخزون الموجود',
    lines: (count) => `عدد سطور المخزون: ${count}`,
    units: (count) => `عدد الوحدات في المخزون: ${count}`,
    product: 'البيان',
    lot: 'التشغيلة',
    brand: 'العلامة',
    category: 'الفئة',
    quantity: 'الكمية',
    sellingPrice: 'ثمن البيع',
    expiry: 'انتهاء الصلاحية',
    value: 'القيمة',
    marks: { OK: '', NEAR: '\n(قريب)', EXPIRED: '\n(منتهي الصلاحية)' },
    expiredBuying: 'منتهي الصلاحية، بثمن الشراء',
    expiredSelling: 'منتهي الصلاحية، بثمن البيع',
    nearBuying: (days) => `تنتهي صلاحيته خلال ${days} يوما، بثمن الشراء`,
    nearSelling: (days) => `تنتهي صلاحيته خلال ${days} يوما، بثمن البيع`,
    buyingValue: 'قيمة الشراء، بما فيها منتهي الصلاحية',
    sellableValue: 'قيمة البيع دون منتهي الصلاحية',
    note: 'المبالغ بالدرهم المغربي. السطور مرتبة من الأقرب انتهاء صلاحية إلى الأبعد.',
  },
  en: {
    title: 'Stock Report',
    available: 'Stock on hand',
    lines: (count) => `${count} stock line${count === 1 ? '' : 's'}`,
    units: (count) => `${count} unit${count === 1 ? '' : 's'} in stock`,
    product: 'Product',
    lot: 'Lot',
    brand: 'Brand',
    category: 'Category',
    quantity: 'Qty',
    sellingPrice: 'Selling price',
    expiry: 'Expiry',
    value: 'Value',
    marks: { OK: '', NEAR: '\n(near)', EXPIRED: '\n(EXPIRED)' },
    expiredBuying: 'Expired, at buying prices',
    expiredSelling: 'Expired, at selling prices',
    nearBuying: (days) => `Expiring within ${days} days, at buying prices`,
    nearSelling: (days) => `Expiring within ${days} days, at selling prices`,
    buyingValue: 'Buying value, expired included',
    sellableValue: 'Selling value, expired left out',
    note: 'Amounts in Moroccan dirhams (MAD). Lines are listed first expiring first.',
  },
};

/**
 * The available stock (quantity > 0), first expiring first, with its value at buying and selling
 * prices: every line, as the document is streamed (see streamPdf), whatever the size of the stock.
 */
export function stockReportPdf(report: StockReportDocument, timeZone: string): StreamedPdf {
  const shop = pdfShop(report.shop);
  const t = STOCK_REPORT_LABELS[shop.language];
  const total = (label: string, value: number | undefined): [string, string][] => (value === undefined ? [] : [[label, pdfMoney(value)]]);
  const frame: PdfFrame = {
    title: t.title,
    date: pdfDateTime(report.generatedAt, timeZone),
    shop,
    parties: [{ label: t.available, lines: [t.lines(report.lineCount), t.units(report.units)] }],
    columns: [
      { header: t.product, width: 0.23 },
      { header: t.brand, width: 0.16 },
      { header: t.category, width: 0.15 },
      { header: t.quantity, width: 0.08, align: 'right' },
      { header: t.sellingPrice, width: 0.13, align: 'right' },
      { header: t.expiry, width: 0.12 },
      { header: t.value, width: 0.13, align: 'right' },
    ],
    totals: [
      ...total(t.expiredBuying, report.expiredBuyingValue),
      ...total(t.expiredSelling, report.expiredSellingValue),
      ...total(t.nearBuying(report.nearExpiryDays), report.nearBuyingValue),
      ...total(t.nearSelling(report.nearExpiryDays), report.nearSellingValue),
      ...total(t.buyingValue, report.buyingValue),
      ...total(t.sellableValue, report.sellableValue),
    ],
    notes: [t.note],
  };
  async function* rows() {
    for await (const lines of report.lines()) {
      yield lines.map((line) => [
        line.batchNumber ? `${line.product}\n${t.lot} ${line.batchNumber}` : line.product,
        line.brand,
        line.category,
        String(line.quantity),
        pdfMoney(line.sellingPrice),
        `${pdfDate(line.expireDate)}${t.marks[line.expiryStatus]}`,
        pdfMoney(line.value),
      ]);
    }
  }
  return {
    fileName: `stock-report-${localDate(timeZone, new Date(report.generatedAt))}.pdf`,
    write: (out) => streamPdf(frame, rows, out),
  };
}
