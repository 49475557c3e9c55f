import type { DocumentLanguage } from '@hanout/contract';
import { amountInWordsSentence } from './amount-in-words';
import { customerLines, paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RecordPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';

/**
 * What a payment document shows (dirhams): the money received from a customer and the invoices it
 * settled (a receipt), or the money paid to a supplier and the GRNs it settled (a payment voucher).
 */
export interface PaymentReceiptDocument {
  shop: ShopIdentity;
  side: 'customer' | 'supplier';
  id: number;
  number: string;
  dateTime: string;
  /** The day the money was received. */
  date: string;
  amount: number;
  paymentType: string;
  party: { name: string; mobile: string; ice: string; address?: string };
  /** The user who recorded it. */
  recordedBy: string;
  /** Each document settled; `remainingDue`, what it still owed once paid, is absent from copies kept before it was printed. */
  allocations: { documentNumber: string; documentDate: string; documentTotal: number; amount: number; remainingDue?: number }[];
  /** What the whole account still owed once the payment was recorded (absent as above). */
  stillOwed?: number;
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
  remaining: 'Reste dû',
  stillOwed: 'Reste dû sur le compte',
};

const VOUCHER_FR: typeof RECEIPT_FR = {
  title: 'Paiement fournisseur',
  customer: 'Fournisseur',
  payment: 'Paiement',
  mobile: 'Tél',
  receivedOn: 'Payé le',
  paymentMode: 'Mode de paiement',
  receivedBy: 'Payé par',
  invoice: 'Bon de réception',
  invoiceDate: 'Date du bon',
  invoiceTotal: 'Total du bon',
  settled: 'Montant réglé',
  total: 'Montant payé',
  remaining: 'Reste à payer',
  stillOwed: 'Reste dû au fournisseur',
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
    remaining: 'الباقي',
    stillOwed: 'الباقي في الحساب',
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
    remaining: 'Still due',
    stillOwed: 'Still owed on the account',
  },
};

const VOUCHER_LABELS: Record<DocumentLanguage, typeof RECEIPT_FR> = {
  fr: VOUCHER_FR,
  ar: {
    title: 'سند أداء للمورد',
    customer: 'المورد',
    payment: 'الأداء',
    mobile: 'الهاتف',
    receivedOn: 'تاريخ الأداء',
    paymentMode: 'طريقة الأداء',
    receivedBy: 'أداه',
    invoice: 'وصل الاستلام',
    invoiceDate: 'تاريخ الوصل',
    invoiceTotal: 'مجموع الوصل',
    settled: 'المبلغ المؤدى',
    total: 'المبلغ المدفوع',
    remaining: 'الباقي للأداء',
    stillOwed: 'الباقي للمورد',
  },
  en: {
    title: 'Supplier payment',
    customer: 'Supplier',
    payment: 'Payment',
    mobile: 'Mobile',
    receivedOn: 'Paid on',
    paymentMode: 'Payment type',
    receivedBy: 'Paid by',
    invoice: 'GRN',
    invoiceDate: 'GRN date',
    invoiceTotal: 'GRN total',
    settled: 'Amount settled',
    total: 'Amount paid',
    remaining: 'Still to pay',
    stillOwed: 'Still owed to the supplier',
  },
};

/**
 * A customer's payment receipt (`RC-2026-000001`) or a supplier payment voucher (`PF-2026-000001`)
 * as an A4 PDF: who paid whom, how, and which invoices or GRNs it settled.
 */
export async function renderPaymentReceiptPdf(receipt: PaymentReceiptDocument, timeZone: string): Promise<RecordPdf> {
  const shop = pdfShop(receipt.shop);
  const t = (receipt.side === 'customer' ? RECEIPT_LABELS : VOUCHER_LABELS)[shop.language];
  const mode = paymentTypeLabel(receipt.paymentType, shop.language);
  const withRemaining = receipt.allocations.every((allocation) => allocation.remainingDue !== undefined);
  const pdf = await renderPdf({
    title: t.title,
    number: receipt.number,
    date: pdfDateTime(receipt.dateTime, timeZone),
    shop,
    parties: [
      { label: t.customer, lines: customerLines(receipt.party, t.mobile, shop.language) },
      {
        label: t.payment,
        lines: [
          labelled(shop.language, t.receivedOn, pdfDate(receipt.date)),
          labelled(shop.language, t.paymentMode, mode),
          labelled(shop.language, t.receivedBy, receipt.recordedBy),
        ],
      },
    ],
    columns: withRemaining
      ? [
          { header: t.invoice, width: 0.25 },
          { header: t.invoiceDate, width: 0.18 },
          { header: t.invoiceTotal, width: 0.19, align: 'right' },
          { header: t.settled, width: 0.19, align: 'right' },
          { header: t.remaining, width: 0.19, align: 'right' },
        ]
      : [
          { header: t.invoice, width: 0.3 },
          { header: t.invoiceDate, width: 0.2 },
          { header: t.invoiceTotal, width: 0.25, align: 'right' },
          { header: t.settled, width: 0.25, align: 'right' },
        ],
    rows: receipt.allocations.map((allocation) => [
      allocation.documentNumber,
      pdfDate(allocation.documentDate),
      pdfMoney(allocation.documentTotal),
      pdfMoney(allocation.amount),
      ...(withRemaining ? [pdfMoney(allocation.remainingDue ?? 0)] : []),
    ]),
    totals: [
      [t.total, pdfMoney(receipt.amount)],
      ...(receipt.stillOwed === undefined ? [] : [[t.stillOwed, pdfMoney(receipt.stillOwed)] as [string, string]]),
    ],
    notes: [amountInWordsSentence(receipt.amount, shop.language, receipt.side === 'customer' ? 'receipt' : 'voucher')],
  });
  return { pdf, fileName: `${receipt.number}.pdf`, record: { id: receipt.id, number: receipt.number } };
}
