import type {
  NarcoticsEntry,
  NarcoticsQuery,
  NarcoticsRegister,
  NarcoticsReportQuery,
  OrdonnancierEntry,
  OrdonnancierQuery,
  Paged,
  Prescriber,
  RegisterRangeQuery,
} from '@hanout/contract';
import { localDate, localDayStart } from '../../lib/clock';
import { addDays } from '../../lib/expiry';
import { badRequest, notFound } from '../../lib/problems';
import { toPage } from '../../db/paging';
import type { Db } from '../../db/connect';
import type { NarcoticsDocument } from '../../pdf/narcotics-register-pdf';
import type { OrdonnancierDocument } from '../../pdf/ordonnancier-pdf';
import { loadShopIdentity } from '../settings';
import * as repository from './repository';
import type { EntryRow, MomentRange, MovementRow } from './repository';

/** Rows the PDFs read at a time. */
const CHUNK = 500;

function refuseReversedRange({ from, to }: RegisterRangeQuery) {
  if (from && to && from > to) throw badRequest('to: The last day cannot be before the first');
}

const toEntry = (row: EntryRow): OrdonnancierEntry => ({
  id: row.id,
  number: row.number,
  date: row.localDate,
  at: row.at,
  prescriber: { name: row.prescriberName, inpe: row.prescriberInpe },
  patient: { name: row.patientName, address: row.patientAddress, nationalId: row.patientNationalId },
  prescription: { date: row.prescribedOn, number: row.prescriptionNumber },
  product: { id: row.productId, name: row.productName, schedule: row.schedule },
  quantity: Number(row.quantity),
  batchNumber: row.batchNumber,
  document: { id: row.creditNoteId ?? row.invoiceId, number: row.documentNumber },
  reverses: row.reversesEntryId === null ? null : { id: row.reversesEntryId, number: row.reversedNumber ?? '' },
  user: { id: row.userId, name: row.userName },
});

/** One page of the ordonnancier over [from, to] (shop-local days), in register order. */
export async function listOrdonnancier(db: Db, { page, size, ...range }: OrdonnancierQuery): Promise<Paged<OrdonnancierEntry>> {
  refuseReversedRange(range);
  const [rows, total] = await repository.entryPage(db, range, page, size);
  return toPage(rows.map(toEntry), total, page, size);
}

/** Everything the ordonnancier's PDF prints: the shop, the days, the totals, and the entries read as it is drawn. */
export async function loadOrdonnancierDocument(db: Db, range: RegisterRangeQuery, now = new Date()): Promise<OrdonnancierDocument> {
  refuseReversedRange(range);
  const [shop, totals] = await Promise.all([loadShopIdentity(db), repository.entryTotals(db, range)]);
  async function* entries() {
    let after: { localDate: string; id: number } | null = null;
    for (;;) {
      const rows = await repository.entriesAfter(db, range, after, CHUNK);
      if (rows.length) yield rows.map(toEntry);
      if (rows.length < CHUNK) return;
      const last = rows[rows.length - 1];
      after = { localDate: last.localDate, id: last.id };
    }
  }
  return {
    shop,
    generatedAt: now.toISOString(),
    from: range.from ?? null,
    to: range.to ?? null,
    entryCount: totals.entries,
    units: totals.units,
    entries,
  };
}

/** The last prescribers recorded, or those whose name or INPE matches `q`: the counter's suggestions. */
export async function listPrescribers(db: Db, q: string): Promise<Prescriber[]> {
  const rows = await repository.recentPrescribers(db, q, 10);
  return rows.map((row) => ({ name: row.prescriberName, inpe: row.prescriberInpe }));
}

// ---- The narcotics register --------------------------------------------------------------------

async function requireNarcotic(db: Db, productId: number) {
  const product = await repository.findProduct(db, productId);
  if (!product) throw notFound(`Product #${productId} does not exist.`);
  if (product.schedule !== 'B') throw badRequest(`${product.name} is not a narcotic (tableau B): it has no narcotics register.`);
  return product;
}

/** [from, to] in shop-local days as moments: from the first day's start to the start of the day after the last. */
const momentsOf = ({ from, to }: RegisterRangeQuery, timeZone: string): MomentRange => ({
  from: from ? localDayStart(timeZone, from) : undefined,
  until: to ? localDayStart(timeZone, addDays(to, 1)) : undefined,
});

/** Movements as the register lists them, each with the product's balance after it, from `balance` before the first. */
function toEntries(rows: MovementRow[], balance: number, timeZone: string): NarcoticsEntry[] {
  let running = balance;
  return rows.map((row) => {
    const change = Number(row.quantityChange);
    running += change;
    return {
      id: row.id,
      at: row.at,
      date: localDate(timeZone, new Date(row.at)),
      type: row.type,
      quantityIn: Math.max(change, 0),
      quantityOut: Math.max(-change, 0),
      balance: running,
      stockId: row.stockId,
      batchNumber: row.batchNumber,
      document: row.documentId === null ? null : { id: row.documentId, number: row.documentNumber },
      party: row.supplierName ?? row.patientName ?? row.customerName ?? null,
      reason: row.reason,
      note: row.note,
      user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    };
  });
}

/** The register's head: the product, the balance before the range, what came in and went out over it, and after it. */
async function registerHead(db: Db, query: NarcoticsReportQuery, timeZone: string) {
  refuseReversedRange(query);
  const product = await requireNarcotic(db, query.productId);
  const moments = momentsOf(query, timeZone);
  const [openingBalance, totals] = await Promise.all([
    repository.balanceBefore(db, product.id, moments.from),
    repository.movementTotals(db, product.id, moments),
  ]);
  return {
    product,
    moments,
    movements: totals.movements,
    openingBalance,
    totalIn: totals.unitsIn,
    totalOut: totals.unitsOut,
    closingBalance: openingBalance + totals.unitsIn - totals.unitsOut,
  };
}

/**
 * A tableau B product's register over [from, to]: every unit in and out as the stock ledger recorded
 * it, oldest first, one page at a time, each movement with the product's running balance (its stock).
 * 400 for a product outside tableau B.
 */
export async function loadNarcoticsRegister(
  db: Db,
  { page, size, ...query }: NarcoticsQuery,
  timeZone: string,
): Promise<NarcoticsRegister> {
  const { product, moments, movements, ...figures } = await registerHead(db, query, timeZone);
  const [before, rows] = await Promise.all([
    repository.unitsOfFirst(db, product.id, moments, page * size),
    repository.registerMovements(db, product.id, moments, page * size, size),
  ]);
  return {
    ...toPage(toEntries(rows, figures.openingBalance + before, timeZone), movements, page, size),
    product,
    ...figures,
  };
}

/** Everything the narcotics register's PDF prints, the movements read as it is drawn. */
export async function loadNarcoticsDocument(
  db: Db,
  query: NarcoticsReportQuery,
  timeZone: string,
  now = new Date(),
): Promise<NarcoticsDocument> {
  const [{ product, moments, ...figures }, shop] = await Promise.all([registerHead(db, query, timeZone), loadShopIdentity(db)]);
  async function* entries() {
    let balance = figures.openingBalance;
    for (let offset = 0; ; offset += CHUNK) {
      const rows = await repository.registerMovements(db, product.id, moments, offset, CHUNK);
      const listed = toEntries(rows, balance, timeZone);
      if (listed.length) yield listed;
      if (rows.length < CHUNK) return;
      balance = listed[listed.length - 1].balance;
    }
  }
  return { shop, generatedAt: now.toISOString(), from: query.from ?? null, to: query.to ?? null, product, ...figures, entries };
}
