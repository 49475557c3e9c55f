import { unitCost, type GrnDetail, type GrnListItem, type grnSearchRequest, type Paged } from '@hanout/contract';
import type { z } from 'zod';
import { localDate } from '../../lib/clock';
import { refuseChangeOnNonCash } from '../../lib/change';
import { MAX_CENTIMES, toCentimes, toDirhams } from '../../lib/money';
import { fetchPage, inDayRange, type PageOfAnySize } from '../../db/paging';
import { badRequest, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { GrnDocument } from '../../pdf/grn-pdf';
import { vatOnExclusive } from '@hanout/contract';
import { vatBreakdown } from '../../lib/vat';
import { loadShopIdentity } from '../settings';
import type { CompleteKey } from '../idempotency';
import { recordMovements, type MovementEntry } from '../ledger';
import { supplierReturnsOfGrn } from '../supplier-returns';
import { grnStillDue } from '../payables';
import type { CostVisibility, ExpiryWindow } from '../stock';
import { expiryStatusOf } from '../../lib/expiry';
import { keepAsIssued } from '../documents';

import { checkGrnRequest, type GrnRequest } from './request-checks';

const GRN_KIND = 'BR';

type GrnSearchRequest = z.output<typeof grnSearchRequest>;

/**
 * Records goods received in one transaction: the GRN numbered without gaps, its lines, and one new
 * stock line per GRN line at the line's prices and dates. Buying prices are before tax (HT): each
 * line's VAT is taken at its product's rate, and the grand total, payment and balance are VAT
 * included (TTC). A line's free units enter its batch at no cost: the line's total is what was paid
 * for, and the batch's unit cost that total over every unit received (DECISIONS). `complete` marks
 * an Idempotency-Key done in the same transaction. Answers the new GRN's id and number.
 */
export async function createGrn(
  db: Db,
  request: GrnRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number; number: string }> {
  const today = localDate(timeZone, now);
  await checkGrnRequest(db, request, today);
  const rates = new Map(
    (
      await db
        .selectFrom('products')
        .select(['id', 'vatRate'])
        .where('id', 'in', [...new Set(request.grnItems.map((item) => item.product))])
        .execute()
    ).map((product) => [product.id, product.vatRate]),
  );
  const lines = request.grnItems.map((item) => {
    const buyingPrice = toCentimes(item.buyingPrice);
    const exclVat = buyingPrice * item.quantity;
    const vatRate = rates.get(item.product) ?? 0;
    return {
      ...item,
      buyingPrice,
      received: item.quantity + item.freeQuantity,
      unitCost: unitCost(buyingPrice, item.quantity, item.freeQuantity),
      sellingPrice: toCentimes(item.sellingPrice),
      total: exclVat,
      vatRate,
      vat: vatOnExclusive(exclVat, vatRate),
    };
  });
  const totalVat = lines.reduce((sum, line) => sum + line.vat, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0) + totalVat;
  if (total > MAX_CENTIMES) throw badRequest('grnItems: The GRN total is too large');
  const payment = toCentimes(request.grnPayment.payment);
  refuseChangeOnNonCash(request.grnPayment.paymentType, payment, total);

  return db.transaction().execute(async (trx) => {
    const createdAt = now.toISOString();
    const number = await nextDocumentNumber(trx, GRN_KIND, Number(today.slice(0, 4)));
    const { id } = await trx
      .insertInto('grns')
      .values({
        number,
        dateTime: createdAt,
        localDate: today,
        supplierId: request.supplier,
        userId,
        total,
        totalVat,
        payment,
        balance: payment - total,
        paymentType: request.grnPayment.paymentType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const received: MovementEntry[] = [];
    for (const line of lines) {
      const item = await trx
        .insertInto('grnItems')
        .values({
          grnId: id,
          productId: line.product,
          quantity: line.quantity,
          freeQuantity: line.freeQuantity,
          buyingPrice: line.buyingPrice,
          sellingPrice: line.sellingPrice,
          manufactureDate: line.manufactureDate,
          expireDate: line.expireDate,
          batchNumber: line.batchNumber ?? null,
          total: line.total,
          vatRate: line.vatRate,
          vat: line.vat,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stock = await trx
        .insertInto('stocks')
        .values({
          productId: line.product,
          grnItemId: item.id,
          quantity: line.received,
          initialQuantity: line.received,
          buyingPrice: line.unitCost,
          sellingPrice: line.sellingPrice,
          manufactureDate: line.manufactureDate,
          expireDate: line.expireDate,
          batchNumber: line.batchNumber ?? null,
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      received.push({
        stockId: stock.id,
        productId: line.product,
        type: 'GRN',
        quantityChange: line.received,
        documentId: id,
        documentNumber: number,
      });
    }
    await recordMovements(trx, { userId, at: createdAt }, received);
    await complete(trx, id);
    await keepAsIssued(trx, 'grn', id, loadGrnDocument);
    return { id, number };
  });
}

/** GRNs with their supplier, as the history lists them. */
const grnRows = (db: Db) =>
  db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .select([
      'grns.id',
      'grns.number',
      'grns.dateTime',
      'grns.total',
      'grns.payment',
      'grns.balance',
      'grns.paymentType',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
    ]);
type GrnRow = Awaited<ReturnType<ReturnType<typeof grnRows>['executeTakeFirstOrThrow']>>;

/**
 * A GRN as the history lists it (the head of its detail too); its total, payment and balance
 * `withCost` only: a total is its buying prices added up, and what was paid or is owed tells it.
 */
const toGrnListItem = (row: GrnRow, { withCost }: CostVisibility): GrnListItem => ({
  id: row.id,
  number: row.number,
  dateTime: row.dateTime,
  supplier: { id: row.supplierId, name: row.supplierName },
  grnPayment: {
    paymentType: row.paymentType as GrnListItem['grnPayment']['paymentType'],
    ...(withCost ? { payment: toDirhams(row.payment), balance: toDirhams(row.balance) } : {}),
  },
  ...(withCost ? { total: toDirhams(row.total) } : {}),
});

/** GRNs of an inclusive range of shop-local days, newest first; pages of any size (an export reads large ones). */
export function searchGrns(db: Db, request: PageOfAnySize<GrnSearchRequest>, visibility: CostVisibility): Promise<Paged<GrnListItem>> {
  const { page, size, startDate, endDate } = request;
  return fetchPage(inDayRange(grnRows(db), 'grns.localDate', startDate, endDate).orderBy('grns.id', 'desc'), page, size, (row) =>
    toGrnListItem(row, visibility),
  );
}

/**
 * A GRN as issued, with each line's batch (what it holds now), the units already returned to the
 * supplier and what can still go back, and its supplier returns; buying prices and every amount
 * (totals, payment, balance, what is still due) only `withCost` (administrators). 404 when unknown.
 */
export async function loadGrn(db: Db, id: number, expiry: ExpiryWindow, { withCost }: CostVisibility): Promise<GrnDetail> {
  const grn = await grnRows(db)
    .innerJoin('users', 'users.id', 'grns.userId')
    .select(['grns.localDate', 'users.id as userId', 'users.name as userName'])
    .where('grns.id', '=', id)
    .executeTakeFirst();
  if (!grn) throw notFound(`GRN ${id} does not exist.`);
  const [lines, { supplierReturns, returned }, stillDue] = await Promise.all([
    db
      .selectFrom('grnItems')
      .innerJoin('products', 'products.id', 'grnItems.productId')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .innerJoin('stocks', 'stocks.grnItemId', 'grnItems.id')
      .select([
        'grnItems.id',
        'grnItems.quantity',
        'grnItems.freeQuantity',
        'grnItems.buyingPrice',
        'grnItems.sellingPrice',
        'grnItems.manufactureDate',
        'grnItems.expireDate',
        'grnItems.batchNumber',
        'grnItems.total',
        'grnItems.vatRate',
        'stocks.buyingPrice as unitCost',
        'products.id as productId',
        'products.name as productName',
        'brands.name as brandName',
        'stocks.id as stockId',
        'stocks.quantity as stockQuantity',
        'stocks.expireDate as stockExpireDate',
      ])
      .where('grnItems.grnId', '=', id)
      .orderBy('grnItems.id')
      .execute(),
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
  const grn = await db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .innerJoin('users', 'users.id', 'grns.userId')
    .select([
      'grns.number',
      'grns.dateTime',
      'grns.total',
      'grns.totalVat',
      'grns.payment',
      'grns.balance',
      'grns.paymentType',
      'suppliers.name as supplierName',
      'suppliers.email as supplierEmail',
      'suppliers.mobile as supplierMobile',
      'companies.name as companyName',
      'companies.address as companyAddress',
      'companies.email as companyEmail',
      'companies.mobile as companyMobile',
      'users.name as userName',
    ])
    .where('grns.id', '=', id)
    .executeTakeFirst();
  if (!grn) throw notFound(`GRN ${id} does not exist.`);
  const lines = await db
    .selectFrom('grnItems')
    .innerJoin('products', 'products.id', 'grnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'products.name as product',
      'brands.name as brand',
      'grnItems.quantity',
      'grnItems.freeQuantity',
      'grnItems.buyingPrice',
      'grnItems.sellingPrice',
      'grnItems.manufactureDate',
      'grnItems.expireDate',
      'grnItems.total',
      'grnItems.vatRate',
      'grnItems.vat',
      'grnItems.batchNumber',
    ])
    .where('grnItems.grnId', '=', id)
    .orderBy('grnItems.id')
    .execute();
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
