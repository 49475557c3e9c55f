import type { CreditNote, Customer, DocumentLanguage } from '@hanout/contract';
import { amountInWordsSentence } from './amount-in-words';
import { INVOICE_LABELS, salesLinesTable, salesTotals } from './invoice-pdf';
import { customerLines, paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RecordPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';

/** What a credit note PDF shows: the credit note as issued, its customer and the shop. */
export type CreditNoteDocument = CreditNote & { customer: Customer; shop: ShopIdentity };

const CREDIT_NOTE_FR = {
  title: 'Avoir',
  correction: 'Correction',
  invoice: (number: string, date: string) => `Facture ${number} du ${date}`,
  issuedBy: 'Établi par',
  restocked: 'Remis en stock',
  destroyed: 'Détruit',
  reason: 'Motif',
  refunded: 'Remboursé',
  credited: 'Déduit du compte du client',
};

const CREDIT_NOTE_LABELS: Record<DocumentLanguage, typeof CREDIT_NOTE_FR> = {
  fr: CREDIT_NOTE_FR,
  ar: {
    title: 'إشعار دائن',
    correction: 'تصحيح',
    invoice: (number, date) => `الفاتورة ${number} بتاريخ ${date}`,
    issuedBy: 'حرره',
    restocked: 'أعيد إلى المخزون',
    destroyed: 'أتلف',
    reason: 'السبب',
    refunded: 'المبلغ المسترد',
    credited: 'مخصوم من حساب الزبون',
  },
  en: {
    title: 'Credit note',
    correction: 'Correction',
    invoice: (number, date) => `Invoice ${number} of ${date}`,
    issuedBy: 'Issued by',
    restocked: 'Back in stock',
    destroyed: 'Destroyed',
    reason: 'Reason',
    refunded: 'Refunded',
    credited: "Taken off the customer's account",
  },
};

/**
 * The credit note (avoir): laid out as the invoice it corrects, which it names, with the same legal
 * mentions and VAT by rate; each line says whether its units went back into stock, and the totals say
 * what was refunded and what was taken off what the customer owes.
 */
export async function renderCreditNotePdf(note: CreditNoteDocument, timeZone: string): Promise<RecordPdf> {
  const shop = pdfShop(note.shop);
  const t = INVOICE_LABELS[shop.language];
  const c = CREDIT_NOTE_LABELS[shop.language];
  const totals = salesTotals(note, t);
  if (note.refund.amount > 0 && note.refund.paymentType)
    totals.push([`${c.refunded} (${paymentTypeLabel(note.refund.paymentType, shop.language)})`, pdfMoney(note.refund.amount)]);
  totals.push([c.credited, pdfMoney(note.credited)]);
  const { vatNotes, ...table } = salesLinesTable(note, note.items, t, (index) => {
    const line = note.items[index];
    return [line.restocked ? c.restocked : c.destroyed, ...(line.reason ? [labelled(shop.language, c.reason, line.reason)] : [])];
  });
  const pdf = await renderPdf({
    title: c.title,
    number: note.number,
    date: pdfDateTime(note.dateTime, timeZone),
    shop,
    footer: note.shop.invoiceFooter,
    parties: [
      { label: t.customer, lines: customerLines(note.customer, t.mobile, shop.language) },
      {
        label: c.correction,
        lines: [c.invoice(note.invoice.number, pdfDate(note.invoice.date)), labelled(shop.language, c.issuedBy, note.user.name)],
      },
    ],
    ...table,
    totals,
    notes: [amountInWordsSentence(note.total, shop.language, 'creditNote'), ...vatNotes],
  });
  return { pdf, fileName: `${note.number}.pdf`, record: { id: note.id, number: note.number } };
}
