/**
 * What the database holds, as seen from outside the app: a checksum of every table's rows (to
 * prove that refused requests wrote nothing) and the ledger invariants of stock, sales and
 * purchases (to prove that races and crashes lose or double nothing). Same code on both dialects.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { unitCost } from '@hanout/contract';
import type { Db } from '../../src/db/connect';
import type { DialectName } from '../../src/db/dialect';
import { checkStockLedger } from './stock-ledger-check';
import { checkDispensing } from './dispensing-check';

type Row = Record<string, unknown>;

async function tableNames(db: Db, dialect: DialectName): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/**
 * Sign-in bookkeeping, written by design by requests that change no shop data (a failed sign-in is
 * counted, a sign-out recorded, a successful sign-in's address and browser remembered); it holds no
 * shop data, so the checksums leave it out.
 */
const BOOKKEEPING_TABLES = new Set(['login_failures', 'revoked_tokens', 'known_sign_ins']);

/** Per table: its row count and a SHA-256 of its rows (`select *`, ordered by id, or by content where there is no id). */
export async function tableChecksums(db: Db, dialect: DialectName): Promise<Record<string, { rows: number; sha256: string }>> {
  const result: Record<string, { rows: number; sha256: string }> = {};
  for (const table of (await tableNames(db, dialect)).filter((name) => !BOOKKEEPING_TABLES.has(name))) {
    const rows = (await sql<Row>`select * from ${sql.table(table)}`.execute(db)).rows;
    const hasId = rows.length > 0 && typeof rows[0].id === 'number';
    const keyed = rows.map((row) => ({ row, text: JSON.stringify(row, Object.keys(row).sort()) }));
    keyed.sort((a, b) => (hasId ? (a.row.id as number) - (b.row.id as number) : a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    const hash = crypto.createHash('sha256');
    for (const { text } of keyed) hash.update(text).update('\n');
    result[table] = { rows: rows.length, sha256: hash.digest('hex') };
  }
  return result;
}

/** The tables whose checksum differs, with their row counts before → after. */
export function changedTables(
  before: Record<string, { rows: number; sha256: string }>,
  after: Record<string, { rows: number; sha256: string }>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.sha256 !== after[name]?.sha256)
    .map((name) => `${name}: ${before[name]?.rows ?? '-'} → ${after[name]?.rows ?? '-'} rows`);
}

export interface LedgerFigures {
  invoices: number;
  invoiceItems: number;
  grns: number;
  grnItems: number;
  mixes: number;
  unitsReceived: number;
  unitsSold: number;
  unitsMixed: number;
  unitsLeft: number;
  payments: number;
  /** Issued documents whose printed content is kept (migration 033). */
  keptDocuments: number;
  /** Centimes received after the sale, all allocated to invoices. */
  paidLater: number;
  creditNotes: number;
  unitsReturned: number;
  /** Of the units returned, those put back into their batch. */
  unitsRestocked: number;
  supplierPayments: number;
  /** Centimes paid to suppliers after the reception, all allocated to GRNs. */
  paidToSuppliers: number;
  supplierReturns: number;
  unitsReturnedToSupplier: number;
  /** Stock movements in the ledger, and the units adjustments and counts added (negative: removed). */
  movements: number;
  unitsCorrected: number;
  prescriptions: number;
  /** Lines entered in the ordonnancier, and the counter-entries of their returns. */
  ordonnancierEntries: number;
  counterEntries: number;
}

/**
 * Supplier returns: every line sends back units of a batch received on its GRN, at that GRN line's
 * buying price and VAT rate, and no batch goes back beyond what it received; a return's supplier is
 * its GRN's, its total = Σ lines (HT + VAT) and its VAT = Σ lines' VAT; a batch's returns give back
 * the VAT of its units returned, as one amount. Answers the units returned by batch.
 */
async function supplierReturnLedger(db: Db, violations: string[]) {
  const [returns, items, grns, grnItems, stocks] = await Promise.all([
    db.selectFrom('supplierReturns').selectAll().orderBy('id').execute(),
    db.selectFrom('supplierReturnItems').selectAll().orderBy('id').execute(),
    db.selectFrom('grns').select(['id', 'supplierId']).execute(),
    db.selectFrom('grnItems').select(['id', 'grnId', 'quantity', 'freeQuantity', 'total', 'vat', 'vatRate']).execute(),
    db.selectFrom('stocks').select(['id', 'grnItemId']).execute(),
  ]);
  const grnById = new Map(grns.map((grn) => [grn.id, grn]));
  const grnItemById = new Map(grnItems.map((item) => [item.id, item]));
  const stockById = new Map(stocks.map((stock) => [stock.id, stock]));
  const itemsByReturn = new Map<number, typeof items>();
  for (const item of items) itemsByReturn.set(item.supplierReturnId, [...(itemsByReturn.get(item.supplierReturnId) ?? []), item]);
  const returnedByStock = new Map<number, number>();
  const receivedOf = (line?: { quantity: number; freeQuantity: number }) => n(line?.quantity) + n(line?.freeQuantity);
  for (const issued of returns) {
    const lines = itemsByReturn.get(issued.id) ?? [];
    if (lines.length === 0) violations.push(`supplier return ${issued.number} has no items`);
    if (grnById.get(issued.grnId)?.supplierId !== issued.supplierId)
      violations.push(`supplier return ${issued.number}: not its GRN's supplier`);
    const sum = lines.reduce((total, line) => total + n(line.total) + n(line.vat), 0);
    const vat = lines.reduce((total, line) => total + n(line.vat), 0);
    if (sum !== n(issued.total) || vat !== n(issued.totalVat))
      violations.push(`supplier return ${issued.number}: total ${issued.total} (VAT ${issued.totalVat}) ≠ Σ items ${sum} (VAT ${vat})`);
    for (const line of lines) {
      const received = grnItemById.get(line.grnItemId);
      if (
        !received ||
        received.grnId !== issued.grnId ||
        stockById.get(line.stockId)?.grnItemId !== line.grnItemId ||
        n(line.buyingPrice) !== Math.round(n(received.total) / receivedOf(received)) ||
        n(received.vatRate) !== n(line.vatRate)
      )
        violations.push(`supplier return item ${line.id}: not a batch of its GRN, at its unit cost`);
      const returned = (returnedByStock.get(line.stockId) ?? 0) + n(line.quantity);
      // Only the return taking a line's last units may differ: it takes what is left of the line.
      if (n(line.quantity) <= 0 || (returned < receivedOf(received) && n(line.total) !== n(line.buyingPrice) * n(line.quantity)))
        violations.push(`supplier return item ${line.id}: total ≠ price × quantity`);
      returnedByStock.set(line.stockId, returned);
    }
  }
  const sentBackByStock = new Map<number, { exclVat: number; vat: number }>();
  for (const item of items) {
    const sentBack = sentBackByStock.get(item.stockId) ?? { exclVat: 0, vat: 0 };
    sentBackByStock.set(item.stockId, { exclVat: sentBack.exclVat + n(item.total), vat: sentBack.vat + n(item.vat) });
  }
  for (const [stockId, returned] of returnedByStock) {
    const line = grnItemById.get(stockById.get(stockId)?.grnItemId ?? 0);
    if (returned > receivedOf(line))
      violations.push(`stock ${stockId}: ${returned} returned to the supplier, ${receivedOf(line)} received`);
    // A batch's returns never give back more than its GRN line charged, and all of its units exactly that.
    const sentBack = sentBackByStock.get(stockId)!;
    const charged = { exclVat: n(line?.total), vat: n(line?.vat) };
    const allBack = returned === receivedOf(line);
    for (const key of ['exclVat', 'vat'] as const) {
      if (allBack ? sentBack[key] !== charged[key] : sentBack[key] > charged[key])
        violations.push(`stock ${stockId}: ${key} returned ${sentBack[key]}, ${charged[key]} charged on the GRN line`);
    }
  }
  return {
    returnedByStock,
    numbers: returns.map((issued) => issued.number),
    figures: { supplierReturns: returns.length, unitsReturnedToSupplier: items.reduce((sum, item) => sum + n(item.quantity), 0) },
  };
}

const n = (value: unknown) => Number(value);

/**
 * Supplier payments: each allocated whole, in positive amounts, to GRNs of its supplier, and no GRN
 * receiving more in allocations than it owed after the reception (total − what was paid at it, never
 * below 0). Answers the payments' numbers for the numbering check.
 */
async function checkSupplierPayments(db: Db, grns: { id: number; number: string; supplierId: number; total: number; payment: number }[]) {
  const violations: string[] = [];
  const payments = await db.selectFrom('supplierPayments').selectAll().orderBy('id').execute();
  const allocations = await db.selectFrom('supplierPaymentAllocations').selectAll().orderBy('id').execute();
  const grnById = new Map(grns.map((grn) => [grn.id, grn]));
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
  const toGrn = new Map<number, number>();
  const fromPayment = new Map<number, number>();
  for (const allocation of allocations) {
    const grn = grnById.get(allocation.grnId);
    const payment = paymentById.get(allocation.paymentId);
    if (n(allocation.amount) <= 0) violations.push(`supplier allocation ${allocation.id}: amount ${allocation.amount}`);
    if (!grn || !payment || grn.supplierId !== payment.supplierId)
      violations.push(`supplier allocation ${allocation.id}: not a GRN of the payment's supplier`);
    toGrn.set(allocation.grnId, (toGrn.get(allocation.grnId) ?? 0) + n(allocation.amount));
    fromPayment.set(allocation.paymentId, (fromPayment.get(allocation.paymentId) ?? 0) + n(allocation.amount));
  }
  for (const payment of payments) {
    if (n(payment.amount) <= 0 || fromPayment.get(payment.id) !== n(payment.amount))
      violations.push(`supplier payment ${payment.number}: ${payment.amount} paid, ${fromPayment.get(payment.id) ?? 0} allocated`);
  }
  for (const [grnId, allocated] of toGrn) {
    const grn = grnById.get(grnId);
    const owed = grn ? n(grn.total) - Math.min(n(grn.total), n(grn.payment)) : 0;
    if (allocated > owed) violations.push(`GRN ${grn?.number ?? grnId}: ${allocated} allocated, it owed ${owed}`);
  }
  return {
    violations,
    numbers: payments.map((payment) => payment.number),
    figures: { supplierPayments: payments.length, paidToSuppliers: payments.reduce((sum, payment) => sum + n(payment.amount), 0) },
  };
}

/**
 * Checks the invariants that no race or crash may break, and answers the violations (none
 * expected) with the ledger's figures:
 * - no stock line below zero; every unit of a stock line is either still there, sold on an
 *   invoice item (less those put back by credit notes), or taken by a mixed stock:
 *   initial = Σ sold − Σ restocked + Σ dosages + remaining;
 *   units also leave by supplier returns: initial = Σ sold − Σ restocked + Σ dosages + Σ returned to
 *   the supplier + remaining (and see supplierReturnLedger);
 * - every invoice has its items, item totals = price × quantity, total = Σ items,
 *   balance = payment − total, itemCount = number of items, items sold from a line of their product;
 *   the per-day invoice counts (kept by triggers) equal the invoices of each day;
 * - every GRN has its items, each item its stock line with the same product, quantity and prices,
 *   total = Σ items with their VAT, balance = payment − total;
 * - every mixed stock has 2 to 6 components whose dosages total 12;
 * - every customer payment is allocated whole, in positive amounts, to invoices of its customer,
 *   and no invoice receives, in allocations and credit notes (their total − refund), more than it
 *   owed after the sale (total − (payment − change));
 * - every credit note line returns units of a line of its invoice, at its price, never more in all
 *   than the line sold; a credit note's total = Σ its lines, 0 ≤ refund ≤ total, its customer is its invoice's;
 * - supplier payments: see checkSupplierPayments;
 * - the content an issued document is kept with (migration 033) carries that document's number;
 * - the ordonnancier: see checkDispensing;
 * - document numbers (ordonnancier entries' too) are unique and run 1..N without gaps per kind and
 *   year, and the sequence's last number is N.
 */
export async function checkLedger(db: Db): Promise<{ violations: string[]; figures: LedgerFigures }> {
  const violations: string[] = [];
  const stocks = await db.selectFrom('stocks').selectAll().orderBy('id').execute();
  const invoices = await db.selectFrom('invoices').selectAll().orderBy('id').execute();
  const invoiceItems = await db.selectFrom('invoiceItems').selectAll().orderBy('id').execute();
  const grns = await db.selectFrom('grns').selectAll().orderBy('id').execute();
  const grnItems = await db.selectFrom('grnItems').selectAll().orderBy('id').execute();
  const components = await db.selectFrom('mixedStockComponents').selectAll().orderBy('id').execute();
  const sequences = await db.selectFrom('documentSequences').selectAll().execute();
  const payments = await db.selectFrom('customerPayments').selectAll().orderBy('id').execute();
  const allocations = await db.selectFrom('paymentAllocations').selectAll().orderBy('id').execute();
  const creditNotes = await db.selectFrom('creditNotes').selectAll().orderBy('id').execute();
  const creditNoteItems = await db.selectFrom('creditNoteItems').selectAll().orderBy('id').execute();
  const supplierReturns = await supplierReturnLedger(db, violations);
  const dispensing = await checkDispensing(db, violations);

  const stockById = new Map(stocks.map((stock) => [stock.id, stock]));
  const sold = new Map<number, number>();
  for (const item of invoiceItems) sold.set(item.stockId, (sold.get(item.stockId) ?? 0) + n(item.quantity));
  const mixed = new Map<number, number>();
  for (const component of components) {
    mixed.set(component.componentStockId, (mixed.get(component.componentStockId) ?? 0) + n(component.dosage));
  }
  const restocked = new Map<number, number>();
  for (const item of creditNoteItems) {
    if (n(item.restocked) === 1) restocked.set(item.stockId, (restocked.get(item.stockId) ?? 0) + n(item.quantity));
  }
  const stockLedger = await checkStockLedger(
    db,
    { sold, restocked, mixedOut: mixed, toSupplier: supplierReturns.returnedByStock },
    violations,
  );

  const itemsByInvoice = new Map<number, typeof invoiceItems>();
  for (const item of invoiceItems) itemsByInvoice.set(item.invoiceId, [...(itemsByInvoice.get(item.invoiceId) ?? []), item]);
  for (const invoice of invoices) {
    const items = itemsByInvoice.get(invoice.id) ?? [];
    if (items.length === 0) violations.push(`invoice ${invoice.number} has no items`);
    if (n(invoice.itemCount) !== items.length)
      violations.push(`invoice ${invoice.number}: itemCount ${invoice.itemCount}, ${items.length} items`);
    const sum = items.reduce((total, item) => total + n(item.total), 0);
    if (sum !== n(invoice.total)) violations.push(`invoice ${invoice.number}: total ${invoice.total} ≠ Σ items ${sum}`);
    if (n(invoice.balance) !== n(invoice.payment) - n(invoice.total))
      violations.push(`invoice ${invoice.number}: balance ≠ payment − total`);
    for (const item of items) {
      if (n(item.total) !== n(item.sellingPrice) * n(item.quantity)) violations.push(`invoice item ${item.id}: total ≠ price × quantity`);
      if (n(item.quantity) <= 0) violations.push(`invoice item ${item.id}: quantity ${item.quantity}`);
      if (stockById.get(item.stockId)?.productId !== item.productId)
        violations.push(`invoice item ${item.id}: product differs from its stock line`);
    }
  }
  for (const item of invoiceItems) {
    if (!invoices.some((invoice) => invoice.id === item.invoiceId)) violations.push(`invoice item ${item.id} has no invoice`);
  }
  const invoicesPerDay = new Map<string, number>();
  for (const invoice of invoices) invoicesPerDay.set(invoice.localDate, (invoicesPerDay.get(invoice.localDate) ?? 0) + 1);
  const countedDays = new Map(
    (await db.selectFrom('invoiceDays').selectAll().execute()).map((day) => [day.localDate, n(day.invoiceCount)]),
  );
  for (const day of new Set([...invoicesPerDay.keys(), ...countedDays.keys()])) {
    const [actual, counted] = [invoicesPerDay.get(day) ?? 0, countedDays.get(day) ?? 0];
    if (actual !== counted) violations.push(`day ${day}: ${actual} invoices, counted ${counted}`);
  }

  const stockByGrnItem = new Map<number, typeof stocks>();
  for (const stock of stocks) {
    if (stock.grnItemId !== null) stockByGrnItem.set(stock.grnItemId, [...(stockByGrnItem.get(stock.grnItemId) ?? []), stock]);
  }
  const itemsByGrn = new Map<number, typeof grnItems>();
  for (const item of grnItems) itemsByGrn.set(item.grnId, [...(itemsByGrn.get(item.grnId) ?? []), item]);
  for (const grn of grns) {
    const items = itemsByGrn.get(grn.id) ?? [];
    if (items.length === 0) violations.push(`GRN ${grn.number} has no items`);
    // Lines are before tax; the GRN's total includes their VAT.
    const sum = items.reduce((total, item) => total + n(item.total) + n(item.vat), 0);
    if (sum !== n(grn.total)) violations.push(`GRN ${grn.number}: total ${grn.total} ≠ Σ items with VAT ${sum}`);
    if (n(grn.balance) !== n(grn.payment) - n(grn.total)) violations.push(`GRN ${grn.number}: balance ≠ payment − total`);
    for (const item of items) {
      if (n(item.total) !== n(item.buyingPrice) * n(item.quantity)) violations.push(`GRN item ${item.id}: total ≠ price × quantity`);
      const lines = stockByGrnItem.get(item.id) ?? [];
      if (lines.length !== 1) {
        violations.push(`GRN item ${item.id} has ${lines.length} stock lines`);
        continue;
      }
      const [line] = lines;
      if (
        line.productId !== item.productId ||
        n(line.initialQuantity) !== n(item.quantity) + n(item.freeQuantity) ||
        n(line.buyingPrice) !== unitCost(n(item.buyingPrice), n(item.quantity), n(item.freeQuantity)) ||
        n(line.sellingPrice) === 0
      ) {
        violations.push(`GRN item ${item.id}: its stock line ${line.id} does not match it`);
      }
    }
  }
  for (const item of grnItems) {
    if (!grns.some((grn) => grn.id === item.grnId)) violations.push(`GRN item ${item.id} has no GRN`);
  }

  const byMix = new Map<number, typeof components>();
  for (const component of components) byMix.set(component.mixedStockId, [...(byMix.get(component.mixedStockId) ?? []), component]);
  for (const [mixId, parts] of byMix) {
    const total = parts.reduce((sum, part) => sum + n(part.dosage), 0);
    if (total !== 12 || parts.length < 2 || parts.length > 6)
      violations.push(`mixed stock ${mixId}: ${parts.length} components, dosages total ${total}`);
    if (n(stockById.get(mixId)?.initialQuantity) !== 1) violations.push(`mixed stock ${mixId}: its stock line does not hold 1 unit`);
  }

  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const allocatedToInvoice = new Map<number, number>();
  const allocatedFromPayment = new Map<number, number>();
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
  for (const allocation of allocations) {
    const invoice = invoiceById.get(allocation.invoiceId);
    const payment = paymentById.get(allocation.paymentId);
    if (n(allocation.amount) <= 0) violations.push(`allocation ${allocation.id}: amount ${allocation.amount}`);
    if (!invoice || !payment || invoice.customerId !== payment.customerId)
      violations.push(`allocation ${allocation.id}: not an invoice of the payment's customer`);
    allocatedToInvoice.set(allocation.invoiceId, (allocatedToInvoice.get(allocation.invoiceId) ?? 0) + n(allocation.amount));
    allocatedFromPayment.set(allocation.paymentId, (allocatedFromPayment.get(allocation.paymentId) ?? 0) + n(allocation.amount));
  }
  for (const payment of payments) {
    if (n(payment.amount) <= 0 || allocatedFromPayment.get(payment.id) !== n(payment.amount))
      violations.push(`payment ${payment.number}: ${payment.amount} received, ${allocatedFromPayment.get(payment.id) ?? 0} allocated`);
  }
  const creditedToInvoice = new Map<number, number>();
  const itemsByNote = new Map<number, typeof creditNoteItems>();
  for (const item of creditNoteItems) itemsByNote.set(item.creditNoteId, [...(itemsByNote.get(item.creditNoteId) ?? []), item]);
  const invoiceItemById = new Map(invoiceItems.map((item) => [item.id, item]));
  const returnedOfLine = new Map<number, number>();
  for (const note of creditNotes) {
    const invoice = invoiceById.get(note.invoiceId);
    const items = itemsByNote.get(note.id) ?? [];
    if (!invoice || invoice.customerId !== note.customerId) violations.push(`credit note ${note.number}: not its invoice's customer`);
    if (items.length === 0) violations.push(`credit note ${note.number} has no items`);
    const sum = items.reduce((total, item) => total + n(item.total), 0);
    if (sum !== n(note.total)) violations.push(`credit note ${note.number}: total ${note.total} ≠ Σ items ${sum}`);
    if (n(note.refund) < 0 || n(note.refund) > n(note.total)) violations.push(`credit note ${note.number}: refund ${note.refund}`);
    for (const item of items) {
      const sale = invoiceItemById.get(item.invoiceItemId);
      if (
        !sale ||
        sale.invoiceId !== note.invoiceId ||
        sale.stockId !== item.stockId ||
        sale.productId !== item.productId ||
        n(sale.sellingPrice) !== n(item.sellingPrice)
      )
        violations.push(`credit note item ${item.id}: not a line of its invoice, at its price`);
      if (n(item.quantity) <= 0 || n(item.total) !== n(item.sellingPrice) * n(item.quantity))
        violations.push(`credit note item ${item.id}: total ≠ price × quantity`);
      returnedOfLine.set(item.invoiceItemId, (returnedOfLine.get(item.invoiceItemId) ?? 0) + n(item.quantity));
    }
    creditedToInvoice.set(note.invoiceId, (creditedToInvoice.get(note.invoiceId) ?? 0) + n(note.total) - n(note.refund));
  }
  for (const [invoiceItemId, returned] of returnedOfLine) {
    const sold = n(invoiceItemById.get(invoiceItemId)?.quantity);
    if (returned > sold) violations.push(`invoice item ${invoiceItemId}: ${returned} returned, ${sold} sold`);
  }
  for (const invoiceId of new Set([...allocatedToInvoice.keys(), ...creditedToInvoice.keys()])) {
    const invoice = invoiceById.get(invoiceId);
    const owed = invoice ? n(invoice.total) - Math.min(n(invoice.total), n(invoice.payment) - n(invoice.change)) : 0;
    const allocated = allocatedToInvoice.get(invoiceId) ?? 0;
    const credited = creditedToInvoice.get(invoiceId) ?? 0;
    if (allocated + credited > owed)
      violations.push(`invoice ${invoice?.number ?? invoiceId}: ${allocated} allocated and ${credited} credited, it owed ${owed}`);
  }

  const suppliers = await checkSupplierPayments(db, grns);
  violations.push(...suppliers.violations);

  const numbered = [
    ...suppliers.numbers,
    ...invoices.map((invoice) => invoice.number),
    ...grns.map((grn) => grn.number),
    ...payments.map((payment) => payment.number),
    ...creditNotes.map((note) => note.number),
    ...supplierReturns.numbers,
    ...dispensing.numbers,
    ...(await db.selectFrom('stocktakes').select('number').execute()).map((stocktake) => stocktake.number),
  ];
  // The content each document was issued with (migration 033) names that document: its number.
  const issuedKinds = {
    invoice: 'invoices',
    grn: 'grns',
    'credit-note': 'creditNotes',
    'supplier-return': 'supplierReturns',
    'customer-payment': 'customerPayments',
    'supplier-payment': 'supplierPayments',
  } as const;
  const kept = await db.selectFrom('issuedDocuments').selectAll().execute();
  for (const [kind, table] of Object.entries(issuedKinds)) {
    const numbers = new Map((await db.selectFrom(table).select(['id', 'number']).execute()).map((row) => [n(row.id), row.number]));
    for (const document of kept.filter((row) => row.kind === kind)) {
      const { number } = JSON.parse(document.content) as { number?: string };
      if (numbers.get(n(document.recordId)) !== number)
        violations.push(`${kind} ${document.recordId}: issued as ${number}, recorded as ${numbers.get(n(document.recordId))}`);
    }
  }
  if (kept.some((row) => !(row.kind in issuedKinds))) violations.push('issued document of an unknown kind');

  const groups = new Map<string, number[]>();
  for (const number of numbered) {
    const match = /^([A-Z]+)-(\d{4})-(\d{6})$/.exec(number);
    if (!match) {
      violations.push(`malformed document number ${number}`);
      continue;
    }
    const key = `${match[1]}-${match[2]}`;
    groups.set(key, [...(groups.get(key) ?? []), Number(match[3])]);
  }
  for (const [key, numbers] of groups) {
    const sorted = [...numbers].sort((a, b) => a - b);
    const duplicates = sorted.filter((value, index) => index > 0 && sorted[index - 1] === value);
    if (duplicates.length) violations.push(`${key}: duplicate numbers ${duplicates.slice(0, 5).join(', ')}`);
    const gaps = sorted.filter((value, index) => value !== index + 1);
    if (gaps.length && !duplicates.length) violations.push(`${key}: numbers are not 1..${sorted.length} (first off: ${gaps[0]})`);
    const [kind, year] = key.split('-');
    const sequence = sequences.find((row) => row.kind === kind && n(row.year) === Number(year));
    if (n(sequence?.lastNumber) !== sorted.length)
      violations.push(`${key}: sequence at ${sequence?.lastNumber}, ${sorted.length} documents`);
  }
  for (const sequence of sequences) {
    if (!groups.has(`${sequence.kind}-${sequence.year}`) && n(sequence.lastNumber) !== 0) {
      violations.push(`${sequence.kind}-${sequence.year}: sequence at ${sequence.lastNumber}, no document`);
    }
  }

  return {
    violations,
    figures: {
      invoices: invoices.length,
      invoiceItems: invoiceItems.length,
      grns: grns.length,
      grnItems: grnItems.length,
      mixes: byMix.size,
      unitsReceived: stocks.filter((stock) => !byMix.has(stock.id)).reduce((sum, stock) => sum + n(stock.initialQuantity), 0),
      unitsSold: invoiceItems.reduce((sum, item) => sum + n(item.quantity), 0),
      unitsMixed: components.reduce((sum, part) => sum + n(part.dosage), 0),
      unitsLeft: stocks.reduce((sum, stock) => sum + n(stock.quantity), 0),
      payments: payments.length,
      keptDocuments: kept.length,
      paidLater: payments.reduce((sum, payment) => sum + n(payment.amount), 0),
      creditNotes: creditNotes.length,
      unitsReturned: creditNoteItems.reduce((sum, item) => sum + n(item.quantity), 0),
      unitsRestocked: [...restocked.values()].reduce((sum, quantity) => sum + quantity, 0),
      ...suppliers.figures,
      ...supplierReturns.figures,
      ...stockLedger,
      ...dispensing.figures,
    },
  };
}
