import type { GrnDetail } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import type { GrnDocument } from '../../pdf/grn-pdf';
import { vatBreakdown } from '../../lib/vat';
import { loadShopIdentity } from '../settings';
import { supplierReturnsOfGrn } from '../supplier-returns';
import { grnStillDue } from '../payables';
import type { CostVisibility, ExpiryWindow } from '../stock';
import { expiryStatusOf } from '../../lib/expiry';
import { findGrn, findGrnDocument, grnDocumentLines, grnLines } from './repository';
import { toGrnListItem } from './list-item';

/**
 * A GRN as issued, with each line's batch (what it holds now), the units already returned to the
 * supplier and what can still go back, and its supplier returns; buying prices and every amount
 * (totals, payment, balance, what is still due) only `withCost` (administrators). 404 when unknown.
 */
export async function loadGrn(db: Db, id: number, expiry: ExpiryWindow, { withCost }: CostVisibility): Promise<GrnDetail> {
  const grn = await findGrn(db, id);
  if (!grn) throw notFound(`GRN ${id} does not exist.`);
  const [lines, { supplierReturns, returned }, stillDue] = await Promise.all([
    grnLines(db, id),
    supplierReturnsOfGrn(db, id, { withCost }),
    grnStillDue(db, id),
  ]);
  return {
    ...toGrnListItem(grn, { withCost }),
    ...(withCost ? { stillDue: toDirhams(stillDue) } : {}),
    date: grn.localDate,
    user: { id: grn.userId, name: grn.userName },
    items: lines.map((line) => {
      const returnedQuantity = returned.get(line.stockId) ?? 0;
      return {
        id: line.id,
        product: { id: line.productId, name: line.productName, brand: line.brandName },
        stock: { id: line.stockId, quantity: line.stockQuantity },
        quantity: line.quantity,
        freeQuantity: line.freeQuantity,
        manufactureDate: line.manufactureDate,
        expireDate: line.expireDate,
        expiryStatus: expiryStatusOf(line.stockExpireDate, expiry.today, expiry.nearExpiryDays),
        batchNumber: line.batchNumber,
        vatRate: line.vatRate,
        sellingPrice: toDirhams(line.sellingPrice),
        returnedQuantity,
        returnable: Math.max(0, Math.min(line.quantity + line.freeQuantity - returnedQuantity, line.stockQuantity)),
        ...(withCost
          ? { buyingPrice: toDirhams(line.buyingPrice), totalExclVat: toDirhams(line.total), unitCost: toDirhams(line.unitCost) }
          : {}),
      };
    }),
    supplierReturns,
  };
}

/** Everything the GRN PDF shows, or 404. */
export async function loadGrnDocument(db: Db, id: number): Promise<GrnDocument> {
  const grn = await findGrnDocument(db, id);
  if (!grn) throw notFound(`GRN ${id} does not exist.`);
  const lines = await grnDocumentLines(db, id);
  const shop = await loadShopIdentity(db, { logo: false });
  return {
    id,
    shop,
    number: grn.number,
    dateTime: grn.dateTime,
    supplier: { name: grn.supplierName, email: grn.supplierEmail, mobile: grn.supplierMobile },
    company: { name: grn.companyName, address: grn.companyAddress, email: grn.companyEmail, mobile: grn.companyMobile },
    receivedBy: grn.userName,
    lines: lines.map((line) => ({
      product: line.product,
      brand: line.brand,
      batchNumber: line.batchNumber,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      buyingPrice: toDirhams(line.buyingPrice),
      sellingPrice: toDirhams(line.sellingPrice),
      manufactureDate: line.manufactureDate,
      expireDate: line.expireDate,
      vatRate: line.vatRate,
      total: toDirhams(line.total),
    })),
    vatBreakdown: vatBreakdown(lines.map((line) => ({ vatRate: line.vatRate, exclVat: line.total, vat: line.vat }))),
    totalExclVat: toDirhams(grn.total - grn.totalVat),
    totalVat: toDirhams(grn.totalVat),
    total: toDirhams(grn.total),
    payment: toDirhams(grn.payment),
    balance: toDirhams(grn.balance),
    paymentType: grn.paymentType,
  };
}
