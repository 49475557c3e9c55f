import type { CreditNoteRequest } from '@hanout/contract';
import { splitInclusive } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import { conflict, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { CompleteKey } from '../idempotency';
import { recordMovements } from '../ledger';
import { invoiceCollected, invoiceStillDue, requireCustomer } from '../receivables';
import { keepAsIssued } from '../documents';
import { recordReturns } from '../registers';
import * as repository from './repository';
import { loadCreditNoteDocument } from './service';

const CREDIT_NOTE_KIND = 'AV';

const money = (centimes: number) => toDirhams(centimes).toFixed(2);

/**
 * Records a credit note (avoir) on an invoice in one transaction: each line returns units of an
 * invoice line (never more than were sold less those already returned: 409 naming the product), at
 * the price they were sold, put back into their batch when `restock` is asked and the batch has not
 * expired (recorded as destroyed otherwise). The refund (`amount`, never more than the credit note)
 * is money given back, never more than the money received for the invoice; the rest lowers what the
 * invoice still owes, and may not exceed it (409: the refund must then cover the excess). Numbered without gaps per year (`AV-2026-000001`). On
 * PostgreSQL the customer's row is locked first, as payments do: credit notes and payments of one
 * customer never both take what an invoice still owes, and two returns of one line never both pass.
 */
export async function createCreditNote(
  db: Db,
  invoiceId: number,
  request: CreditNoteRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number }> {
  const today = localDate(timeZone, now);
  const refund = toCentimes(request.amount);
  const wanted = request.items;
  return db.transaction().execute(async (trx) => {
    const invoice = await repository.findInvoiceToCredit(trx, invoiceId);
    if (!invoice) throw notFound(`Invoice #${invoiceId} does not exist.`);
    await requireCustomer(trx, invoice.customerId, { lock: true });
    const ids = wanted.map((item) => item.invoiceItemId);
    const [lines, returned] = await Promise.all([repository.invoiceLinesToReturn(trx, ids), repository.returnedByLine(trx, ids)]);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const returns = wanted.map((item) => {
      const line = byId.get(item.invoiceItemId);
      if (!line) throw notFound(`Invoice line #${item.invoiceItemId} does not exist.`);
      if (line.invoiceId !== invoice.id) throw conflict(`Line #${item.invoiceItemId} is not a line of invoice ${invoice.number}.`);
      const already = returned.get(line.id) ?? 0;
      if (item.quantity > line.quantity - already) {
        throw conflict(
          `${line.name}: ${line.quantity} sold and ${already} already returned, so at most ${line.quantity - already} can be returned. The credit note was not saved.`,
        );
      }
      const total = line.sellingPrice * item.quantity;
      // The VAT of the units returned so far and now, less that of those returned before: however a
      // line comes back, its credit notes together reverse exactly the VAT it was invoiced with.
      const vatOf = (units: number) => (units === line.quantity ? line.vat : splitInclusive(line.sellingPrice * units, line.vatRate).vat);
      return {
        line,
        quantity: item.quantity,
        total,
        vat: vatOf(already + item.quantity) - vatOf(already),
        restocked: item.restock && line.expireDate >= today,
        reason: item.reason,
      };
    });
    const total = returns.reduce((sum, item) => sum + item.total, 0);
    if (refund > total) throw conflict(`The refund (${money(refund)} DH) cannot be more than the credit note (${money(total)} DH).`);
    const [owed, collected] = await Promise.all([invoiceStillDue(trx, invoice.id), invoiceCollected(trx, invoice.id)]);
    if (refund > collected) {
      throw conflict(
        `The refund (${money(refund)} DH) cannot be more than the money received for invoice ${invoice.number} (${money(collected)} DH): the rest is taken off what is owed.`,
      );
    }
    if (total - refund > owed) {
      throw conflict(
        `This credit note exceeds what invoice ${invoice.number} still owes (${money(owed)} DH) by ${money(total - refund - owed)} DH: refund at least that amount.`,
      );
    }
    // Stock lines in id order, as sales lock them: the two never wait on each other in a circle.
    const restocked = returns.filter((item) => item.restocked).sort((a, b) => a.line.stockId - b.line.stockId);
    for (const item of restocked) await repository.putBackIntoBatch(trx, item.line.stockId, item.quantity);
    const number = await nextDocumentNumber(trx, CREDIT_NOTE_KIND, Number(today.slice(0, 4)));
    const id = await repository.insertCreditNote(
      trx,
      {
        number,
        dateTime: now.toISOString(),
        localDate: today,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        userId,
        total,
        totalVat: returns.reduce((sum, item) => sum + item.vat, 0),
        refund,
        refundType: refund > 0 ? request.paymentType : null,
        vatRegistered: invoice.vatRegistered,
      },
      returns.map((item) => ({
        invoiceItemId: item.line.id,
        stockId: item.line.stockId,
        productId: item.line.productId,
        quantity: item.quantity,
        sellingPrice: item.line.sellingPrice,
        buyingPrice: item.line.buyingPrice,
        total: item.total,
        vatRate: item.line.vatRate,
        vat: item.vat,
        restocked: item.restocked ? 1 : 0,
        reason: item.reason,
      })),
    );
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      restocked.map((item) => ({
        stockId: item.line.stockId,
        productId: item.line.productId,
        type: 'CREDIT_NOTE',
        quantityChange: item.quantity,
        reason: item.reason || null,
        documentId: id,
        documentNumber: number,
      })),
    );
    // Lines dispensed on prescription come back as counter-entries of the ordonnancier.
    await recordReturns(trx, { id, number }, { userId, at: now.toISOString(), localDate: today });
    await complete(trx, id);
    await keepAsIssued(trx, 'credit-note', id, loadCreditNoteDocument);
    return { id };
  });
}
