import { toDirhams } from './money';
import { conflict } from './problems';

/**
 * Change is counted back in notes and coins: a card, a cheque or a transfer is for the amount due,
 * never more, whoever pays whom (a customer at the till, the shop to its supplier).
 */
export function refuseChangeOnNonCash(paymentType: string, payment: number, total: number): void {
  if (paymentType !== 'CASH' && payment > total) {
    throw conflict(
      `A card or cheque payment cannot be more than the total (${toDirhams(total).toFixed(2)} DH): only cash is given change.`,
    );
  }
}
