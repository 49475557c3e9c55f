/**
 * One small shop of the many-shops step (bench/many-shops.ts): a catalogue of a few hundred
 * products, a few dozen customers, a dozen GRNs and a few dozen invoices over the past year, each
 * shop's data drawn from its own index, so that shop k holds the same rows in every database it is
 * seeded into. Bulk inserts in one transaction, inside the shop (the shop scope adds `shop_id` to
 * every row; on PostgreSQL row-level security checks it): through createInvoice, a few dozen
 * invoices a shop would take most of the step's time for a thousand shops. The rows are those the
 * app writes for a GRN and a sale: the GRN's lines and batches, the invoice's lines, the stock
 * movements of both, the document numbers and each invoice's content as issued (its JSON, of the
 * shape and size documentAsIssued keeps).
 */
import { sql, type Insertable } from 'kysely';
import type { GrnsTable } from '../server/src/db/schema/purchases';
import type { InvoicesTable } from '../server/src/db/schema/sales';
import type { Db } from '../server/src/db/connect';
import { inShop } from '../server/src/db/shop-scope';
import { localDate } from '../server/src/lib/clock';
import {
  CATEGORIES,
  addDays,
  brandName,
  companyRow,
  createRandom,
  ice,
  isoDay,
  mobile,
  personName,
  productBarcode,
  productName,
} from './data';
import { TIME_ZONE } from './config';

/** A small shop's size: what a neighbourhood shop holds after a year, kept small so that a thousand seed in minutes. */
export const SMALL_SHOP = {
  categories: 8,
  brands: 15,
  products: 200,
  customers: 40,
  suppliers: 4,
  grns: 12,
  linesPerGrn: 10,
  invoices: 40,
};

const DAY = 86_400_000;
const PERIOD_DAYS = 365;

/** The shop's e-mail domain: its administrator is admin@<domain>. */
export const smallShopEmail = (index: number, user = 'admin') => `${user}@shop${index}.bench`;
export const smallShopCode = (index: number) => `shop${index}`;

/** Ids for `count` rows of `table`, taken from its identity sequence: rows can then name each other before they are inserted. */
async function reserveIds(trx: Db, table: string, count: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => row.id);
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Seeds the small shop number `index` into the shop `shopId` (made already, with its administrator,
 * settings, walk-in customer and units). `cashierHash`: a password hash for its cashier, made once.
 * PostgreSQL only (the ids are taken from the sequences).
 */
