import { CREDIT_LIMIT_PROBLEM, splitInclusive, type InvoiceRequest } from '@hanout/contract';
import { dayFirst, localDate } from '../../lib/clock';
import { refuseChangeOnNonCash } from '../../lib/change';
import { MAX_CENTIMES, toCentimes, toDirhams } from '../../lib/money';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { CompleteKey } from '../idempotency';
import { customerAmountDue, requireCustomer } from '../receivables';
import { openPacksForSale, takeFromBatch } from '../stock';
import { recordMovements } from '../ledger';
import { keepAsIssued } from '../documents';
import { recordDispensing } from '../registers';
import * as repository from './repository';
import { loadInvoiceDocument } from './service';
import { serialsByBatch } from './serials';
import { addUp } from '../../lib/quantities';

const INVOICE_KIND = 'FA';

/**
 * The batches a sale takes from, one entry per stock line, in the order the sale names them (a
 * product's batches in the order they are taken), so that the invoice lists its lines as they were
 * scanned or entered. Lines naming a stock line take from it (409 when it is expired); lines naming a product
 * take first-expiry-first-out (earliest expiry, then earliest received) from its unexpired batches,
 * after what the named lines already take from them (409 naming the product when it is short).
 * On PostgreSQL every batch involved is locked first, in id order, so that the quantities read are
 * the ones decremented and two sales can never wait on each other in a circle.
 */
async function allocate(trx: Db, items: InvoiceRequest['invoiceItems'], today: string): Promise<{ stockId: number; quantity: number }[]> {
  const named = addUp(items.flatMap((item) => (item.stock ? [{ id: item.stock.id, quantity: item.quantity }] : [])));
  const wanted = addUp(items.flatMap((item) => (item.product ? [{ id: item.product.id, quantity: item.quantity }] : [])));
  const rows = !wanted.size
    ? await repository.namedBatches(trx, [...named.keys()])
    : !named.size
      ? await repository.productBatches(trx, [...wanted.keys()], today)
      : await repository.namedAndProductBatches(trx, [...named.keys()], [...wanted.keys()], today);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const taken = new Map<number, number>();
  /** The batches taken for each product, first expiring first. */
  const batchesOf = new Map<number, number[]>();
  for (const [stockId, quantity] of named) {
    const batch = byId.get(stockId);
    if (!batch) throw notFound(`Stock line #${stockId} does not exist.`);
    if (batch.expireDate < today) {
      const { name, batchNumber } = (await repository.findSaleBatch(trx, stockId))!;
      const lot = batchNumber ? ` (lot ${batchNumber})` : '';
      throw conflict(
        `${name}: batch #${stockId}${lot} expired on ${dayFirst(batch.expireDate)} and cannot be sold. The invoice was not saved.`,
      );
    }
    taken.set(stockId, quantity);
  }
  for (const [productId, quantity] of wanted) {
    const candidates = rows
      .filter((row) => row.productId === productId && row.expireDate >= today)
      .sort((a, b) => (a.expireDate === b.expireDate ? a.id - b.id : a.expireDate < b.expireDate ? -1 : 1));
    let remaining = quantity;
    const picked: number[] = [];
    batchesOf.set(productId, picked);
    for (const batch of candidates) {
      const free = batch.quantity - (taken.get(batch.id) ?? 0);
      const take = Math.min(free, remaining);
      if (take <= 0) continue;
      taken.set(batch.id, (taken.get(batch.id) ?? 0) + take);
      picked.push(batch.id);
      remaining -= take;
      if (remaining === 0) break;
    }
    if (remaining > 0) {
      const product = await repository.findProductName(trx, productId);
      if (!product) throw notFound(`Product #${productId} does not exist.`);
      throw conflict(
        `Not enough stock for ${product.name}: ${quantity - remaining} available, ${quantity} requested. The invoice was not saved.`,
      );
    }
  }
  // A batch both named and taken for a product is one line, where it first comes.
  const order = new Set(items.flatMap((item) => (item.stock ? [item.stock.id] : (batchesOf.get(item.product.id) ?? []))));
  return [...order].map((stockId) => ({ stockId, quantity: taken.get(stockId)! }));
}

/**
 * Records a sale in one transaction: takes each line's quantity from its stock line (refusing
 * the whole invoice with 409 when one is short), prices it at the stock line's selling price
 * (VAT included) and splits each line into HT and VAT at its product's rate (when the shop is
 * VAT-registered), numbers the invoice without gaps and records the payment and the change given
 * back. The walk-in customer pays in full (409 otherwise). `complete` marks an Idempotency-Key
 * done in the same transaction. Answers the new invoice's id.
 */
