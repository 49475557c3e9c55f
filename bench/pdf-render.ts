/**
 * `node --import tsx bench/pdf-render.ts [N]`: the server CPU of rendering an invoice and its till
 * receipt, in process, N times each after one rendering that loads the fonts. Run it with
 * `--cpu-prof --cpu-prof-dir=DIR` to see where the time goes. It prints milliseconds of CPU (user +
 * system) per document.
 */
import type { InvoiceDocument } from '../server/src/pdf/invoice-pdf';
import { renderInvoicePdf } from '../server/src/pdf/invoice-pdf';
import { renderReceiptPdf } from '../server/src/pdf/receipt-pdf';
import { TIME_ZONE } from './config';

const RUNS = Number(process.argv[2] ?? 200);

const LINES = [
  ['Doliprane 1000 mg, 8 comprimés', 'Sanofi', 1, 2.0],
  ['Smecta 3 g, 30 sachets', 'Ipsen', 2, 38.5],
  ['Ventoline 100 µg, suspension pour inhalation', 'GSK', 1, 32.9],
  ['Spasfon Lyoc 80 mg', 'Teva', 3, 27.5],
  ['Gaviscon menthe, suspension buvable', 'Reckitt', 1, 45.0],
] as const;

const lines = LINES.map(([name, brand, quantity, price], index) => ({
  id: index + 1,
  stock: { id: 100 + index, manufactureDate: '2026-01-15', expireDate: '2028-06-30', batchNumber: `LOT-${2600 + index}` },
  product: { id: 10 + index, name, brand },
  quantity,
  sellingPrice: price,
  vatRate: 20 as const,
  totalExclVat: Math.round((quantity * price * 100) / 1.2) / 100,
  vat: Math.round(quantity * price * 100 - (quantity * price * 100) / 1.2) / 100,
  total: quantity * price,
  returnedQuantity: 0,
}));
const total = lines.reduce((sum, line) => sum + line.total, 0);

/** A five-line sale to a named customer, as issued by a VAT-registered shop writing in French. */
export const BENCH_INVOICE: InvoiceDocument = {
  id: 1,
  number: 'FA-2026-000123',
  dateTime: '2026-12-07T10:15:00.000Z',
  customer: {
    id: 7,
    ice: '001122334000055',
    name: 'Yasmine Tazi',
    mobile: '0612345678',
    type: 'INDIVIDUAL',
    address: '12 rue de Fès, Casablanca',
    walkIn: false,
    creditLimit: null,
  },
  user: { id: 1, name: 'Mehdi Pharmacien' },
  invoiceItems: lines,
  invoicePayment: { payment: 300, balance: 300 - total, change: 0, paymentType: 'CASH' },
  total,
  totalExclVat: lines.reduce((sum, line) => sum + line.totalExclVat, 0),
  totalVat: lines.reduce((sum, line) => sum + line.vat, 0),
  totalInclVat: total,
  vatBreakdown: [{ rate: 20, base: total / 1.2, vat: total - total / 1.2, total }],
  vatRegistered: true,
  remainingDue: 0,
  stillDue: 0,
  creditNotes: [],
  shop: {
    name: 'Pharmacie Atlas',
    legalName: 'Pharmacie Atlas SARL',
    address: '1 boulevard Zerktouni',
    city: 'Casablanca',
    phone: '0522000000',
    email: 'contact@atlas.ma',
    ice: '001234567000089',
    identifiantFiscal: '12345678',
    registreCommerce: '123456',
    taxeProfessionnelle: '12345678',
    cnss: '1234567',
    vatRegistered: true,
    vatExemptionNote: '',
    vatNotApplicableNote: '',
    invoiceFooter: 'Banque Populaire, RIB 190 780 21211 12345678 00 12',
    documentLanguage: 'fr',
    nearExpiryDays: 90,
    receiptWidth: 80,
    alertDigestHour: null,
    hasLogo: false,
    missingIdentity: [],
    logo: null,
  },
};

async function cpuPerDocument(render: () => Promise<unknown>): Promise<number> {
  await render();
  const start = process.cpuUsage();
  for (let run = 0; run < RUNS; run++) await render();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / RUNS;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const invoice = await cpuPerDocument(() => renderInvoicePdf(BENCH_INVOICE, TIME_ZONE));
  const receipt = await cpuPerDocument(() => renderReceiptPdf(BENCH_INVOICE, TIME_ZONE));
  console.log(`invoice ${invoice.toFixed(2)} ms CPU, receipt ${receipt.toFixed(2)} ms CPU (${RUNS} each)`);
}
