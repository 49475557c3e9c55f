import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { OrdonnancierEntriesTable, PrescriptionsTable } from '../../db/schema';
import { containsText } from '../../db/paging';

/** A moment range in timestamps: [from, until), either end open when absent. */
export interface MomentRange {
  from?: string;
  until?: string;
}

/** A day range in shop-local days, inclusive, either end open when absent. */
export interface DayRange {
  from?: string;
  to?: string;
}

// ---- Dispensing --------------------------------------------------------------------------------

/** An invoice's lines with what decides whether they go into the ordonnancier, in line order. */
export function invoiceLines(trx: Db, invoiceId: number) {
  return trx
    .selectFrom('invoiceItems')
    .innerJoin('products', 'products.id', 'invoiceItems.productId')
    .innerJoin('stocks', 'stocks.id', 'invoiceItems.stockId')
    .select([
      'invoiceItems.id',
      'invoiceItems.productId',
      'invoiceItems.stockId',
      'invoiceItems.quantity',
      'products.name',
      'products.schedule',
      'products.prescriptionRequired',
      'stocks.batchNumber',
    ])
    .where('invoiceItems.invoiceId', '=', invoiceId)
    .orderBy('invoiceItems.id')
    .execute();
}

export async function insertPrescription(trx: Db, prescription: Insertable<PrescriptionsTable>): Promise<number> {
  const { id } = await trx.insertInto('prescriptions').values(prescription).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertEntry(trx: Db, entry: Insertable<OrdonnancierEntriesTable>): Promise<void> {
  await trx.insertInto('ordonnancierEntries').values(entry).execute();
}

/** A credit note's lines that return units of lines entered in the ordonnancier, with the entry each reverses. */
export function returnedEntries(trx: Db, creditNoteId: number) {
  return trx
    .selectFrom('creditNoteItems')
    .innerJoin('ordonnancierEntries as entry', (join) =>
      join.onRef('entry.invoiceItemId', '=', 'creditNoteItems.invoiceItemId').on('entry.reversesEntryId', 'is', null),
    )
    .select([
      'creditNoteItems.quantity',
      'entry.id',
      'entry.prescriptionId',
      'entry.invoiceId',
      'entry.invoiceItemId',
      'entry.productId',
      'entry.productName',
      'entry.schedule',
      'entry.stockId',
      'entry.batchNumber',
    ])
    .where('creditNoteItems.creditNoteId', '=', creditNoteId)
    .orderBy('creditNoteItems.id')
    .execute();
}

// ---- The ordonnancier --------------------------------------------------------------------------

const entryRows = (db: Db) =>
  db
    .selectFrom('ordonnancierEntries as entry')
    .innerJoin('prescriptions', 'prescriptions.id', 'entry.prescriptionId')
    .innerJoin('users', 'users.id', 'entry.userId')
    .leftJoin('ordonnancierEntries as reversed', 'reversed.id', 'entry.reversesEntryId')
    .select([
      'entry.id',
      'entry.number',
      'entry.localDate',
      'entry.at',
      'prescriptions.prescriberName',
      'prescriptions.prescriberInpe',
      'prescriptions.patientName',
      'prescriptions.patientAddress',
      'prescriptions.patientNationalId',
      'prescriptions.prescribedOn',
      'prescriptions.prescriptionNumber',
      'entry.productId',
      'entry.productName',
      'entry.schedule',
      'entry.quantity',
      'entry.batchNumber',
      'entry.invoiceId',
      'entry.creditNoteId',
      'entry.documentNumber',
      'entry.reversesEntryId',
      'reversed.number as reversedNumber',
      'entry.userId',
      'users.name as userName',
    ]);
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['executeTakeFirstOrThrow']>>;

const inDays = (db: Db, { from, to }: DayRange) => {
  let query = entryRows(db);
  if (from) query = query.where('entry.localDate', '>=', from);
  if (to) query = query.where('entry.localDate', '<=', to);
  return query;
};

/** One page of the entries of [from, to], in register order. */
export async function entryPage(db: Db, range: DayRange, page: number, size: number): Promise<[EntryRow[], number]> {
  const query = inDays(db, range);
  const [rows, counted] = await Promise.all([
    query
      .orderBy('entry.localDate')
      .orderBy('entry.id')
      .limit(size)
      .offset(page * size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return [rows, Number(counted.total)];
}

/** The entries of [from, to] after `after` (register order), `limit` at most: the PDF reads them in chunks. */
export function entriesAfter(db: Db, range: DayRange, after: { localDate: string; id: number } | null, limit: number) {
  let query = inDays(db, range);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('entry.localDate', '>', after.localDate),
        eb.and([eb('entry.localDate', '=', after.localDate), eb('entry.id', '>', after.id)]),
      ]),
    );
  return query.orderBy('entry.localDate').orderBy('entry.id').limit(limit).execute();
}

/** How many entries [from, to] holds, and their units (dispensed less returned). */
export async function entryTotals(db: Db, range: DayRange): Promise<{ entries: number; units: number }> {
  const row = await inDays(db, range)
    .clearSelect()
    .select([(eb) => eb.fn.countAll<number>().as('entries'), sql<number | null>`sum(${sql.ref('entry.quantity')})`.as('units')])
    .executeTakeFirstOrThrow();
  return { entries: Number(row.entries), units: Number(row.units ?? 0) };
}

/** Prescribers as sales recorded them (a part of the name or INPE when given), the most recently seen first. */
export function recentPrescribers(db: Db, text: string, limit: number) {
  let query = db
    .selectFrom('prescriptions')
    .select(['prescriberName', 'prescriberInpe', (eb) => eb.fn.max('id').as('lastId')])
    .groupBy(['prescriberName', 'prescriberInpe']);
  if (text)
    query = query.where((eb) =>
      eb.or([containsText(db, 'prescriptions.prescriberName', text), eb('prescriptions.prescriberInpe', 'like', `${text}%`)]),
    );
  return query.orderBy('lastId', 'desc').limit(limit).execute();
}

// ---- The narcotics register --------------------------------------------------------------------

export function findProduct(db: Db, productId: number) {
  return db.selectFrom('products').select(['id', 'name', 'schedule']).where('id', '=', productId).executeTakeFirst();
}

const productMovements = (db: Db, productId: number, { from, until }: MomentRange) => {
  let query = db.selectFrom('stockMovements').where('stockMovements.productId', '=', productId);
  if (from) query = query.where('stockMovements.at', '>=', from);
  if (until) query = query.where('stockMovements.at', '<', until);
  return query;
};

/** The product's units moved before `until` (its stock then): the register's opening balance. */
export async function balanceBefore(db: Db, productId: number, until: string | undefined): Promise<number> {
  if (!until) return 0;
  const row = await productMovements(db, productId, { until })
    .select(sql<number | null>`sum(${sql.ref('stockMovements.quantityChange')})`.as('units'))
    .executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

/** The units in and out over the range, and how many movements. */
export async function movementTotals(db: Db, productId: number, range: MomentRange) {
  const change = sql.ref('stockMovements.quantityChange');
  const row = await productMovements(db, productId, range)
    .select([
      (eb) => eb.fn.countAll<number>().as('movements'),
      sql<number | null>`sum(case when ${change} > 0 then ${change} else 0 end)`.as('unitsIn'),
      sql<number | null>`sum(case when ${change} < 0 then -${change} else 0 end)`.as('unitsOut'),
    ])
    .executeTakeFirstOrThrow();
  return { movements: Number(row.movements), unitsIn: Number(row.unitsIn ?? 0), unitsOut: Number(row.unitsOut ?? 0) };
}

/** The units moved by the range's first `count` movements (register order): the balance before a page. */
export async function unitsOfFirst(db: Db, productId: number, range: MomentRange, count: number): Promise<number> {
  if (count === 0) return 0;
  const first = productMovements(db, productId, range)
    .select('stockMovements.quantityChange')
    .orderBy('stockMovements.at')
    .orderBy('stockMovements.id')
    .limit(count)
    .as('first');
  const row = await db
    .selectFrom(first)
    .select(sql<number | null>`sum(${sql.ref('first.quantityChange')})`.as('units'))
    .executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

/**
 * The range's movements in register order (oldest first), `limit` from `offset`, with their lot, user
 * and party: the supplier of a reception or a return to it, the patient of a sale on prescription
 * or of a return of it (else the customer), and the note of an adjustment (a destruction's record).
 */
export function registerMovements(db: Db, productId: number, range: MomentRange, offset: number, limit: number) {
  return (
    productMovements(db, productId, range)
      .innerJoin('stocks', 'stocks.id', 'stockMovements.stockId')
      .leftJoin('users', 'users.id', 'stockMovements.userId')
      .leftJoin('grns', (join) => join.onRef('grns.id', '=', 'stockMovements.documentId').on('stockMovements.type', '=', 'GRN'))
      .leftJoin('supplierReturns', (join) =>
        join.onRef('supplierReturns.id', '=', 'stockMovements.documentId').on('stockMovements.type', '=', 'SUPPLIER_RETURN'),
      )
      .leftJoin('suppliers', (join) =>
        join.on((eb) =>
          eb.or([eb('suppliers.id', '=', eb.ref('grns.supplierId')), eb('suppliers.id', '=', eb.ref('supplierReturns.supplierId'))]),
        ),
      )
      .leftJoin('invoices', (join) => join.onRef('invoices.id', '=', 'stockMovements.documentId').on('stockMovements.type', '=', 'SALE'))
      .leftJoin('creditNotes', (join) =>
        join.onRef('creditNotes.id', '=', 'stockMovements.documentId').on('stockMovements.type', '=', 'CREDIT_NOTE'),
      )
      // The patient of a sale on prescription, and of the sale a credit note returns units of.
      .leftJoin('prescriptions', (join) =>
        join.on((eb) =>
          eb.or([
            eb('prescriptions.invoiceId', '=', eb.ref('invoices.id')),
            eb('prescriptions.invoiceId', '=', eb.ref('creditNotes.invoiceId')),
          ]),
        ),
      )
      .leftJoin('customers', (join) =>
        join.on((eb) =>
          eb.or([eb('customers.id', '=', eb.ref('invoices.customerId')), eb('customers.id', '=', eb.ref('creditNotes.customerId'))]),
        ),
      )
      .select([
        'stockMovements.id',
        'stockMovements.at',
        'stockMovements.type',
        'stockMovements.quantityChange',
        'stockMovements.stockId',
        'stocks.batchNumber',
        'stockMovements.documentId',
        'stockMovements.documentNumber',
        'stockMovements.reason',
        'stockMovements.note',
        'stockMovements.userId',
        'users.name as userName',
        'suppliers.name as supplierName',
        'prescriptions.patientName',
        'customers.name as customerName',
      ])
      .orderBy('stockMovements.at')
      .orderBy('stockMovements.id')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}
export type MovementRow = Awaited<ReturnType<typeof registerMovements>>[number];
