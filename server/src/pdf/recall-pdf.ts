import type { DocumentLanguage, Recall, RecallBatch, RecallMovements } from '@hanout/contract';
import { localDate } from '../lib/clock';
import { pdfDate, pdfDateTime, renderPdf } from './pdf-document';
import type { RenderedPdf } from './rendered';
import { pdfShop, type ShopIdentity } from './shop-identity';
import { leftToRight, LRM } from './text';

/** What a lot recall PDF shows: the lot's batches, how their units moved, and every sale of its units. */
export type RecallDocument = Recall & { shop: ShopIdentity; generatedAt: string };

/** Each figure of a batch's account with the sign it takes in the sum that gives what is left. */
const SIGNED_MOVEMENTS: [keyof RecallMovements, 1 | -1][] = [
  ['received', 1],
  ['openingStock', 1],
  ['sold', -1],
  ['returnedByCustomers', 1],
  ['returnedToSupplier', -1],
  ['adjusted', 1],
  ['counted', 1],
  ['usedInPreparations', -1],
  ['split', 1],
];

const RECALL_FR = {
  title: 'Rappel de lot',
  lot: (lot: string) => `Lot ${lot}`,
  batches: 'Lots reçus',
  batch: (product: string, received: number, remaining: number, from: string) =>
    `${product} : ${received} reçus${from}, ${remaining} encore en stock`,
  from: (supplier: string, grn: string, date: string) => ` de ${supplier} (${grn} du ${date})`,
  moved: {
    received: 'reçus',
    openingStock: 'en stock initial',
    sold: 'vendus',
    returnedByCustomers: 'rapportés par des clients',
    returnedToSupplier: 'renvoyés au fournisseur',
    adjusted: 'ajustés',
    counted: 'inventaires',
    usedInPreparations: 'en préparations',
    split: 'déconditionnés',
  } satisfies Record<keyof RecallMovements, string>,
  left: (units: number) => `${units} en stock`,
  summary: 'Ventes',
  sold: (units: number) => `${units} unités vendues telles quelles`,
  inPreparations: (units: number) => `${units} utilisées dans des préparations`,
  customers: (customers: number) => `${customers} client${customers === 1 ? '' : 's'} à prévenir`,
  walkIn: (sales: number, units: number) =>
    `Ventes au comptoir, non traçables : ${sales} vente${sales === 1 ? '' : 's'}, ${units} unité${units === 1 ? '' : 's'}`,
  returned: (units: number) => `${units} retournées par des avoirs`,
  date: 'Date',
  invoice: 'Facture',
  customer: 'Client',
  phone: 'Téléphone',
  product: 'Produit',
  quantity: 'Qté',
  returnedColumn: 'Retour',
  mixed: (units: number) => `(préparation : ${units} unités du lot)`,
  none: 'Aucun lot ne porte ce numéro.',
  note: 'Les ventes « (préparation) » sont des préparations magistrales faites avec des unités du lot, comptées « en préparations » et non vendues.',
};

const RECALL_LABELS: Record<DocumentLanguage, typeof RECALL_FR> = {
  fr: RECALL_FR,
  ar: {
    title: 'سحب التشغيلة',
    lot: (lot) => `التشغيلة ${lot}`,
    batches: 'التشغيلات المستلمة',
    batch: (product, received, remaining, from) => `${product}: استلم ${received}${from}، ولا يزال ${remaining} في المخزون`,
    from: (supplier, grn, date) => ` من ${supplier} (${grn} بتاريخ ${date})`,
    moved: {
      received: 'مستلمة',
      openingStock: 'مخزون افتتاحي',
      sold: 'مبيعة',
      returnedByCustomers: 'أرجعها الزبناء',
      returnedToSupplier: 'أعيدت إلى المورد',
      adjusted: 'تعديلات',
      counted: 'جرد',
      usedInPreparations: 'في المستحضرات',
      split: 'مفككة إلى وحدات',
    },
    left: (units) => `${units} في المخزون`,
    summary: 'المبيعات',
    sold: (units) => `بيعت ${units} وحدة كما هي`,
    inPreparations: (units) => `استعملت ${units} وحدة في المستحضرات`,
    customers: (customers) => `${customers} زبون يجب إخبارهم`,
    walkIn: (sales, units) => `مبيعات الزبون العابر، لا يمكن تتبعها: ${sales} عملية بيع، ${units} وحدة`,
    returned: (units) => `أرجعت ${units} بإشعارات دائنة`,
    date: 'التاريخ',
    invoice: 'الفاتورة',
    customer: 'الزبون',
    phone: 'الهاتف',
    product: 'المنتج',
    quantity: 'الكمية',
    returnedColumn: 'المرتجع',
    mixed: (units) => `(مستحضر: ${units} وحدة من التشغيلة)`,
    none: 'لا توجد تشغيلة بهذا الرقم.',
    note: 'المبيعات «(مستحضر)» مستحضرات صنعت بوحدات من هذه التشغيلة، محسوبة «في المستحضرات» لا في المبيعات.',
  },
  en: {
    title: 'Lot recall',
    lot: (lot) => `Lot ${lot}`,
    batches: 'Batches received',
    batch: (product, received, remaining, from) => `${product}: ${received} received${from}, ${remaining} still in stock`,
    from: (supplier, grn, date) => ` from ${supplier} (${grn} of ${date})`,
    moved: {
      received: 'received',
      openingStock: 'opening stock',
      sold: 'sold',
      returnedByCustomers: 'brought back by customers',
      returnedToSupplier: 'sent back to the supplier',
      adjusted: 'adjusted',
      counted: 'stocktakes',
      usedInPreparations: 'in preparations',
      split: 'split packs',
    },
    left: (units) => `${units} in stock`,
    summary: 'Sales',
    sold: (units) => `${units} units sold as they are`,
    inPreparations: (units) => `${units} used in preparations`,
    customers: (customers) => `${customers} customer${customers === 1 ? '' : 's'} to call`,
    walkIn: (sales, units) =>
      `Walk-in sales, not traceable: ${sales} sale${sales === 1 ? '' : 's'}, ${units} unit${units === 1 ? '' : 's'}`,
    returned: (units) => `${units} brought back on credit notes`,
    date: 'Date',
    invoice: 'Invoice',
    customer: 'Customer',
    phone: 'Phone',
    product: 'Product',
    quantity: 'Qty',
    returnedColumn: 'Returned',
    mixed: (units) => `(preparation: ${units} units of the lot)`,
    none: 'No batch has this lot number.',
    note: 'Sales marked "(preparation)" are mixed preparations made with units of the lot, counted "in preparations", not as sold.',
  },
};

