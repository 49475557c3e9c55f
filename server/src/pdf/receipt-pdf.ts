import { SharedFontsDocument } from './standard-fonts';
import { pdfBytes, pdfDate, pdfDateTime, pdfMoney } from './pdf-document';
import type { InvoiceDocument } from './invoice-pdf';
import { INVOICE_LABELS, paymentOf } from './invoice-pdf';
import type { RecordPdf } from './rendered';
import { labelled, pdfShop } from './shop-identity';
import { pageWriter, textHeight } from './text';

const RECEIPT_LABELS = {
  fr: { receipt: 'Ticket', thanks: 'Merci de votre visite' },
  ar: { receipt: 'وصل البيع', thanks: 'شكرا على زيارتكم' },
  en: { receipt: 'Receipt', thanks: 'Thank you for your visit' },
};

const POINTS_PER_MM = 72 / 25.4;
const MARGIN_MM = 3;

/**
 * Lays out the ticket on `doc` and answers the height it takes: run once without drawing, to
 * measure, then again drawing on a page cut to that height, as a roll printer prints it.
 */
function drawReceipt(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, timeZone: string, widthMm: number, draw: boolean): number {
  const shop = pdfShop(invoice.shop);
  const t = { ...INVOICE_LABELS[shop.language], ...RECEIPT_LABELS[shop.language] };
  const margin = MARGIN_MM * POINTS_PER_MM;
  const width = widthMm * POINTS_PER_MM - 2 * margin;
  const small = widthMm < 70 ? 7 : 8;
  let y = margin;
  const write = pageWriter(doc, shop.language === 'ar');
  const put: typeof write = (...args) => {
    if (draw) write(...args);
  };
  const line = (text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center' | 'right' } = {}) => {
    const box = { width, size: options.size ?? small, weight: options.bold ? ('bold' as const) : ('regular' as const) };
    put(text, margin, y, { ...box, align: options.align ?? 'left' });
    y += textHeight(doc, text, box) + 1;
  };
  const pair = (label: string, value: string, bold = false) => {
    const style = { size: bold ? small + 2 : small, weight: bold ? ('bold' as const) : ('regular' as const) };
    const height = textHeight(doc, label, { width: width * 0.6, ...style });
    put(label, margin, y, { width: width * 0.6, ...style });
    put(value, margin + width * 0.4, y, { width: width * 0.6, align: 'right', ...style });
    y += height + 1;
  };
  const rule = () => {
    y += 2;
    if (draw)
      doc
        .moveTo(margin, y)
        .lineTo(margin + width, y)
        .dash(1, { space: 1.5 })
        .lineWidth(0.5)
        .strokeColor('#000')
        .stroke()
        .undash();
    y += 3;
  };

  if (draw) doc.fillColor('#000');
  if (shop.name) line(shop.name, { size: small + 3, bold: true, align: 'center' });
  for (const text of shop.lines) line(text, { align: 'center' });
  if (shop.legal) line(shop.legal, { size: small - 1, align: 'center' });
  rule();
  line(`${t.receipt} ${invoice.number}`, { bold: true, align: 'center' });
  line(pdfDateTime(invoice.dateTime, timeZone), { align: 'center' });
  if (!invoice.customer.walkIn) line(labelled(shop.language, t.customer, invoice.customer.name), { align: 'center' });
  rule();
  for (const item of invoice.invoiceItems) {
    line(`${item.product.name}${item.stock.batchNumber ? ` · ${t.lot} ${item.stock.batchNumber}` : ''}`, { bold: true });
    // What a pharmacy's customer checks on the ticket too: until when the box may be taken.
    line(labelled(shop.language, t.expiry, pdfDate(item.stock.expireDate)), { size: small - 1 });
    pair(
      `${item.quantity} × ${pdfMoney(item.sellingPrice)}${invoice.vatRegistered ? ` · ${t.vat} ${item.vatRate} %` : ''}`,
      pdfMoney(item.total),
    );
  }
  rule();
  if (invoice.vatRegistered) {
    for (const rate of invoice.vatBreakdown) pair(`${t.vat} ${rate.rate} % (${t.base} ${pdfMoney(rate.base)})`, pdfMoney(rate.vat));
    pair(t.totalExclVat, pdfMoney(invoice.totalExclVat));
    pair(t.totalVat, pdfMoney(invoice.totalVat));
  }
  pair(invoice.vatRegistered ? t.total : t.totalPlain, pdfMoney(invoice.totalInclVat), true);
  pair(paymentOf(invoice, shop.language).paidLabel, pdfMoney(invoice.invoicePayment.payment));
  if (invoice.invoicePayment.change > 0) pair(t.change, pdfMoney(invoice.invoicePayment.change), true);
  if (invoice.remainingDue > 0) pair(t.due, pdfMoney(invoice.remainingDue), true);
  if (!invoice.vatRegistered) line(invoice.shop.vatNotApplicableNote || t.vatNotApplicable, { size: small - 1 });
  rule();
  line(t.thanks, { align: 'center' });
  return y + margin;
}

/** The till receipt of an invoice: a roll-paper ticket, 80 mm wide or 58 mm by the shop's setting, as tall as its lines. */
export async function renderReceiptPdf(invoice: InvoiceDocument, timeZone: string): Promise<RecordPdf> {
  const widthMm = invoice.shop.receiptWidth;
  const width = widthMm * POINTS_PER_MM;
  // Measured on a document never drawn on nor written out: its fonts give the texts' heights.
  const measure = new SharedFontsDocument({ size: [width, 14_400], margin: 0, autoFirstPage: true });
  const height = drawReceipt(measure, invoice, timeZone, widthMm, false);

  const doc = new SharedFontsDocument({
    size: [width, Math.ceil(height)],
    margin: 0,
    info: { Title: `${invoice.number}`, Author: invoice.shop.name },
  });
  const done = pdfBytes(doc);
  drawReceipt(doc, invoice, timeZone, widthMm, true);
  doc.end();
  return { pdf: await done, fileName: `${invoice.number}-ticket.pdf`, record: { id: invoice.id, number: invoice.number } };
}
