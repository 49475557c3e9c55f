import type { SupplierReturn, SupplierReturnRequest, SupplierReturnSummary } from '@hanout/contract';
import { vatOnExclusive } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { MAX_CENTIMES, toDirhams } from '../../lib/money';
import { badRequest, conflict, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import { vatBreakdown } from '../../lib/vat';
import { dialectOf, type Db } from '../../db/connect';
import type { SupplierReturnDocument } from '../../pdf/supplier-return-pdf';
import type { DocumentIssue } from '../idempotency';
import { recordMovements } from '../ledger';
import { loadShopIdentity } from '../settings';
import { RETURNED_BATCH_COLUMNS, takeFromBatch } from '../stock';
import { keepAsIssued } from '../documents';

const SUPPLIER_RETURN_KIND = 'RF';

/** How a batch is named in a problem: its supplier's lot number, or its id when it has none. */
const lotOf = (stock: { stockId: number; batchNumber: string | null }) => stock.batchNumber ?? `#${stock.stockId}`;

/** What already went back to the supplier of a GRN's batches: units, and their value before tax and VAT. */
interface ReturnedSoFar {
  units: number;
  exclVat: number;
  vat: number;
}

/** What of a GRN's batches already went back to the supplier, by batch. */
async function returnedOfGrn(db: Db, grnId: number): Promise<Map<number, ReturnedSoFar>> {
  const rows = await db
    .selectFrom('supplierReturnItems')
    .innerJoin('supplierReturns', 'supplierReturns.id', 'supplierReturnItems.supplierReturnId')
    .select([
      'supplierReturnItems.stockId',
      (eb) => eb.fn.sum<number>('supplierReturnItems.quantity').as('units'),
      (eb) => eb.fn.sum<number>('supplierReturnItems.total').as('exclVat'),
      (eb) => eb.fn.sum<number>('supplierReturnItems.vat').as('vat'),
    ])
    .where('supplierReturns.grnId', '=', grnId)
    .groupBy('supplierReturnItems.stockId')
    .execute();
  return new Map(rows.map((row) => [row.stockId, { units: Number(row.units), exclVat: Number(row.exclVat), vat: Number(row.vat) }]));
}

/**
 * Records a supplier return (retour fournisseur) on a GRN in one transaction: each line takes units
 * out of a batch received on that GRN (409 naming the product and lot when the batch was not
 * received on it, holds fewer units, or would go back beyond what it received less what already
 * went back), valued at the GRN line's buying price before tax plus its VAT, as the GRN was.
 * Numbered without gaps per year (`RF-2026-000001`). On PostgreSQL the GRN's row is locked first,
 * so two returns of one GRN never both pass the "received less returned" check; the batches are
 * then taken in id order with conditional updates, as sales take them, so a sale racing a return
 * never drives a batch below zero.
 */
export async function createSupplierReturn(
  db: Db,
  grnId: number,
  request: SupplierReturnRequest,
  { userId, timeZone, now = new Date(), complete = async () => {} }: DocumentIssue,
): Promise<{ id: number }> {
  const today = localDate(timeZone, now);
  return db.transaction().execute(async (trx) => {
    let grnQuery = trx.selectFrom('grns').select(['id', 'number', 'supplierId']).where('id', '=', grnId);
    if (dialectOf(trx) === 'postgres') grnQuery = grnQuery.forNoKeyUpdate();
    const grn = await grnQuery.executeTakeFirst();
    if (!grn) throw notFound(`GRN ${grnId} does not exist.`);
    const stockIds = request.items.map((item) => item.stockId);
    const [batches, returned] = await Promise.all([
      trx
        .selectFrom('stocks')
        .innerJoin('products', 'products.id', 'stocks.productId')
        .leftJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
        .select([
          'stocks.id as stockId',
          'stocks.productId',
          'stocks.batchNumber',
          'products.name',
          'grnItems.id as grnItemId',
          'grnItems.grnId',
          'grnItems.quantity as paidFor',
          'grnItems.freeQuantity',
          'grnItems.total as lineTotal',
          'grnItems.vatRate',
        ])
        .where('stocks.id', 'in', stockIds)
        .execute(),
      returnedOfGrn(trx, grn.id),
    ]);
    const byId = new Map(batches.map((batch) => [batch.stockId, batch]));
    const lines = request.items.map((item) => {
      const batch = byId.get(item.stockId);
      if (!batch) throw notFound(`Stock line #${item.stockId} does not exist.`);
      if (batch.grnId !== grn.id || batch.grnItemId === null || batch.paidFor === null || batch.lineTotal === null)
        throw conflict(`Stock line #${item.stockId} is not from GRN ${grn.number}.`);
      const received = batch.paidFor + (batch.freeQuantity ?? 0);
      const sentBack = returned.get(batch.stockId) ?? { units: 0, exclVat: 0, vat: 0 };
      const already = sentBack.units;
      if (item.quantity > received - already) {
        throw conflict(
          `${batch.name} (lot ${lotOf(batch)}): ${received} received on ${grn.number} and ${already} already returned, ` +
            `so at most ${received - already} can go back. The supplier return was not saved.`,
        );
      }
      const { lineTotal } = batch;
      const vatRate = batch.vatRate ?? 0;
      const lineVat = vatOnExclusive(lineTotal, vatRate);
      // A unit goes back at the batch's unit cost: what the line paid over every unit received, free
      // ones included (DECISIONS), to the centime, so that unit price times units is the value printed.
      // The return taking the line's last units takes what is left of it, so that all of a line's
      // returns give back exactly what its GRN line charged, HT and VAT, never a centime more.
      const buyingPrice = Math.round(lineTotal / received);
      const last = already + item.quantity === received;
      const exclVat = last ? lineTotal - sentBack.exclVat : Math.min(buyingPrice * item.quantity, lineTotal - sentBack.exclVat);
      const vat = last ? lineVat - sentBack.vat : Math.min(vatOnExclusive(exclVat, vatRate), lineVat - sentBack.vat);
      return { batch, grnItemId: batch.grnItemId, buyingPrice, vatRate, item, exclVat, vat };
    });
    const totalVat = lines.reduce((sum, line) => sum + line.vat, 0);
    const total = lines.reduce((sum, line) => sum + line.exclVat, 0) + totalVat;
    if (total > MAX_CENTIMES) throw badRequest('items: The supplier return total is too large');
    // Batches in id order, as sales take them: the two never wait on each other in a circle.
    for (const line of [...lines].sort((a, b) => a.batch.stockId - b.batch.stockId)) {
      if (!(await takeFromBatch(trx, line.batch.stockId, line.item.quantity))) {
        const left = await trx.selectFrom('stocks').select('quantity').where('id', '=', line.batch.stockId).executeTakeFirstOrThrow();
        throw conflict(
          `Not enough stock of ${line.batch.name} (lot ${lotOf(line.batch)}): ${left.quantity} left in the batch, ` +
            `${line.item.quantity} to return. The supplier return was not saved.`,
        );
      }
    }
    const number = await nextDocumentNumber(trx, SUPPLIER_RETURN_KIND, Number(today.slice(0, 4)));
    const { id } = await trx
      .insertInto('supplierReturns')
      .values({
        number,
        dateTime: now.toISOString(),
        localDate: today,
        grnId: grn.id,
        supplierId: grn.supplierId,
        userId,
        total,
        totalVat,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('supplierReturnItems')
      .values(
        lines.map((line) => ({
          supplierReturnId: id,
          grnItemId: line.grnItemId,
          stockId: line.batch.stockId,
          productId: line.batch.productId,
          quantity: line.item.quantity,
          buyingPrice: line.buyingPrice,
          total: line.exclVat,
          vatRate: line.vatRate,
          vat: line.vat,
          reason: line.item.reason,
        })),
      )
      .execute();
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      lines.map((line) => ({
        stockId: line.batch.stockId,
        productId: line.batch.productId,
        type: 'SUPPLIER_RETURN',
        quantityChange: -line.item.quantity,
        reason: line.item.reason || null,
        documentId: id,
        documentNumber: number,
      })),
    );
    await complete(trx, id);
    await keepAsIssued(trx, 'supplier-return', id, loadSupplierReturnDocument);
    return { id };
  });
}

/** A supplier return as issued; its buying prices and values only `withCost` (administrators). 404 when unknown. */
export async function loadSupplierReturn(db: Db, id: number, { withCost }: { withCost: boolean }): Promise<SupplierReturn> {
  const issued = await db
    .selectFrom('supplierReturns')
    .innerJoin('grns', 'grns.id', 'supplierReturns.grnId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierReturns.supplierId')
    .innerJoin('users', 'users.id', 'supplierReturns.userId')
    .select([
      'supplierReturns.id',
      'supplierReturns.number',
      'supplierReturns.dateTime',
      'supplierReturns.localDate',
      'supplierReturns.total',
      'supplierReturns.totalVat',
      'grns.id as grnId',
      'grns.number as grnNumber',
      'grns.localDate as grnDate',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      'users.id as userId',
      'users.name as userName',
    ])
    .where('supplierReturns.id', '=', id)
    .executeTakeFirst();
  if (!issued) throw notFound(`Supplier return #${id} does not exist.`);
  const lines = await db
    .selectFrom('supplierReturnItems')
    .innerJoin('products', 'products.id', 'supplierReturnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('stocks', 'stocks.id', 'supplierReturnItems.stockId')
    .select([
      'supplierReturnItems.id',
      'supplierReturnItems.grnItemId',
      'supplierReturnItems.quantity',
      'supplierReturnItems.buyingPrice',
      'supplierReturnItems.total',
      'supplierReturnItems.vatRate',
      'supplierReturnItems.vat',
      'supplierReturnItems.reason',
      ...RETURNED_BATCH_COLUMNS,
    ])
    .where('supplierReturnItems.supplierReturnId', '=', id)
    .orderBy('supplierReturnItems.id')
    .execute();
  return {
    id: issued.id,
    number: issued.number,
    dateTime: issued.dateTime,
    date: issued.localDate,
    grn: { id: issued.grnId, number: issued.grnNumber, date: issued.grnDate },
    supplier: { id: issued.supplierId, name: issued.supplierName },
    user: { id: issued.userId, name: issued.userName },
    items: lines.map((line) => ({
      id: line.id,
      grnItemId: line.grnItemId,
      product: { id: line.productId, name: line.productName, brand: line.brandName },
      stock: { id: line.stockId, expireDate: line.expireDate, batchNumber: line.batchNumber },
      quantity: line.quantity,
      vatRate: line.vatRate,
      reason: line.reason,
      ...(withCost
        ? {
            buyingPrice: toDirhams(line.buyingPrice),
            totalExclVat: toDirhams(line.total),
            vat: toDirhams(line.vat),
            total: toDirhams(line.total + line.vat),
          }
        : {}),
    })),
    ...(withCost
      ? {
          total: toDirhams(issued.total),
          totalExclVat: toDirhams(issued.total - issued.totalVat),
          totalVat: toDirhams(issued.totalVat),
          vatBreakdown: vatBreakdown(lines.map((line) => ({ vatRate: line.vatRate, exclVat: line.total, vat: line.vat }))),
        }
      : {}),
  };
}

/** Everything the supplier return PDF shows: the return with its values, its supplier and the shop; 404 when unknown. */
export async function loadSupplierReturnDocument(db: Db, id: number): Promise<SupplierReturnDocument> {
  const issued = await loadSupplierReturn(db, id, { withCost: true });
  const [supplier, shop] = await Promise.all([
    db
      .selectFrom('suppliers')
      .innerJoin('companies', 'companies.id', 'suppliers.companyId')
      .select([
        'suppliers.name',
        'suppliers.email',
        'suppliers.mobile',
        'companies.name as companyName',
        'companies.address as companyAddress',
      ])
      .where('suppliers.id', '=', issued.supplier.id)
      .executeTakeFirstOrThrow(),
    loadShopIdentity(db, { logo: false }),
  ]);
  return { ...issued, supplierDetails: supplier, shop };
}

/** The supplier returns of a GRN, oldest first (their values `withCost`), and the units returned of each of its batches. */
export async function supplierReturnsOfGrn(
  db: Db,
  grnId: number,
  { withCost }: { withCost: boolean },
): Promise<{ supplierReturns: SupplierReturnSummary[]; returned: Map<number, number> }> {
  const [issued, returned] = await Promise.all([
    db
      .selectFrom('supplierReturns')
      .innerJoin('supplierReturnItems', 'supplierReturnItems.supplierReturnId', 'supplierReturns.id')
      .select([
        'supplierReturns.id',
        'supplierReturns.number',
        'supplierReturns.localDate',
        'supplierReturns.total',
        (eb) => eb.fn.sum<number>('supplierReturnItems.quantity').as('quantity'),
      ])
      .where('supplierReturns.grnId', '=', grnId)
      .groupBy(['supplierReturns.id', 'supplierReturns.number', 'supplierReturns.localDate', 'supplierReturns.total'])
      .orderBy('supplierReturns.id')
      .execute(),
    returnedOfGrn(db, grnId),
  ]);
  return {
    supplierReturns: issued.map((row) => ({
      id: row.id,
      number: row.number,
      date: row.localDate,
      quantity: Number(row.quantity),
      ...(withCost ? { total: toDirhams(row.total) } : {}),
    })),
    returned: new Map([...returned].map(([stockId, sentBack]) => [stockId, sentBack.units])),
  };
}