export async function seedSmallShop(db: Db, shopId: number, index: number, cashierHash: string): Promise<void> {
  const r = createRandom(1_000_000 + index);
  const today = new Date();
  const periodStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - PERIOD_DAYS * DAY;
  const at = (fraction: number) => new Date(periodStart + Math.floor(fraction * PERIOD_DAYS) * DAY + (8.5 + r.next() * 12) * 3_600_000);
  await inShop(shopId, () =>
    db.transaction().execute(async (trx) => {
      const [admin] = await trx.selectFrom('users').select('id').execute();
      const [cashier] = await trx
        .insertInto('users')
        .values({
          name: personName(r),
          username: 'cashier1',
          email: smallShopEmail(index, 'cashier1'),
          mobile: mobile(r),
          passwordHash: cashierHash,
          role: 'ROLE_USER',
          isEnabled: 1,
          createdAt: new Date(periodStart).toISOString(),
        })
        .returning('id')
        .execute();
      const userIds = [admin.id, cashier.id];
      const unitIds = ids(await trx.selectFrom('units').select('id').execute());
      const walkIn = (await trx.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow()).id;

      const categoryNames = [...CATEGORIES].sort(() => r.next() - 0.5).slice(0, SMALL_SHOP.categories);
      const categoryIds = ids(
        await trx
          .insertInto('categories')
          .values(categoryNames.map((name) => ({ name })))
          .returning('id')
          .execute(),
      );
      const brands = Array.from({ length: SMALL_SHOP.brands }, (_, i) => ({ name: brandName(r, i), categoryId: r.pick(categoryIds) }));
      const brandIds = ids(await trx.insertInto('brands').values(brands).returning('id').execute());
      const productIds = await reserveIds(trx, 'products', SMALL_SHOP.products);
      const products = productIds.map((id, i) => {
        const brand = r.int(0, brands.length - 1);
        return {
          id,
          name: productName(r, brands[brand].name, i),
          brandId: brandIds[brand],
          unitId: r.pick(unitIds),
          barcode: productBarcode(id),
        };
      });
      await trx.insertInto('products').values(products).execute();
      const customers = Array.from({ length: SMALL_SHOP.customers }, (_, i) => ({
        ice: ice(r),
        name: personName(r),
        mobile: mobile(r),
        createdAt: new Date(periodStart + (i / SMALL_SHOP.customers) * PERIOD_DAYS * DAY).toISOString(),
      }));
      const customerIds = ids(await trx.insertInto('customers').values(customers).returning('id').execute());
      const companyIds = ids(
        await trx
          .insertInto('companies')
          .values([0, 1].map((i) => companyRow(r, i)))
          .returning('id')
          .execute(),
      );
      const supplierIds = ids(
        await trx
          .insertInto('suppliers')
          .values(
            Array.from({ length: SMALL_SHOP.suppliers }, (_, i) => ({
              name: personName(r),
              email: `supplier${i + 1}@shop${index}.bench`,
              mobile: mobile(r),
              companyId: r.pick(companyIds),
            })),
          )
          .returning('id')
          .execute(),
      );

      // GRNs over the year, each line a batch; what the invoices sell is taken from the batches before they are written.
      const lineCount = SMALL_SHOP.grns * SMALL_SHOP.linesPerGrn;
      const [grnIds, lineIds] = [await reserveIds(trx, 'grns', SMALL_SHOP.grns), await reserveIds(trx, 'grn_items', lineCount)];
      const stockIds = await reserveIds(trx, 'stocks', lineCount);
      const numbers = new Map<string, number>();
      const number = (kind: string, day: string) => {
        const key = `${kind}-${day.slice(0, 4)}`;
        numbers.set(key, (numbers.get(key) ?? 0) + 1);
        return `${key}-${String(numbers.get(key)).padStart(6, '0')}`;
      };
      const grns: (Insertable<GrnsTable> & { id: number; number: string })[] = [];
      const batches: {
        id: number;
        productId: number;
        left: number;
        initial: number;
        buying: number;
        selling: number;
        made: string;
        expires: string;
        received: Date;
        lineId: number;
      }[] = [];
      for (let g = 0; g < SMALL_SHOP.grns; g++) {
        const received = at((g + r.next() * 0.5) / SMALL_SHOP.grns);
        let total = 0;
        for (let l = 0; l < SMALL_SHOP.linesPerGrn; l++) {
          const line = g * SMALL_SHOP.linesPerGrn + l;
          const quantity = r.int(30, 150);
          const buying = r.int(5, 400) * 100 + r.pick([0, 50, 90]);
          const made = addDays(received, -r.int(30, 300));
          total += buying * quantity;
          batches.push({
            id: stockIds[line],
            lineId: lineIds[line],
            productId: r.pick(productIds),
            left: quantity,
            initial: quantity,
            buying,
            selling: Math.round(buying * (1.15 + r.next() * 0.35)),
            made: isoDay(made),
            expires: isoDay(addDays(made, r.int(365, 1095))),
            received,
          });
        }
        const day = localDate(TIME_ZONE, received);
        grns.push({
          id: grnIds[g],
          number: number('BR', day),
          dateTime: received.toISOString(),
          localDate: day,
          supplierId: r.pick(supplierIds),
          userId: admin.id,
          total,
          payment: total,
          balance: 0,
          paymentType: r.pick(['CASH', 'CHEQUE']),
        });
      }

      const invoices: (Insertable<InvoicesTable> & { number: string; userId: number; dateTime: string })[] = [];
      const sales: { invoice: number; batch: (typeof batches)[number]; quantity: number }[] = [];
      for (let i = 0; i < SMALL_SHOP.invoices; i++) {
        const sold = at((i + r.next()) / SMALL_SHOP.invoices);
        const available = batches.filter((batch) => batch.received < sold && batch.left > 4);
        if (!available.length) continue;
        const lines = [...new Set(Array.from({ length: r.int(1, 5) }, () => r.pick(available)))];
        const quantities = lines.map(() => (r.next() < 0.7 ? 1 : r.int(2, 4)));
        lines.forEach((batch, line) => {
          batch.left -= quantities[line];
          sales.push({ invoice: invoices.length, batch, quantity: quantities[line] });
        });
        const total = lines.reduce((sum, batch, line) => sum + batch.selling * quantities[line], 0);
        const customerId = r.next() < 0.5 ? walkIn : r.pick(customerIds);
        const payment = customerId === walkIn || r.next() < 0.9 ? total : Math.round(total * r.next());
        const day = localDate(TIME_ZONE, sold);
        invoices.push({
          number: number('FA', day),
          dateTime: sold.toISOString(),
          localDate: day,
          customerId,
          userId: r.pick(userIds),
          total,
          payment,
          balance: payment - total,
          paymentType: 'CASH',
          itemCount: lines.length,
        });
      }

      await trx.insertInto('grns').values(grns).execute();
      const grnOf = (batch: (typeof batches)[number]) => grns[Math.floor(batches.indexOf(batch) / SMALL_SHOP.linesPerGrn)];
      await trx
        .insertInto('grnItems')
        .values(
          batches.map((batch) => ({
            id: batch.lineId,
            grnId: grnOf(batch).id,
            productId: batch.productId,
            quantity: batch.initial,
            buyingPrice: batch.buying,
            sellingPrice: batch.selling,
            manufactureDate: batch.made,
            expireDate: batch.expires,
            total: batch.buying * batch.initial,
          })),
        )
        .execute();
      await trx
        .insertInto('stocks')
        .values(
          batches.map((batch) => ({
            id: batch.id,
            productId: batch.productId,
            grnItemId: batch.lineId,
            quantity: batch.left,
            initialQuantity: batch.initial,
            buyingPrice: batch.buying,
            sellingPrice: batch.selling,
            manufactureDate: batch.made,
            expireDate: batch.expires,
            createdAt: batch.received.toISOString(),
          })),
        )
        .execute();
      const invoiceIds = ids(await trx.insertInto('invoices').values(invoices).returning('id').execute());
      const itemIds = ids(
        await trx
          .insertInto('invoiceItems')
          .values(
            sales.map(({ invoice, batch, quantity }) => ({
              invoiceId: invoiceIds[invoice],
              stockId: batch.id,
              productId: batch.productId,
              quantity,
              sellingPrice: batch.selling,
              buyingPrice: batch.buying,
              total: batch.selling * quantity,
            })),
          )
          .returning('id')
          .execute(),
      );
      await trx
        .insertInto('stockMovements')
        .values([
          ...batches.map((batch) => ({
            stockId: batch.id,
            productId: batch.productId,
            type: 'GRN' as const,
            quantityChange: batch.initial,
            documentId: grnOf(batch).id,
            documentNumber: grnOf(batch).number,
            userId: admin.id,
            at: batch.received.toISOString(),
          })),
          ...sales.map(({ invoice, batch, quantity }) => ({
            stockId: batch.id,
            productId: batch.productId,
            type: 'SALE' as const,
            quantityChange: -quantity,
            documentId: invoiceIds[invoice],
            documentNumber: invoices[invoice].number,
            userId: invoices[invoice].userId,
            at: invoices[invoice].dateTime,
          })),
        ])
        .execute();
      await trx
        .insertInto('documentSequences')
        .values([...numbers].map(([key, lastNumber]) => ({ kind: key.slice(0, 2), year: Number(key.slice(3)), lastNumber })))
        .execute();
      const names = new Map(products.map((product) => [product.id, product.name]));
      await trx
        .insertInto('issuedDocuments')
        .values(
          invoices.map((invoice, i) => ({
            kind: 'invoice',
            recordId: invoiceIds[i],
            content: issuedContent(
              invoiceIds[i],
              invoice,
              sales.flatMap((sale, line) => (sale.invoice === i ? [{ ...sale, id: itemIds[line] }] : [])),
              names,
            ),
          })),
        )
        .execute();
    }),
  );
}

