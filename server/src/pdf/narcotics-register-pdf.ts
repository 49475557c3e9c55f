import {
  STOCK_MOVEMENT_LABELS,
  type AdjustmentReason,
  type DocumentLanguage,
  type NarcoticsEntry,
  type StockMovementType,
} from '@hanout/contract';
import { localDate } from '../lib/clock';
import { pdfDate, pdfDateTime, streamPdf, type PdfFrame } from './pdf-document';
import type { StreamedPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';
import { leftToRight } from './text';

/** What the narcotics register prints: a tableau B product's movements over a range of days, with the balances. */
export interface NarcoticsDocument {
  shop: ShopIdentity;
  generatedAt: string;
  from: string | null;
  to: string | null;
  product: { id: number; name: string };
  openingBalance: number;
  totalIn: number;
  totalOut: number;
  closingBalance: number;
  /** Reads the movements in chunks, each with its running balance; called once per pass over them. */
  entries: () => AsyncIterable<NarcoticsEntry[]>;
}

type ReasonCode = AdjustmentReason | 'OPENING_STOCK' | 'LEDGER_START';

interface NarcoticsLabels {
  title: string;
  product: string;
  period: string;
  days: (from: string | null, to: string | null) => string;
  opening: string;
  totalIn: string;
  totalOut: string;
  closing: string;
  date: string;
  movement: string;
  document: string;
  lot: string;
  party: string;
  in: string;
  out: string;
  balance: string;
  reason: string;
  /** Movement kinds; one not named here prints in English. */
  movements: Record<StockMovementType, string>;
  reasons: Record<ReasonCode, string>;
  note: string;
}

const NARCOTICS_LABELS: Record<DocumentLanguage, NarcoticsLabels> = {
  fr: {
    title: 'Registre des stupéfiants',
    product: 'Produit (tableau B)',
    period: 'Période',
    days: (from, to) => (from && to ? `Du ${from} au ${to}` : from ? `Depuis le ${from}` : to ? `Jusqu’au ${to}` : 'Depuis le début'),
    opening: 'Solde au début de la période',
    totalIn: 'Entrées',
    totalOut: 'Sorties',
    closing: 'Solde à la fin de la période',
    date: 'Date',
    movement: 'Mouvement',
    document: 'Pièce',
    lot: 'Lot',
    party: 'Fournisseur / patient',
    in: 'Entrée',
    out: 'Sortie',
    balance: 'Solde',
    reason: 'Motif',
    movements: {
      GRN: 'Réception',
      SALE: 'Délivrance',
      CREDIT_NOTE: 'Retour client',
      SUPPLIER_RETURN: 'Retour fournisseur',
      MIX_IN: 'Préparation',
      MIX_OUT: 'Utilisé en préparation',
      ADJUSTMENT: 'Ajustement',
      COUNT: 'Inventaire',
      SPLIT_OUT: 'Boîtes déconditionnées',
      SPLIT_IN: 'Unités de boîtes déconditionnées',
    },
    reasons: {
      BREAKAGE: 'Casse',
      EXPIRED_DESTROYED: 'Périmé, détruit',
      THEFT: 'Vol',
      COUNT_CORRECTION: 'Correction de comptage',
      INTERNAL_USE: 'Usage interne',
      OTHER: 'Autre',
      OPENING_STOCK: 'Stock initial',
      LEDGER_START: 'Quantité au début de l’historique',
    },
    note: 'Chaque unité entrée ou sortie est inscrite avec sa pièce ; le solde est le stock du produit après le mouvement.',
  },
  ar: {
    title: 'سجل المخدرات',
    product: 'المنتج (الجدول ب)',
    period: 'الفترة',
    days: (from, to) => (from && to ? `من ${from} إلى ${to}` : from ? `منذ ${from}` : to ? `حتى ${to}` : 'منذ البداية'),
    opening: 'الرصيد في بداية الفترة',
    totalIn: 'المداخيل',
    totalOut: 'المخارج',
    closing: 'الرصيد في نهاية الفترة',
    date: 'التاريخ',
    movement: 'الحركة',
    document: 'الوثيقة',
    lot: 'التشغيلة',
    party: 'المورد / المريض',
    in: 'دخول',
    out: 'خروج',
    balance: 'الرصيد',
    reason: 'السبب',
    movements: {
      GRN: 'استلام',
      SALE: 'صرف',
      CREDIT_NOTE: 'إرجاع من زبون',
      SUPPLIER_RETURN: 'إرجاع إلى المورد',
      MIX_IN: 'مستحضر',
      MIX_OUT: 'استعمل في مستحضر',
      ADJUSTMENT: 'تعديل',
      COUNT: 'جرد',
      SPLIT_OUT: 'علب مفتوحة',
      SPLIT_IN: 'وحدات من علب مفتوحة',
    },
    reasons: {
      BREAKAGE: 'كسر',
      EXPIRED_DESTROYED: 'منتهي الصلاحية، أتلف',
      THEFT: 'سرقة',
      COUNT_CORRECTION: 'تصحيح العد',
      INTERNAL_USE: 'استعمال داخلي',
      OTHER: 'آخر',
      OPENING_STOCK: 'مخزون افتتاحي',
      LEDGER_START: 'الكمية عند بداية السجل',
    },
    note: 'تقيد كل وحدة داخلة أو خارجة مع وثيقتها؛ الرصيد هو مخزون المنتج بعد الحركة.',
  },
  en: {
    title: 'Narcotics register',
    product: 'Product (schedule B)',
    period: 'Period',
    days: (from, to) => (from && to ? `From ${from} to ${to}` : from ? `Since ${from}` : to ? `Until ${to}` : 'From the start'),
    opening: 'Balance at the start of the period',
    totalIn: 'Units in',
    totalOut: 'Units out',
    closing: 'Balance at the end of the period',
    date: 'Date',
    movement: 'Movement',
    document: 'Document',
    lot: 'Lot',
    party: 'Supplier / patient',
    in: 'In',
    out: 'Out',
    balance: 'Balance',
    reason: 'Reason',
    movements: STOCK_MOVEMENT_LABELS,
    reasons: {
      BREAKAGE: 'Breakage',
      EXPIRED_DESTROYED: 'Expired, destroyed',
      THEFT: 'Theft',
      COUNT_CORRECTION: 'Count correction',
      INTERNAL_USE: 'Internal use',
      OTHER: 'Other',
      OPENING_STOCK: 'Opening stock',
      LEDGER_START: 'Quantity when the history began',
    },
    note: 'Every unit in or out is entered with its document; the balance is the product’s stock after the movement.',
  },
};

const dayOrNull = (day: string | null) => (day ? pdfDate(day) : null);

/**
 * A tableau B product's register over a range of days, for an inspection: the balance before it, every
 * movement with its document, lot, supplier or patient and the running balance, the balance after it;
 * landscape pages in the shop's document language, streamed as it is read.
 */
export function narcoticsRegisterPdf(register: NarcoticsDocument, timeZone: string): StreamedPdf {
  const shop = pdfShop(register.shop);
  const t = NARCOTICS_LABELS[shop.language];
  const reasonText = (reason: string | null) => (reason === null ? '' : (t.reasons[reason as ReasonCode] ?? reason));
  const frame: PdfFrame = {
    title: t.title,
    date: pdfDateTime(register.generatedAt, timeZone),
    shop,
    landscape: true,
    parties: [
      { label: t.product, lines: [register.product.name] },
      {
        label: t.period,
        lines: [
          t.days(dayOrNull(register.from), dayOrNull(register.to)),
          labelled(shop.language, t.opening, String(register.openingBalance)),
        ],
      },
    ],
    columns: [
      { header: t.date, width: 0.09 },
      { header: t.movement, width: 0.12 },
      { header: t.document, width: 0.13 },
      { header: t.lot, width: 0.09 },
      { header: t.party, width: 0.2 },
      { header: t.in, width: 0.07, align: 'right' },
      { header: t.out, width: 0.07, align: 'right' },
      { header: t.balance, width: 0.08, align: 'right' },
      { header: t.reason, width: 0.15 },
    ],
    totals: [
      [t.totalIn, String(register.totalIn)],
      [t.totalOut, String(register.totalOut)],
      [t.closing, String(register.closingBalance)],
    ],
    notes: [t.note],
  };
  async function* rows() {
    for await (const entries of register.entries()) {
      yield entries.map((entry) => [
        pdfDate(entry.date),
        t.movements[entry.type],
        entry.document?.number ? leftToRight(entry.document.number) : '',
        entry.batchNumber ?? '',
        entry.party ?? '',
        entry.quantityIn ? String(entry.quantityIn) : '',
        entry.quantityOut ? String(entry.quantityOut) : '',
        String(entry.balance),
        [reasonText(entry.reason), entry.note].filter(Boolean).join(' — '),
      ]);
    }
  }
  const day = localDate(timeZone, new Date(register.generatedAt));
  return { fileName: `registre-stupefiants-${register.product.id}-${day}.pdf`, write: (out) => streamPdf(frame, rows, out) };
}
