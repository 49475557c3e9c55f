import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * The stock ledger: every change of a batch's quantity is a movement (signed `quantityChange`, its
 * kind, who, when, why and the document behind it), so that a batch's quantity is always the sum of
 * its movements. Selling price changes are kept apart (old, new, who, when). Products get the level
 * at or under which they are reported as low stock.
 *
 * Existing data is written into the ledger from the documents that moved it (receptions, mixes,
 * sales, credit notes, supplier returns); what none of them explains (batches loaded by hand) gets
 * one balancing `COUNT` movement, so the ledger holds from its first day.
 */
export const stockLedger = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('stockMovements'))
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('quantityChange', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('note', 'varchar(500)')
      .addColumn('documentId', 'integer')
      .addColumn('documentNumber', 'varchar(30)')
      .addColumn('userId', 'integer', (c) => c.references('users.id'))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_movements_stock_idx').on('stockMovements').columns(['stockId', 'at']).execute();
    await db.schema.createIndex('stock_movements_product_idx').on('stockMovements').columns(['productId', 'at']).execute();

    await withId(dialect, db.schema.createTable('stockPriceChanges'))
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('oldPrice', 'integer', (c) => c.notNull())
      .addColumn('newPrice', 'integer', (c) => c.notNull())
      .addColumn('userId', 'integer', (c) => c.references('users.id'))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_price_changes_stock_idx').on('stockPriceChanges').columns(['stockId', 'at']).execute();

    await db.schema.alterTable('products').addColumn('reorderLevel', 'integer').execute();

    await backfillLedger(db);
  },
  async down(db) {
    await db.schema.alterTable('products').dropColumn('reorderLevel').execute();
    await db.schema.dropTable('stockPriceChanges').execute();
    await db.schema.dropTable('stockMovements').execute();
  },
});

const MOVEMENT_COLUMNS = [
  'stockId',
  'productId',
  'type',
  'quantityChange',
  'reason',
  'documentId',
  'documentNumber',
  'userId',
  'at',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its day, not today's types
export async function backfillLedger(db: Kysely<any>) {
  const insert = () => db.insertInto('stockMovements').columns([...MOVEMENT_COLUMNS]);
  await insert()
    .expression(
      db
        .selectFrom('stocks')
        .innerJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
        .innerJoin('grns', 'grns.id', 'grnItems.grnId')
        .select([
          'stocks.id',
          'stocks.productId',
          sql.lit('GRN').as('type'),
          'stocks.initialQuantity',
          sql.lit(null).as('reason'),
          'grns.id as documentId',
          'grns.number',
          'grns.userId',
          'grns.dateTime',
        ]),
    )
    .execute();
  await insert()
    .expression(
      db
        .selectFrom('stocks')
        .where('stocks.grnItemId', 'is', null)
        .where('stocks.id', 'in', db.selectFrom('mixedStockComponents').select('mixedStockId'))
        .select([
          'stocks.id',
          'stocks.productId',
          sql.lit('MIX_IN').as('type'),
          'stocks.initialQuantity',
          sql.lit(null).as('reason'),
          'stocks.id as documentId',
          sql.lit(null).as('documentNumber'),
          sql.lit(null).as('userId'),
          'stocks.createdAt',
        ]),
    )
    .execute();
  await insert()
    .expression(
      db
        .selectFrom('mixedStockComponents')
        .innerJoin('stocks as component', 'component.id', 'mixedStockComponents.componentStockId')
        .innerJoin('stocks as mixed', 'mixed.id', 'mixedStockComponents.mixedStockId')
        .select([
          'component.id',
          'component.productId',
          sql.lit('MIX_OUT').as('type'),
          sql<number>`-${sql.ref('mixedStockComponents.dosage')}`.as('quantityChange'),
          sql.lit(null).as('reason'),
          'mixed.id as documentId',
          sql.lit(null).as('documentNumber'),
          sql.lit(null).as('userId'),
          'mixed.createdAt',
        ]),
    )
    .execute();
  await insert()
    .expression(
      db
        .selectFrom('invoiceItems')
        .innerJoin('invoices', 'invoices.id', 'invoiceItems.invoiceId')
        .select([
          'invoiceItems.stockId',
          'invoiceItems.productId',
          sql.lit('SALE').as('type'),
          sql<number>`-${sql.ref('invoiceItems.quantity')}`.as('quantityChange'),
          sql.lit(null).as('reason'),
          'invoices.id',
          'invoices.number',
          'invoices.userId',
          'invoices.dateTime',
        ]),
    )
    .execute();
  await insert()
    .expression(
      db
        .selectFrom('creditNoteItems')
        .innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId')
        .where('creditNoteItems.restocked', '=', 1)
        .select([
          'creditNoteItems.stockId',
          'creditNoteItems.productId',
          sql.lit('CREDIT_NOTE').as('type'),
          'creditNoteItems.quantity',
          'creditNoteItems.reason',
          'creditNotes.id',
          'creditNotes.number',
          'creditNotes.userId',
          'creditNotes.dateTime',
        ]),
    )
    .execute();
  await insert()
    .expression(
      db
        .selectFrom('supplierReturnItems')
        .innerJoin('supplierReturns', 'supplierReturns.id', 'supplierReturnItems.supplierReturnId')
        .select([
          'supplierReturnItems.stockId',
          'supplierReturnItems.productId',
          sql.lit('SUPPLIER_RETURN').as('type'),
          sql<number>`-${sql.ref('supplierReturnItems.quantity')}`.as('quantityChange'),
          'supplierReturnItems.reason',
          'supplierReturns.id',
          'supplierReturns.number',
          'supplierReturns.userId',
          'supplierReturns.dateTime',
        ]),
    )
    .execute();
  const explained = db
    .selectFrom('stockMovements')
    .select((eb) => eb.fn.sum<number>('quantityChange').as('total'))
    .whereRef('stockMovements.stockId', '=', 'stocks.id');
  const unexplained = sql<number>`${sql.ref('stocks.quantity')} - coalesce((${explained}), 0)`;
  await insert()
    .expression(
      db
        .selectFrom('stocks')
        .where(unexplained, '<>', 0)
        .select([
          'stocks.id',
          'stocks.productId',
          sql.lit('COUNT').as('type'),
          unexplained.as('quantityChange'),
          sql.lit('LEDGER_START').as('reason'),
          sql.lit(null).as('documentId'),
          sql.lit(null).as('documentNumber'),
          sql.lit(null).as('userId'),
          'stocks.createdAt',
        ]),
    )
    .execute();
}
