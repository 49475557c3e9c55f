import { ALERT_LIST_MAX, type Alerts, type DocumentLanguage, type ExpiryAlert } from '@hanout/contract';
import { localDate } from '../lib/clock';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf, type PdfColumn } from './pdf-document';
import type { RenderedPdf } from './rendered';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What the alerts PDF shows: the three lists, for one category or all. */
export type AlertsDocument = Alerts & { shop: ShopIdentity; generatedAt: string; category?: string };

const ALERTS_FR = {
  title: 'Alertes de stock',
  summary: 'Alertes',
  lowCount: (count: number) => `${count} produit${count === 1 ? '' : 's'} au seuil de réapprovisionnement ou en dessous`,
  nearCount: (count: number, days: number) => `${count} lot${count === 1 ? '' : 's'} périmant dans les ${days} jours`,
  expiredCount: (count: number) => `${count} lot${count === 1 ? '' : 's'} périmé${count === 1 ? '' : 's'} encore en stock`,
  category: (name: string) => `Catégorie : ${name}`,
  kind: 'Alerte',
  low: 'Stock bas',
  near: 'Proche',
  expired: 'PÉRIMÉ',
  product: 'Produit',
  brand: 'Marque',
  lot: 'Lot',
  expiry: 'Péremption',
  quantity: 'Qté',
  level: 'Seuil',
  valueAtCost: 'Valeur au coût',
  nearTotal: 'Proche de la péremption, au prix d’achat HT',
  expiredTotal: 'Périmé, au prix d’achat HT',
  note: 'Stock bas : unités des lots non périmés. Montants en dirhams marocains (MAD).',
  firstLines: (max: number) => `Chaque liste est limitée à ses ${max} premières lignes ; les nombres ci-dessus les comptent toutes.`,
};

const ALERTS_LABELS: Record<DocumentLanguage, typeof ALERTS_FR> = {
  fr: ALERTS_FR,
  ar: {
    title: 'تنبيهات المخزون',
    summary: 'التنبيهات',
    lowCount: (count) => `${count} منتج عند حد إعادة الطلب أو دونه`,
    nearCount: (count, days) => `${count} تشغيلة تنتهي صلاحيتها خلال ${days} يوما`,
    expiredCount: (count) => `${count} تشغيلة منتهية الصلاحية لا تزال في المخزون`,
    category: (name) => `الفئة: ${name}`,
    kind: 'التنبيه',
    low: 'مخزون منخفض',
    near: 'قريب',
    expired: 'منتهي الصلاحية',
    product: 'المنتج',
    brand: 'العلامة',
    lot: 'التشغيلة',
    expiry: 'انتهاء الصلاحية',
    quantity: 'الكمية',
    level: 'الحد',
    valueAtCost: 'القيمة بثمن الشراء',
    nearTotal: 'قريب من انتهاء الصلاحية، بثمن الشراء دون احتساب الضريبة',
    expiredTotal: 'منتهي الصلاحية، بثمن الشراء دون احتساب الضريبة',
    note: 'المخزون المنخفض: وحدات التشغيلات غير المنتهية الصلاحية. المبالغ بالدرهم المغربي.',
    firstLines: (max) => `كل قائمة محدودة بأول ${max} سطر؛ الأعداد أعلاه تشملها كلها.`,
  },
  en: {
    title: 'Stock alerts',
    summary: 'Alerts',
    lowCount: (count) => `${count} product${count === 1 ? '' : 's'} at or under the reorder level`,
    nearCount: (count, days) => `${count} batch${count === 1 ? '' : 'es'} expiring within ${days} days`,
    expiredCount: (count) => `${count} expired batch${count === 1 ? '' : 'es'} still in stock`,
    category: (name) => `Category: ${name}`,
    kind: 'Alert',
    low: 'Low stock',
    near: 'Near',
    expired: 'EXPIRED',
    product: 'Product',
    brand: 'Brand',
    lot: 'Lot',
    expiry: 'Expiry',
    quantity: 'Qty',
    level: 'Level',
    valueAtCost: 'Value at cost',
    nearTotal: 'Near expiry, at buying prices (excl. VAT)',
    expiredTotal: 'Expired, at buying prices (excl. VAT)',
    note: 'Low stock counts the units of unexpired batches. Amounts in Moroccan dirhams (MAD).',
    firstLines: (max) => `Each list is cut at its first ${max} lines; the counts above cover all of them.`,
  },
};

/** What the alerts say in words in the shop's document language (the e-mailed digest says the same). */
export const alertLabels = (language: DocumentLanguage) => ALERTS_LABELS[language];

/** The three lists as one table, low stock first, then near expiry and expired batches; values at cost for administrators only. */
export async function renderAlertsPdf(report: AlertsDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(report.shop);
  const t = ALERTS_LABELS[shop.language];
  const withCost = report.expiredValueAtCost !== undefined;
  const columns: PdfColumn[] = [
    { header: t.kind, width: 0.12 },
    { header: t.product, width: withCost ? 0.23 : 0.36 },
    { header: t.brand, width: 0.14 },
    { header: t.lot, width: 0.12 },
    { header: t.expiry, width: 0.12 },
    { header: t.quantity, width: 0.07, align: 'right' },
    { header: t.level, width: 0.07, align: 'right' },
    ...(withCost ? [{ header: t.valueAtCost, width: 0.13, align: 'right' as const }] : []),
  ];
  const batchRow = (kind: string) => (batch: ExpiryAlert) => [
    kind,
    batch.product.name,
    batch.product.brand.name,
    batch.batchNumber ?? '',
    pdfDate(batch.expireDate),
    String(batch.quantity),
    '',
    ...(withCost ? [pdfMoney(batch.valueAtCost ?? 0)] : []),
  ];
  const { counts } = report;
  const cut = [
    report.lowStock.length < counts.lowStock,
    report.nearExpiry.length < counts.nearExpiry,
    report.expired.length < counts.expired,
  ];
  const pdf = await renderPdf({
    title: t.title,
    date: pdfDateTime(report.generatedAt, timeZone),
    shop,
    parties: [
      {
        label: t.summary,
        lines: [
          ...(report.category ? [t.category(report.category)] : []),
          t.lowCount(counts.lowStock),
          t.nearCount(counts.nearExpiry, report.nearExpiryDays),
          t.expiredCount(counts.expired),
        ],
      },
    ],
    columns,
    rows: [
      ...report.lowStock.map((low) => [
        t.low,
        low.product.name,
        low.product.brand.name,
        '',
        '',
        String(low.quantity),
        String(low.reorderLevel),
        ...(withCost ? [''] : []),
      ]),
      ...report.nearExpiry.map(batchRow(t.near)),
      ...report.expired.map(batchRow(t.expired)),
    ],
    totals: withCost
      ? [
          [t.nearTotal, pdfMoney(report.nearExpiryValueAtCost ?? 0)],
          [t.expiredTotal, pdfMoney(report.expiredValueAtCost ?? 0)],
        ]
      : [],
    notes: [...(cut.some(Boolean) ? [t.firstLines(ALERT_LIST_MAX)] : []), t.note],
  });
  return { pdf, fileName: `alerts-${localDate(timeZone, new Date(report.generatedAt))}.pdf` };
}
