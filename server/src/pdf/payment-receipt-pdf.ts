import type { DocumentLanguage } from '@hanout/contract';
import { amountInWordsSentence } from './amount-in-words';
import { customerLines, paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What a payment receipt shows: the money received from a customer and the invoices it settled (dirhams). */
export interface PaymentReceiptDocument {
  shop: ShopIdentity;
  id: number;
  number: string;
  dateTime: string;
  /** The day the money was received. */
  date: string;
  amount: number;
  paymentType: string;
  customer: { name: string; mobile: string; ice: string };
  receivedBy: string;
  allocations: { invoiceNumber: string; invoiceDate: string; invoiceTotal: number; amount: number }[];
}

const RECEIPT_FR = {
  title: 'Reçu',
  customer: 'Client',
  payment: 'Paiement',
  mobile: 'Tél',
  receivedOn: 'Reçu le',
  paymentMode: 'Mode de paiement',
  receivedBy: 'Reçu par',
  invoice: 'Facture',
  invoiceDate: 'Date de la facture',
  invoiceTotal: 'Total de la facture',
  settled: 'Montant réglé',
  total: 'Montant reçu',
};

const RECEIPT_LABELS: Record<DocumentLanguage, typeof RECEIPT_FR> = {
  fr: RECEIPT_FR,
  ar: {
    title: 'وصل أداء',
    customer: 'الزبون',
    payment: 'الأداء',
    mobile: 'الهاتف',
    receivedOn: 'تاريخ التوصل',
    paymentMode: 'طريقة الأداء',
    receivedBy: 'توصل به',
    invoice: 'الفاتورة',
    invoiceDate: 'تاريخ الفاتورة',
    invoiceTotal: 'مجموع الفاتورة',
    settled: 'المبلغ المؤدى',
    total: 'المبلغ المتوصل به',
  },
  en: {
    title: 'Payment receipt',
    customer: 'Customer',
    payment: 'Payment',
    mobile: 'Mobile',
    receivedOn: 'Received on',
    paymentMode: 'Payment type',
    receivedBy: 'Received by',
    invoice: 'Invoice',
    invoiceDate: 'Invoice date',
    invoiceTotal: 'Invoice total',
    settled: 'Amount settled',
    total: 'Amount received',
  },
};

/** A customer's payment receipt (`RC-2026-000001`) as an A4 PDF: who paid, how, and which invoices it settled. */
export async function renderPaymentReceiptPdf(receipt: PaymentReceiptDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(receipt.shop);
  const t = RECEIPT_LABELS[shop.language];
  const mode = paymentTypeLabel(receipt.paymentType, shop.language);
  const pdf = await renderPdf({
    title: t.title,
    number: receipt.number,
    date: pdfDateTime(receipt.dateTime, timeZone),
    shop,
    parties: [
      { label: t.customer, lines: customerLines(receipt.customer, t.mobile) },
      {
        label: t.payment,
        lines: [`${t.receivedOn}: ${pdfDate(receipt.date)}`, `${t.paymentMode}: ${mode}`, `${t.receivedBy}: ${receipt.receivedBy}`],
      },
    ],
    columns: [
      { header: t.invoice, width: 0.3 },
      { header: t.invoiceDate, width: 0.2 },
      { header: t.invoiceTotal, width: 0.25, align: 'right' },
      { header: t.settled, width: 0.25, align: 'right' },
    ],
    rows: receipt.allocations.map((allocation) => [
      allocation.invoiceNumber,
      pdfDate(allocation.invoiceDate),
      pdfMoney(allocation.invoiceTotal),
      pdfMoney(allocation.amount),
    ]),
    totals: [[t.total, pdfMoney(receipt.amount)]],
    notes: [amountInWordsSentence(receipt.amount, shop.language, 'receipt')],
  });
  return { pdf, fileName: `${receipt.number}.pdf`, record: { id: receipt.id, number: receipt.number } };
}
