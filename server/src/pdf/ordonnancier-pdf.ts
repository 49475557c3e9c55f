import type { DocumentLanguage, MedicineSchedule, OrdonnancierEntry } from '@hanout/contract';
import { localDate } from '../lib/clock';
import { pdfDate, pdfDateTime, streamPdf, type PdfFrame } from './pdf-document';
import type { StreamedPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';
import { leftToRight } from './text';

/** What the ordonnancier prints: the days it covers (null: open), its totals, and its entries in register order. */
export interface OrdonnancierDocument {
  shop: ShopIdentity;
  generatedAt: string;
  from: string | null;
  to: string | null;
  entryCount: number;
  /** Units dispensed less units returned. */
  units: number;
  /** Reads the entries in chunks; called once per pass over them. */
  entries: () => AsyncIterable<OrdonnancierEntry[]>;
}

interface OrdonnancierLabels {
  title: string;
  period: string;
  days: (from: string | null, to: string | null) => string;
  counted: (entries: number, units: number) => string;
  number: string;
  date: string;
  prescriber: string;
  patient: string;
  prescription: string;
  product: string;
  quantity: string;
  lot: string;
  document: string;
  inpe: string;
  nationalId: string;
  prescriptionNumber: string;
  schedules: Record<MedicineSchedule, string>;
  reverses: (number: string) => string;
  note: string;
}

const ORDONNANCIER_LABELS: Record<DocumentLanguage, OrdonnancierLabels> = {
  fr: {
    title: 'Ordonnancier',
    period: 'Période',
    days: (from, to) => (from && to ? `Du ${from} au ${to}` : from ? `Depuis le ${from}` : to ? `Jusqu’au ${to}` : 'Depuis le début'),
    counted: (entries, units) =>
      `${entries} inscription${entries === 1 ? '' : 's'}, ${units} unité${units === 1 ? '' : 's'} délivrée${units === 1 ? '' : 's'}`,
    number: 'N° d’ordre',
    date: 'Date',
    prescriber: 'Prescripteur',
    patient: 'Patient',
    prescription: 'Ordonnance',
    product: 'Médicament',
    quantity: 'Qté',
    lot: 'Lot',
    document: 'Pièce',
    inpe: 'INPE',
    nationalId: 'CIN',
    prescriptionNumber: 'N°',
    schedules: { NONE: 'Sur ordonnance', A: 'Tableau A', B: 'Tableau B', C: 'Tableau C' },
    reverses: (number) => `annule ${number}`,
    note: 'Inscriptions numérotées sans interruption par année ; une inscription n’est jamais modifiée : un retour est une contre-inscription de quantité négative.',
  },
  ar: {
    title: 'سجل الوصفات',
    period: 'الفترة',
    days: (from, to) => (from && to ? `من ${from} إلى ${to}` : from ? `منذ ${from}` : to ? `حتى ${to}` : 'منذ البداية'),
    counted: (entries, units) => `عدد التقييدات: ${entries}، الوحدات المسلمة: ${units}`,
    number: 'الرقم الترتيبي',
    date: 'التاريخ',
    prescriber: 'الطبيب الواصف',
    patient: 'المريض',
    prescription: 'الوصفة',
    product: 'الدواء',
    quantity: 'الكمية',
    lot: 'التشغيلة',
    document: 'الوثيقة',
    inpe: 'INPE',
    nationalId: 'البطاقة الوطنية',
    prescriptionNumber: 'رقم',
    schedules: { NONE: 'بوصفة طبية', A: 'الجدول أ', B: 'الجدول ب', C: 'الجدول ج' },
    reverses: (number) => `يلغي ${number}`,
    note: 'التقييدات مرقمة دون انقطاع في كل سنة، ولا يغير أي تقييد: الإرجاع تقييد مقابل بكمية سالبة.',
  },
  en: {
    title: 'Prescription register',
    period: 'Period',
    days: (from, to) => (from && to ? `From ${from} to ${to}` : from ? `Since ${from}` : to ? `Until ${to}` : 'From the start'),
    counted: (entries, units) => `${entries} entr${entries === 1 ? 'y' : 'ies'}, ${units} unit${units === 1 ? '' : 's'} dispensed`,
    number: 'Entry No.',
    date: 'Date',
    prescriber: 'Prescriber',
    patient: 'Patient',
    prescription: 'Prescription',
    product: 'Medicine',
    quantity: 'Qty',
    lot: 'Lot',
    document: 'Document',
    inpe: 'INPE',
    nationalId: 'ID',
    prescriptionNumber: 'No.',
    schedules: { NONE: 'On prescription', A: 'Schedule A', B: 'Schedule B', C: 'Schedule C' },
    reverses: (number) => `reverses ${number}`,
    note: 'Entries are numbered without gaps each year and never changed: a return is a counter-entry of negative quantity.',
  },
};

const dayOrNull = (day: string | null) => (day ? pdfDate(day) : null);

/**
 * The ordonnancier over a range of days, for an inspection: every entry with its prescriber, patient,
 * prescription, medicine, quantity, lot and the invoice (or credit note) behind it, on landscape pages,
 * in the shop's document language, streamed as it is read (see streamPdf).
 */
export function ordonnancierPdf(register: OrdonnancierDocument, timeZone: string): StreamedPdf {
  const shop = pdfShop(register.shop);
  const t = ORDONNANCIER_LABELS[shop.language];
  const tagged = (label: string, value: string | null) => (value ? labelled(shop.language, label, leftToRight(value)) : '');
  const frame: PdfFrame = {
    title: t.title,
    date: pdfDateTime(register.generatedAt, timeZone),
    shop,
    landscape: true,
    parties: [
      {
        label: t.period,
        lines: [t.days(dayOrNull(register.from), dayOrNull(register.to)), t.counted(register.entryCount, register.units)],
      },
    ],
    columns: [
      { header: t.number, width: 0.11 },
      { header: t.date, width: 0.07 },
      { header: t.prescriber, width: 0.14 },
      { header: t.patient, width: 0.18 },
      { header: t.prescription, width: 0.09 },
      { header: t.product, width: 0.17 },
      { header: t.quantity, width: 0.04, align: 'right' },
      { header: t.lot, width: 0.08 },
      { header: t.document, width: 0.12 },
    ],
    notes: [t.note],
  };
  async function* rows() {
    for await (const entries of register.entries()) {
      yield entries.map((entry) =>
        [
          leftToRight(entry.number),
          pdfDate(entry.date),
          [entry.prescriber.name, tagged(t.inpe, entry.prescriber.inpe)],
          [entry.patient.name, entry.patient.address ?? '', tagged(t.nationalId, entry.patient.nationalId)],
          [pdfDate(entry.prescription.date), tagged(t.prescriptionNumber, entry.prescription.number)],
          [entry.product.name, t.schedules[entry.product.schedule]],
          String(entry.quantity),
          entry.batchNumber ?? '',
          [leftToRight(entry.document.number), entry.reverses ? t.reverses(leftToRight(entry.reverses.number)) : ''],
        ].map((cell) => (Array.isArray(cell) ? cell.filter(Boolean).join('\n') : cell)),
      );
    }
  }
  const name = [register.from, register.to].filter(Boolean).join('-') || localDate(timeZone, new Date(register.generatedAt));
  return { fileName: `ordonnancier-${name}.pdf`, write: (out) => streamPdf(frame, rows, out) };
}
