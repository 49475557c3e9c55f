import type { StatementQuery } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { toDirhams } from '../../lib/money';
import type { PaymentReceiptDocument } from '../../pdf/payment-receipt-pdf';
import type { StatementDocument, StatementKind } from '../../pdf/statement-pdf';
import { loadShopIdentity } from '../settings';
import type { Side } from './sides';
import { runStatement, settledLine, statementPeriod, type AccountMovement, type OpenDocument } from './service';

/**
 * A payment as its receipt (customer) or voucher (supplier) prints it, in dirhams: each document it
 * settled with what that document still owes now (`open`: the party's open documents), and
 * `stillOwed`, what the party still owes in all (centimes).
 */
export function paymentDocument(
  printed: Pick<PaymentReceiptDocument, 'shop' | 'side' | 'party' | 'recordedBy'>,
  payment: { id: number; number: string; dateTime: string; localDate: string; amount: number; paymentType: string },
  allocations: Parameters<ReturnType<typeof settledLine>>[0][],
  open: OpenDocument[],
  stillOwed: number,
): PaymentReceiptDocument {
  return {
    shop: printed.shop,
    side: printed.side,
    id: payment.id,
    number: payment.number,
    dateTime: payment.dateTime,
    date: payment.localDate,
    amount: toDirhams(payment.amount),
    paymentType: payment.paymentType,
    party: printed.party,
    recordedBy: printed.recordedBy,
    allocations: allocations.map(settledLine(new Map(open.map((document) => [document.id, document.remaining])))),
    stillOwed: toDirhams(stillOwed),
  };
}

/**
 * A party's statement over the period `query` asks for (see runStatement): `movementsUpTo` reads
 * the party's movements up to the period's last day. A customer's balance grows with debits (what
 * they owe the shop), a supplier's with credits (what the shop owes them).
 */
export async function statementDocument(
  db: Db,
  side: Side,
  party: StatementDocument['party'],
  period: { query: StatementQuery; timeZone: string; now: Date },
  movementsUpTo: (to: string) => Promise<AccountMovement<StatementKind>[]>,
): Promise<StatementDocument> {
  const { from, to } = statementPeriod(period.query, period.timeZone, period.now);
  const [movements, shop] = await Promise.all([movementsUpTo(to), loadShopIdentity(db)]);
  return {
    shop,
    side,
    generatedAt: period.now.toISOString(),
    party,
    ...runStatement(movements, from, to, side === 'customer' ? 'debit' : 'credit'),
  };
}