/** Characters on one line of a batch's account: a line with Arabic letters is shrunk to its box, not wrapped. */
const ACCOUNT_LINE = 40;

/**
 * A batch's account as a sum that gives what is left ("50 reçus -7 vendus -2 ajustés = 41 en stock"): the figures
 * that moved, each after the first with its sign (kept left of its number in Arabic too), a few to a line.
 */
function accountLines(batch: RecallBatch, t: typeof RECALL_FR): string[] {
  const terms = SIGNED_MOVEMENTS.map(([field, sign]) => [field, sign * batch.movements[field]] as const)
    .filter(([, units]) => units !== 0)
    .map(([field, units], index) => `${index === 0 ? units : `${LRM}${units < 0 ? '-' : '+'}${Math.abs(units)}`} ${t.moved[field]}`);
  const lines: string[] = [];
  for (const term of [...terms, `= ${t.left(batch.remaining)}`]) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + term.length < ACCOUNT_LINE) lines[last] += ` ${term}`;
    else lines.push(term);
  }
  return lines;
}

/** Every sale of a lot, newest first, with whom to call: what a pharmacy hands over when a lot is recalled. */
export async function renderRecallPdf(recall: RecallDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(recall.shop);
  const t = RECALL_LABELS[shop.language];
  const batches = recall.batches.flatMap((batch) => [
    t.batch(
      batch.product.name,
      batch.received,
      batch.remaining,
      batch.grn && batch.supplier ? t.from(batch.supplier, batch.grn.number, pdfDate(batch.grn.date)) : '',
    ),
    ...accountLines(batch, t),
  ]);
  const pdf = await renderPdf({
    title: t.title,
    number: recall.batchNumber,
    date: pdfDateTime(recall.generatedAt, timeZone),
    shop,
    parties: [
      { label: t.batches, lines: batches.length ? batches : [t.none] },
      {
        label: t.summary,
        lines: [
          t.sold(recall.unitsSold),
          t.inPreparations(recall.unitsInPreparations),
          t.customers(recall.customers),
          // Sold over the counter to nobody in particular: counted, with nobody to call.
          ...(recall.walkInSales.count ? [t.walkIn(recall.walkInSales.count, recall.walkInSales.units)] : []),
          t.returned(recall.unitsReturned),
        ],
      },
    ],
    columns: [
      { header: t.date, width: 0.12 },
      { header: t.invoice, width: 0.17 },
      { header: t.customer, width: 0.22 },
      { header: t.phone, width: 0.13 },
      { header: t.product, width: 0.22 },
      { header: t.quantity, width: 0.07, align: 'right' },
      { header: t.returnedColumn, width: 0.07, align: 'right' },
    ],
    rows: recall.sales.map((sale) => [
      pdfDate(sale.date),
      sale.invoiceNumber,
      sale.customer.name,
      leftToRight(sale.customer.mobile),
      // On a line of its own: a line with Arabic letters would be shrunk to the column's width.
      sale.viaMixedStock ? `${sale.product.name}\n${t.mixed(sale.lotUnits)}` : sale.product.name,
      String(sale.quantity),
      sale.returnedQuantity ? String(sale.returnedQuantity) : '',
    ]),
    notes: recall.sales.some((sale) => sale.viaMixedStock) ? [t.note] : [],
  });
  const day = localDate(timeZone, new Date(recall.generatedAt));
  return { pdf, fileName: `rappel-${recall.batchNumber}-${day}.pdf` };
}
