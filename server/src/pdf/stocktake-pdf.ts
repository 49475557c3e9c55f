import type { DocumentLanguage, Stocktake, StocktakeStatus } from '@hanout/contract';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './rendered';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What a stocktake's PDF shows: its counted batches, with differences and values when the reader may see costs. */
export type StocktakeDocument = Stocktake & { shop: ShopIdentity };

const STOCKTAKE_FR = {
  title: 'Inventaire',
  scope: 'Périmètre',
  all: 'Tout le stock',
  category: (name: string) => `Catégorie ${name}`,
  status: { OPEN: 'En cours', VALIDATED: 'Validé', CANCELLED: 'Annulé' } as Record<StocktakeStatus, string>,
  started: (name: string, at: string) => `Commencé par ${name} le ${at}`,
  closed: (name: string, at: string) => `Clôturé par ${name} le ${at}`,
  product: 'Produit',
  lot: 'Lot',
  expiry: 'Péremption',
  expected: 'Théorique',
  counted: 'Compté',
  difference: 'Écart',
  applied: 'Appliqué',
  value: 'Valeur (PA HT)',
  counter: 'Compté par',
  people: 'Suivi',
  shortage: 'Manquants',
  surplus: 'Excédents',
  net: 'Écart net',
  uncounted: (lines: number) => `${lines} lot(s) en stock non comptés : leur quantité reste inchangée.`,
  limited:
    'Là où l’appliqué diffère de l’écart, les ventes faites depuis le comptage avaient pris à ce lot des unités que le comptage n’y a pas trouvées : elles ont été prises aux autres lots comptés du produit, dans la limite de leurs unités. Les valeurs sont celles des changements appliqués.',
};

const STOCKTAKE_LABELS: Record<DocumentLanguage, typeof STOCKTAKE_FR> = {
  fr: STOCKTAKE_FR,
  ar: {
    title: 'الجرد',
    scope: 'النطاق',
    all: 'كل المخزون',
    category: (name) => `الفئة ${name}`,
    status: { OPEN: 'جار', VALIDATED: 'مصادق عليه', CANCELLED: 'ملغى' },
    started: (name, at) => `بدأه ${name} في ${at}`,
    closed: (name, at) => `أغلقه ${name} في ${at}`,
    product: 'المنتج',
    lot: 'التشغيلة',
    expiry: 'انتهاء الصلاحية',
    expected: 'النظري',
    counted: 'المعدود',
    difference: 'الفرق',
    applied: 'المطبق',
    value: 'القيمة (سعر الشراء)',
    counter: 'عده',
    people: 'السجل',
    shortage: 'النواقص',
    surplus: 'الفوائض',
    net: 'الفرق الصافي',
    uncounted: (lines) => `${lines} تشغيلة في المخزون لم تعد: تبقى كميتها دون تغيير.`,
    limited:
      'حيث يختلف المطبق عن الفرق، كانت المبيعات منذ العد قد أخذت من هذه التشغيلة وحدات لم يجدها العد فيها: فأُخذت من تشغيلات المنتج الأخرى المعدودة، في حدود ما تحتويه من وحدات. القيم هي قيم التغييرات المطبقة.',
  },
  en: {
    title: 'Stocktake',
    scope: 'Scope',
    all: 'All stock',
    category: (name) => `Category ${name}`,
    status: { OPEN: 'Open', VALIDATED: 'Validated', CANCELLED: 'Cancelled' },
    started: (name, at) => `Started by ${name} on ${at}`,
    closed: (name, at) => `Closed by ${name} on ${at}`,
    product: 'Product',
    lot: 'Lot',
    expiry: 'Expiry',
    expected: 'Expected',
    counted: 'Counted',
    difference: 'Difference',
    applied: 'Applied',
    value: 'Value (cost)',
    counter: 'Counted by',
    people: 'History',
    shortage: 'Shortages',
    surplus: 'Surpluses',
    net: 'Net difference',
    uncounted: (lines) => `${lines} batch(es) in stock not counted: their quantity stays unchanged.`,
    limited:
      'Where Applied differs from Difference, sales since the count had taken from that batch units the count did not find there: they were taken from the product’s other counted batches, as far as these held units. Values are those of the changes applied.',
  },
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * The stocktake's count sheet: every counted batch; for administrators the expected quantity, the
 * difference, once validated the change applied, and the value at cost (of the change applied once validated).
 */
export async function renderStocktakePdf(stocktake: StocktakeDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(stocktake.shop);
  const t = STOCKTAKE_LABELS[shop.language];
  const withCost = stocktake.netValue !== undefined;
  const withApplied = withCost && stocktake.status === 'VALIDATED';
  const columns = [
    { header: t.product, width: withCost ? (withApplied ? 0.17 : 0.21) : 0.4 },
    { header: t.lot, width: withApplied ? 0.09 : 0.12 },
    { header: t.expiry, width: 0.11 },
    ...(withCost ? [{ header: t.expected, width: 0.1, align: 'right' as const }] : []),
    { header: t.counted, width: 0.09, align: 'right' as const },
    ...(withCost ? [{ header: t.difference, width: 0.1, align: 'right' as const }] : []),
    ...(withApplied ? [{ header: t.applied, width: 0.09, align: 'right' as const }] : []),
    ...(withCost ? [{ header: t.value, width: withApplied ? 0.13 : 0.14, align: 'right' as const }] : []),
    { header: t.counter, width: withCost ? (withApplied ? 0.12 : 0.13) : 0.28 },
  ];
  const rows = stocktake.lines.map((line) => [
    line.product.name,
    line.batchNumber ?? '',
    pdfDate(line.expireDate),
    ...(withCost ? [String(line.expectedQuantity)] : []),
    String(line.counted.quantity),
    ...(withCost ? [signed(line.difference ?? 0)] : []),
    ...(withApplied ? [signed(line.appliedChange ?? 0)] : []),
    ...(withCost ? [pdfMoney(line.value ?? 0)] : []),
    line.counted.by.name,
  ]);
  const limited = withApplied && stocktake.lines.some((line) => line.appliedChange != null && line.appliedChange !== line.difference);
  const people = [t.started(stocktake.startedBy.name, pdfDateTime(stocktake.startedAt, timeZone))];
  if (stocktake.closedBy && stocktake.closedAt) people.push(t.closed(stocktake.closedBy.name, pdfDateTime(stocktake.closedAt, timeZone)));
  const pdf = await renderPdf({
    title: t.title,
    number: stocktake.number,
    date: pdfDateTime(stocktake.startedAt, timeZone),
    shop,
    parties: [
      { label: t.scope, lines: [stocktake.category ? t.category(stocktake.category.name) : t.all, t.status[stocktake.status]] },
      { label: t.people, lines: people },
    ],
    columns,
    rows,
    totals: withCost
      ? [
          [t.shortage, pdfMoney(stocktake.shortageValue ?? 0)],
          [t.surplus, pdfMoney(stocktake.surplusValue ?? 0)],
          [t.net, pdfMoney(stocktake.netValue ?? 0)],
        ]
      : undefined,
    notes: [...(stocktake.uncounted.length ? [t.uncounted(stocktake.uncounted.length)] : []), ...(limited ? [t.limited] : [])],
  });
  return { pdf, fileName: `${stocktake.number}.pdf`, record: { id: stocktake.id, number: stocktake.number } };
}
