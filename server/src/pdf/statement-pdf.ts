import type { DocumentLanguage } from '@hanout/contract';
import { localDate } from '../lib/clock';
import { customerLines, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './rendered';
import { labelled, pdfShop, type ShopIdentity } from './shop-identity';

/**
 * What a statement line records. A customer's: a sale or money refunded on a credit note (debits),
 * what was paid at a sale, a later payment or a credit note (credits). A supplier's: a GRN (credit),
 * what was paid at its reception and later payments (debits).
 */
export type StatementKind =
  'INVOICE' | 'PAID_AT_SALE' | 'PAYMENT' | 'CREDIT_NOTE' | 'REFUND' | 'GRN' | 'PAID_AT_GRN' | 'PAYMENT_MADE' | 'SUPPLIER_RETURN';

/** One line of a statement and the balance after it. */
export interface StatementEntry {
  date: string;
  document: string;
  kind: StatementKind;
  debit: number;
  credit: number;
  balance: number;
}

/**
 * A customer's or a supplier's statement over a period (dirhams): the balance at its start, its
 * movements, the balance at its end (what the customer owes, or what the shop owes the supplier).
 */
export interface StatementDocument {
  shop: ShopIdentity;
  side: 'customer' | 'supplier';
  generatedAt: string;
  party: { name: string; mobile: string; ice: string; address: string };
  from: string;
  to: string;
  openingBalance: number;
  entries: StatementEntry[];
  totalDebit: number;
  totalCredit: number;
  closingBalance: number;
}

const STATEMENT_FR = {
  title: 'Relevé de compte',
  party: { customer: 'Client', supplier: 'Fournisseur' },
  period: 'Période',
  periodText: (from: string, to: string) => `Du ${from} au ${to}`,
  mobile: 'Tél',
  date: 'Date',
  document: 'Pièce',
  label: 'Libellé',
  debit: 'Débit',
  credit: 'Crédit',
  balance: 'Solde',
  kinds: {
    INVOICE: 'Facture',
    PAID_AT_SALE: 'Payé à la vente',
    PAYMENT: 'Paiement reçu',
    CREDIT_NOTE: 'Avoir',
    REFUND: 'Remboursement',
    SUPPLIER_RETURN: 'Retour fournisseur',
    GRN: 'Bon de réception',
    PAID_AT_GRN: 'Payé à la réception',
    PAYMENT_MADE: 'Paiement effectué',
  },
  opening: 'Solde au début de la période',
  totalDebit: 'Total débit',
  totalCredit: 'Total crédit',
  closing: 'Solde à la fin de la période',
  note: {
    customer: 'Montants en dirhams marocains (MAD). Un solde positif est dû par le client.',
    supplier: 'Montants en dirhams marocains (MAD). Un solde positif est dû au fournisseur.',
  },
};

const STATEMENT_LABELS: Record<DocumentLanguage, typeof STATEMENT_FR> = {
  fr: STATEMENT_FR,
  ar: {
    title: 'كشف الحساب',
    party: { customer: 'الزبون', supplier: 'المورد' },
    period: 'الفترة',
    periodText: (from, to) => `من ${from} إلى ${to}`,
    mobile: 'الهاتف',
    date: 'التاريخ',
    document: 'الوثيقة',
    label: 'البيان',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    kinds: {
      INVOICE: 'فاتورة',
      PAID_AT_SALE: 'أداء عند البيع',
      PAYMENT: 'أداء متوصل به',
      CREDIT_NOTE: 'إشعار دائن',
      REFUND: 'استرداد',
      SUPPLIER_RETURN: 'إرجاع إلى المورد',
      GRN: 'وصل الاستلام',
      PAID_AT_GRN: 'أداء عند الاستلام',
      PAYMENT_MADE: 'أداء للمورد',
    },
    opening: 'الرصيد في بداية الفترة',
    totalDebit: 'مجموع المدين',
    totalCredit: 'مجموع الدائن',
    closing: 'الرصيد في نهاية الفترة',
    note: {
      customer: 'المبالغ بالدرهم المغربي. الرصيد الموجب مستحق على الزبون.',
      supplier: 'المبالغ بالدرهم المغربي. الرصيد الموجب مستحق للمورد.',
    },
  },
  en: {
    title: 'Account statement',
    party: { customer: 'Customer', supplier: 'Supplier' },
    period: 'Period',
    periodText: (from, to) => `From ${from} to ${to}`,
    mobile: 'Mobile',
    date: 'Date',
    document: 'Document',
    label: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    kinds: {
      INVOICE: 'Invoice',
      PAID_AT_SALE: 'Paid at the sale',
      PAYMENT: 'Payment received',
      CREDIT_NOTE: 'Credit note',
      REFUND: 'Refund',
      SUPPLIER_RETURN: 'Return to supplier',
      GRN: 'GRN',
      PAID_AT_GRN: 'Paid at reception',
      PAYMENT_MADE: 'Payment made',
    },
    opening: 'Balance at the start of the period',
    totalDebit: 'Total debit',
    totalCredit: 'Total credit',
    closing: 'Balance at the end of the period',
    note: {
      customer: 'Amounts in Moroccan dirhams (MAD). A positive balance is owed by the customer.',
      supplier: 'Amounts in Moroccan dirhams (MAD). A positive balance is owed to the supplier.',
    },
  },
};

/** A customer's or a supplier's statement (relevé de compte) as an A4 PDF in the shop's document language. */
export async function renderStatementPdf(statement: StatementDocument, timeZone: string): Promise<RenderedPdf> {
  const shop = pdfShop(statement.shop);
  const t = STATEMENT_LABELS[shop.language];
  const amount = (value: number) => (value ? pdfMoney(value) : '');
  const pdf = await renderPdf({
    title: t.title,
    date: pdfDateTime(statement.generatedAt, timeZone),
    shop,
    parties: [
      { label: t.party[statement.side], lines: customerLines(statement.party, t.mobile, shop.language) },
      {
        label: t.period,
        lines: [
          t.periodText(pdfDate(statement.from), pdfDate(statement.to)),
          labelled(shop.language, t.opening, pdfMoney(statement.openingBalance)),
        ],
      },
    ],
    columns: [
      { header: t.date, width: 0.13 },
      { header: t.document, width: 0.19 },
      { header: t.label, width: 0.2 },
      ...[t.debit, t.credit, t.balance].map((header) => ({ header, width: 0.16, align: 'right' as const })),
    ],
    rows: statement.entries.map((entry) => [
      pdfDate(entry.date),
      entry.document,
      t.kinds[entry.kind],
      amount(entry.debit),
      amount(entry.credit),
      pdfMoney(entry.balance),
    ]),
    totals: [
      [t.opening, pdfMoney(statement.openingBalance)],
      [t.totalDebit, pdfMoney(statement.totalDebit)],
      [t.totalCredit, pdfMoney(statement.totalCredit)],
      [t.closing, pdfMoney(statement.closingBalance)],
    ],
    notes: [t.note[statement.side]],
  });
  const day = localDate(timeZone, new Date(statement.generatedAt));
  return { pdf, fileName: `releve-${statement.from}-${statement.to}-${day}.pdf` };
}