export async function createInvoice(
  db: Db,
  request: InvoiceRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
  { mayPassCreditLimit = false } = {},
): Promise<{ id: number; number: string }> {
  const payment = toCentimes(request.invoicePayment.payment);
  const day = localDate(timeZone, now);
  const year = Number(day.slice(0, 4));
  const serials = serialsByBatch(request.invoiceItems);

  return db.transaction().execute(async (trx) => {
    const customer = await repository.findBuyer(trx, request.customer.id);
    if (!customer) throw notFound(`Customer #${request.customer.id} does not exist.`);
    // A customer with a limit is locked before the stock, as payments and credit notes lock it: two
    // sales on credit never both pass the limit, and the lock order is the same everywhere.
    if (customer.creditLimit !== null) await requireCustomer(trx, customer.id, { lock: true });

    // Units sold beyond the loose ones open packs first (stock/open-packs-for-sale.ts).
    await openPacksForSale(trx, request.invoiceItems, day, { userId, at: now.toISOString() });
    const lines = await allocate(trx, request.invoiceItems, day);
    const sold: { stockId: number; productId: number; quantity: number; sellingPrice: number; buyingPrice: number }[] = [];
    for (const line of lines) {
      const taken = await takeFromBatch(trx, line.stockId, line.quantity);
      if (!taken) {
        const stock = await repository.findSaleBatch(trx, line.stockId);
        if (!stock) throw notFound(`Stock line #${line.stockId} does not exist.`);
        throw conflict(
          `Not enough stock for ${stock.name}: ${stock.quantity} available, ${line.quantity} requested. The invoice was not saved.`,
        );
      }
      sold.push({ stockId: line.stockId, quantity: line.quantity, ...taken });
    }

    const total = sold.reduce((sum, line) => sum + line.sellingPrice * line.quantity, 0);
    // Money columns are 32-bit integers of centimes (as for GRNs): refuse rather than overflow.
    if (total > MAX_CENTIMES) throw badRequest('invoiceItems: The invoice total is too large');
    refuseChangeOnNonCash(request.invoicePayment.paymentType, payment, total);
    if (customer.isWalkIn && payment < total) {
      throw conflict(
        `The walk-in customer pays in full: the payment (${toDirhams(payment).toFixed(2)} DH) is below the total (${toDirhams(total).toFixed(2)} DH). ` +
          'Choose a registered customer to sell on credit.',
      );
    }
    if (customer.creditLimit !== null && payment < total) {
      const owed = (await customerAmountDue(trx, customer.id)) + total - payment;
      if (owed > customer.creditLimit && !request.allowOverCreditLimit) {
        throw conflict(
          `${customer.name} would owe ${toDirhams(owed).toFixed(2)} DH, above the credit limit of ${toDirhams(customer.creditLimit).toFixed(2)} DH. ` +
            'An administrator can allow the sale.',
          CREDIT_LIMIT_PROBLEM,
        );
      }
      if (owed > customer.creditLimit && !mayPassCreditLimit)
        throw forbidden('Only an administrator can allow a sale above the credit limit.');
    }
    const vatRegistered = await repository.shopVatRegistered(trx);
    const rates = new Map(
      (await repository.productVatRates(trx, [...new Set(sold.map((line) => line.productId))])).map((product) => [
        product.id,
        product.vatRate,
      ]),
    );
    const priced = sold.map((line) => {
      const lineTotal = line.sellingPrice * line.quantity;
      // Outside the VAT, a sale carries none, whatever the products' rates.
      const vatRate = vatRegistered ? (rates.get(line.productId) ?? 0) : 0;
      return { ...line, total: lineTotal, vatRate, vat: splitInclusive(lineTotal, vatRate).vat };
    });
    // Taken last, so that the sequence row is locked only for the end of the transaction.
    const number = await nextDocumentNumber(trx, INVOICE_KIND, year);

    const id = await repository.insertInvoice(trx, {
      number,
      dateTime: now.toISOString(),
      localDate: day,
      customerId: customer.id,
      userId,
      total,
      totalVat: priced.reduce((sum, line) => sum + line.vat, 0),
      payment,
      balance: payment - total,
      change: Math.max(0, payment - total),
      paymentType: request.invoicePayment.paymentType,
      itemCount: sold.length,
      vatRegistered,
    });
    await repository.insertInvoiceItems(
      trx,
      priced.map((line) => ({
        invoiceId: id,
        stockId: line.stockId,
        productId: line.productId,
        quantity: line.quantity,
        sellingPrice: line.sellingPrice,
        buyingPrice: line.buyingPrice,
        total: line.total,
        vatRate: line.vatRate,
        vat: line.vat,
        serial: serials.get(line.stockId) ?? null,
      })),
    );
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      sold.map((line) => ({
        stockId: line.stockId,
        productId: line.productId,
        type: 'SALE',
        quantityChange: -line.quantity,
        documentId: id,
        documentNumber: number,
      })),
    );
    // The prescription its lines need (400 otherwise, the sale rolled back) and their ordonnancier entries.
    await recordDispensing(trx, request.prescription, { id, number }, { userId, at: now.toISOString(), localDate: day });
    await complete(trx, id);
    await keepAsIssued(trx, 'invoice', id, loadInvoiceDocument);
    return { id, number };
  });
}
