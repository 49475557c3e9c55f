import type { SupplierReturn, SupplierReturnSummary } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import { vatBreakdown } from '../../lib/vat';
import type { Db } from '../../db/connect';
import type { SupplierReturnDocument } from '../../pdf/supplier-return-pdf';
import { loadShopIdentity } from '../settings';
import { findSupplierReturn, returnedOfGrn, returnSupplier, supplierReturnLines, supplierReturnsOfGrnRows } from './repository';

/** A supplier return as issued; its buying prices and values only `withCost` (administrators). 404 when unknown. */
export async function loadSupplierReturn(db: Db, id: number, { withCost }: { withCost: boolean }): Promise<SupplierReturn> {
  const issued = await findSupplierReturn(db, id);
  if (!issued) throw notFound(`Supplier return #${id} does not exist.`);
  const lines = await supplierReturnLines(db, id);
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
  const [supplier, shop] = await Promise.all([returnSupplier(db, issued.supplier.id), loadShopIdentity(db, { logo: false })]);
  return { ...issued, supplierDetails: supplier, shop };
}

/** The supplier returns of a GRN, oldest first (their values `withCost`), and the units returned of each of its batches. */
export async function supplierReturnsOfGrn(
  db: Db,
  grnId: number,
  { withCost }: { withCost: boolean },
): Promise<{ supplierReturns: SupplierReturnSummary[]; returned: Map<number, number> }> {
  const [issued, returned] = await Promise.all([supplierReturnsOfGrnRows(db, grnId), returnedOfGrn(db, grnId)]);
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
