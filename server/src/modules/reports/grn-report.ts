import type { Db } from '../../db/connect';
import { toDirhams } from '../../common/money';
import { paymentTypeLabel, pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';

/** The GRN (goods received note) as an A4 PDF, or undefined when there is no such GRN. */
export async function buildGrnPdf(db: Db, grnId: number, timeZone: string): Promise<{ number: string; pdf: Buffer } | undefined> {
  const grn = await db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .innerJoin('users', 'users.id', 'grns.userId')
    .select([
      'grns.id',
      'grns.number',
      'grns.dateTime',
      'grns.total',
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
    .where('grns.id', '=', grnId)
    .executeTakeFirst();
  if (!grn) return undefined;
  const items = await db
    .selectFrom('grnItems')
    .innerJoin('products', 'products.id', 'grnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'products.name as productName',
      'brands.name as brandName',
      'grnItems.quantity',
      'grnItems.buyingPrice',
      'grnItems.sellingPrice',
      'grnItems.manufactureDate',
      'grnItems.expireDate',
      'grnItems.total',
    ])
    .where('grnItems.grnId', '=', grnId)
    .orderBy('grnItems.id')
    .execute();

  const pdf = await renderPdf({
    title: 'Goods Received Note',
    number: grn.number,
    date: pdfDateTime(grn.dateTime, timeZone),
    parties: [
      { label: 'Supplier', lines: [grn.supplierName, grn.supplierEmail, grn.supplierMobile] },
      { label: 'Company', lines: [grn.companyName, grn.companyAddress, grn.companyEmail, grn.companyMobile] },
      { label: 'Received by', lines: [grn.userName, `Payment type: ${paymentTypeLabel(grn.paymentType)}`] },
    ],
    columns: [
      { header: '#', width: 0.04 },
      { header: 'Product', width: 0.19 },
      { header: 'Brand', width: 0.11 },
      { header: 'Qty', width: 0.06, align: 'right' },
      { header: 'Buying price', width: 0.12, align: 'right' },
      { header: 'Selling price', width: 0.12, align: 'right' },
      { header: 'Manufacture', width: 0.12 },
      { header: 'Expiry', width: 0.1 },
      { header: 'Total', width: 0.14, align: 'right' },
    ],
    rows: items.map((item, index) => [
      String(index + 1),
      item.productName,
      item.brandName,
      String(item.quantity),
      pdfMoney(toDirhams(item.buyingPrice)),
      pdfMoney(toDirhams(item.sellingPrice)),
      pdfDate(item.manufactureDate),
      pdfDate(item.expireDate),
      pdfMoney(toDirhams(item.total)),
    ]),
    totals: [
      ['Grand Total', pdfMoney(toDirhams(grn.total))],
      ['Payment Type', paymentTypeLabel(grn.paymentType)],
      ['Payment', pdfMoney(toDirhams(grn.payment))],
      ['Balance', pdfMoney(toDirhams(grn.balance))],
    ],
    notes: ['Amounts in Moroccan dirhams (MAD). Balance = payment - grand total; a negative balance is still owed to the supplier.'],
  });
  return { number: grn.number, pdf };
}
