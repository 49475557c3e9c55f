import type { DocumentLanguage, ExpiryStatus } from '@hanout/contract';
import { localDate } from '../common/clock';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What the stock report shows: its first lines, and totals covering every available line; amounts in dirhams. */
export interface StockReportDocument {
  shop: ShopIdentity;
  generatedAt: string;
  lines: {
    product: string;
    brand: string;
    category: string;
    quantity: number;
    sellingPrice: number;
    expireDate: string;
    expiryStatus: ExpiryStatus;
    value: number;
  }[];
  /** Every available line, also those beyond the listed ones. */
  lineCount: number;
  units: number;
  nearExpiryDays: number;
  sellingValue: number;
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
  brand: string;
  category: string;
  quantity: string;
  sellingPrice: string;
  expiry: string;
  value: string;
  marks: Record<ExpiryStatus, string>;
  expiredBuying: string;
  expiredSelling: string;
  nearBuying: (days: number) => string;
  nearSelling: (days: number) => string;
  buyingValue: string;
  sellingValue: string;
  note: string;
  firstLines: (listed: number, count: number) => string;
}

const STOCK_REPORT_LABELS: Record<DocumentLanguage, StockReportLabels> = {
  fr: {
    title: 'État du stock',
    available: 'Stock disponible',
    lines: (count) => `${count} ligne${count === 1 ? '' : 's'} de stock`,
    units: (count) => `${count} unité${count === 1 ? '' : 's'} en stock`,
    product: 'Désignation',
    brand: 'Marque',
    category: 'Catégorie',
    quantity: 'Qté',
    sellingPrice: 'Prix de vente',
    expiry: 'Péremption',
    value: 'Valeur',
    marks: { OK: '', NEAR: ' (proche)', EXPIRED: ' (PÉRIMÉ)' },
    expiredBuying: 'Périmé, au prix d’achat',
    expiredSelling: 'Périmé, au prix de vente',
    nearBuying: (days) => `Péremption sous ${days} jours, au prix d’achat`,
    nearSelling: (days) => `Péremption sous ${days} jours, au prix de vente`,
    buyingValue: 'Valeur au prix d’achat',
    sellingValue: 'Valeur au prix de vente',
    note: 'Montants en dirhams marocains (MAD). Les lignes sont classées de la plus proche péremption à la plus lointaine.',
    firstLines: (listed, count) => `Seules les ${listed} premières lignes sur ${count} sont listées ; les totaux les couvrent toutes.`,
  },
  ar: {
    title: 'تقرير المخزون',
    available: 'المخزون المتوفر',
    lines: (count) => `عدد سطور المخزون: ${count}`,
    units: (count) => `عدد الوحدات في المخزون: ${count}`,
    product: 'البيان',
    brand: 'العلامة',
    category: 'الفئة',
    quantity: 'الكمية',
    sellingPrice: 'ثمن البيع',
    expiry: 'انتهاء الصلاحية',
    value: 'القيمة',
    marks: { OK: '', NEAR: ' (قريب)', EXPIRED: ' (منتهي الصلاحية)' },
    expiredBuying: 'منتهي الصلاحية، بثمن الشراء',
    expiredSelling: 'منتهي الصلاحية، بثمن البيع',
    nearBuying: (days) => `تنتهي صلاحيته خلال ${days} يوما، بثمن الشراء`,
    nearSelling: (days) => `تنتهي صلاحيته خلال ${days} يوما، بثمن البيع`,
    buyingValue: 'القيمة بثمن الشراء',
    sellingValue: 'القيمة بثمن البيع',
    note: 'المبالغ بالدرهم المغربي. السطور مرتبة من الأقرب انتهاء صلاحية إلى الأبعد.',
    firstLines: (listed, count) => `لم تدرج إلا أول ${listed} سطر من أصل ${count}؛ المجاميع تشملها كلها.`,
  },
  en: {
    title: 'Stock Report',
    available: 'Available stock',
    lines: (count) => `${count} stock line${count === 1 ? '' : 's'}`,
    units: (count) => `${count} unit${count === 1 ? '' : 's'} in stock`,
    product: 'Product',
    brand: 'Brand',
    category: 'Category',
    quantity: 'Qty',
    sellingPrice: 'Selling price',
    expiry: 'Expiry',
    value: 'Value',
    marks: { OK: '', NEAR: ' (near)', EXPIRED: ' (EXPIRED)' },
    expiredBuying: 'Expired, at buying prices',
    expiredSelling: 'Expired, at selling prices',
    nearBuying: (days) => `Expiring within ${days} days, at buying prices`,
    nearSelling: (days) => `Expiring within ${days} days, at selling prices`,
    buyingValue: 'Value at buying prices',
    sellingValue: 'Value at selling prices',
    note: 'Amounts in Moroccan dirhams (MAD). Lines are listed first expiring first.',
    firstLines: (listed, count) => `Only the first ${listed} of ${count} lines are listed; the totals cover all of them.`,
  },
};

/** The available stock (quantity > 0), first expiring first, with its value at buying and selling prices. */
export async function renderStockReportPdf(report: StockReportDocument, timeZone: string): Promise<RenderedPdf> {
  const { lines, lineCount, units } = report;
  const shop = pdfShop(report.shop);
  const t = STOCK_REPORT_LABELS[shop.language];
  const notes = [t.note];
  if (lineCount > lines.length) notes.unshift(t.firstLines(lines.length, lineCount));
  const total = (label: string, value: number | undefined): [string, string][] => (value === undefined ? [] : [[label, pdfMoney(value)]]);
  const pdf = await renderPdf({
    title: t.title,
    date: pdfDateTime(report.generatedAt, timeZone),
    shop,
    parties: [{ label: t.available, lines: [t.lines(lineCount), t.units(units)] }],
    columns: [
      { header: t.product, width: 0.23 },
      { header: t.brand, width: 0.16 },
      { header: t.category, width: 0.15 },
      { header: t.quantity, width: 0.08, align: 'right' },
      { header: t.sellingPrice, width: 0.13, align: 'right' },
      { header: t.expiry, width: 0.12 },
      { header: t.value, width: 0.13, align: 'right' },
    ],
    rows: lines.map((line) => [
      line.product,
      line.brand,
      line.category,
      String(line.quantity),
      pdfMoney(line.sellingPrice),
      `${pdfDate(line.expireDate)}${t.marks[line.expiryStatus]}`,
      pdfMoney(line.value),
    ]),
    totals: [
      ...total(t.expiredBuying, report.expiredBuyingValue),
      ...total(t.expiredSelling, report.expiredSellingValue),
      ...total(t.nearBuying(report.nearExpiryDays), report.nearBuyingValue),
      ...total(t.nearSelling(report.nearExpiryDays), report.nearSellingValue),
      ...total(t.buyingValue, report.buyingValue),
      ...total(t.sellingValue, report.sellingValue),
    ],
    notes,
  });
  return { pdf, fileName: `stock-report-${localDate(timeZone, new Date(report.generatedAt))}.pdf` };
}
