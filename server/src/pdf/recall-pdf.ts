import type { DocumentLanguage, Recall } from '@hanout/contract';
import { localDate } from '../common/clock';
import { pdfDate, pdfDateTime, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What a lot recall PDF shows: the lot's batches and every sale of its units. */
export type RecallDocument = Recall & { shop: ShopIdentity; generatedAt: string };

const RECALL_FR = {
  title: 'Rappel de lot',
  lot: (lot: string) => `Lot ${lot}`,
  batches: 'Lots reçus',
  batch: (product: string, received: number, remaining: number, from: string) =>
    `${product} : ${received} reçus${from}, ${remaining} encore en stock`,
  from: (supplier: string, grn: string, date: string) => ` de ${supplier} (${grn} du ${date})`,
  summary: 'Ventes',
  sold: (units: number, customers: number) => `${units} unités vendues à ${customers} client${customers === 1 ? '' : 's'}`,
  returned: (units: number) => `${units} retournées par des avoirs`,
  date: 'Date',
  invoice: 'Facture',
  customer: 'Client',
  phone: 'Téléphone',
  product: 'Produit',
  quantity: 'Qté',
  returnedColumn: 'Retour',
  mixed: ' (préparation)',
  none: 'Aucun lot ne porte ce numéro.',
  note: 'Les ventes « (préparation) » sont des préparations magistrales faites avec une unité du lot.',
};

const RECALL_LABELS: Record<DocumentLanguage, typeof RECALL_FR> = {
  fr: RECALL_FR,
  ar: {
    title: 'سحب التشغيلة',
    lot: (lot) => `التشغيلة ${lot}`,
    batches: 'التشغيلات المستلمة',
    batch: (product, received, remaining, from) => `${product}: استلم ${received}${from}، ولا يزال ${remaining} في المخزون`,
    from: (supplier, grn, date) => ` من ${supplier} (${grn} بتاريخ ${date})`,
    summary: 'المبيعات',
    sold: (units, customers) => `بيعت ${units} وحدة لـ ${customers} زبون`,
    returned: (units) => `أرجعت ${units} بإشعارات دائنة`,
    date: 'التاريخ',
    invoice: 'الفاتورة',
    customer: 'الزبون',
    phone: 'الهاتف',
    product: 'المنتج',
    quantity: 'الكمية',
    returnedColumn: 'المرتجع',
    mixed: ' (مستحضر)',
    none: 'لا توجد تشغيلة بهذا الرقم.',
    note: 'المبيعات «(مستحضر)» مستحضرات صنعت بوحدة من هذه التشغيلة.',
  },
  en: {
    title: 'Lot recall',
    lot: (lot) => `Lot ${lot}`,
    batches: 'Batches received',
    batch: (product, received, remaining, from) => `${product}: ${received} received${from}, ${remaining} still in stock`,
    from: (supplier, grn, date) => ` from ${supplier} (${grn} of ${date})`,
    summary: 'Sales',
    sold: (units, customers) => `${units} units sold to ${customers} customer${customers === 1 ? '' : 's'}`,
    returned: (units) => `${units} brought back on credit notes`,
    date: 'Date',
    invoice: 'Invoice',
    customer: 'Customer',
    phone: 'Phone',
    product: 'Product',
    quantity: 'Qty',
    returnedColumn: 'Returned',
    mixed: ' (preparation)',
    none: 'No batch has this lot number.',
    note: 'Sales marked "(preparation)" are mixed preparations made with a unit of the lot.',
  },
};

/** Every sale of a lot, newest first, with whom to call: what a pharmacy hands over when a lot is recalled. */
export async function renderRecallPdf(recall: RecallDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(recall.shop);
  const t = RECALL_LABELS[shop.language];
  const batches = recall.batches.map((batch) =>
    t.batch(
      batch.product.name,
      batch.received,
      batch.remaining,
      batch.grn && batch.supplier ? t.from(batch.supplier, batch.grn.number, pdfDate(batch.grn.date)) : '',
    ),
  );
  const pdf = await renderPdf({
    title: t.title,
    number: recall.batchNumber,
    date: pdfDateTime(recall.generatedAt, timeZone),
    shop,
    parties: [
      { label: t.batches, lines: batches.length ? batches : [t.none] },
      { label: t.summary, lines: [t.sold(recall.unitsSold, recall.customers), t.returned(recall.unitsReturned)] },
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
      sale.customer.mobile,
      `${sale.product.name}${sale.viaMixedStock ? t.mixed : ''}`,
      String(sale.quantity),
      sale.returnedQuantity ? String(sale.returnedQuantity) : '',
    ]),
    notes: recall.sales.some((sale) => sale.viaMixedStock) ? [t.note] : [],
  });
  const day = localDate(timeZone, new Date(recall.generatedAt));
  return { pdf, fileName: `rappel-${recall.batchNumber}-${day}.pdf` };
}