/** An invoice's content as issued: the shape documentAsIssued keeps (its customer and shop abridged to their fields). */
function issuedContent(
  id: number,
  invoice: { number: string; dateTime: string; customerId: number; userId: number; total: number; payment: number; balance: number },
  lines: { id: number; batch: { id: number; productId: number; selling: number; made: string; expires: string }; quantity: number }[],
  names: Map<number, string>,
): string {
  const dirhams = (centimes: number) => centimes / 100;
  const total = dirhams(invoice.total);
  return JSON.stringify({
    id,
    number: invoice.number,
    dateTime: invoice.dateTime,
    customer: {
      id: invoice.customerId,
      ice: '',
      name: 'Client',
      mobile: '',
      type: 'INDIVIDUAL',
      address: '',
      walkIn: false,
      creditLimit: null,
    },
    user: { id: invoice.userId, name: 'Administrator' },
    invoiceItems: lines.map(({ id: lineId, batch, quantity }) => ({
      id: lineId,
      stock: { id: batch.id, manufactureDate: batch.made, expireDate: batch.expires, batchNumber: null },
      product: { id: batch.productId, name: names.get(batch.productId), brand: '' },
      quantity,
      sellingPrice: dirhams(batch.selling),
      vatRate: 0,
      totalExclVat: dirhams(batch.selling * quantity),
      vat: 0,
      total: dirhams(batch.selling * quantity),
      returnedQuantity: 0,
    })),
    invoicePayment: { payment: dirhams(invoice.payment), balance: dirhams(invoice.balance), change: 0, paymentType: 'CASH' },
    total,
    totalExclVat: total,
    totalVat: 0,
    totalInclVat: total,
    vatBreakdown: [{ rate: 0, base: total, vat: 0, total }],
    vatRegistered: true,
    remainingDue: -dirhams(invoice.balance),
    stillDue: -dirhams(invoice.balance),
    creditNotes: [],
    shop: {
      name: '',
      legalName: '',
      address: '',
      city: '',
      phone: '',
      email: '',
      ice: '',
      documentLanguage: 'fr',
      receiptWidth: 80,
      hasLogo: false,
      logo: null,
    },
  });
}
