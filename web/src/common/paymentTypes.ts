import { PAYMENT_TYPES } from '@hanout/contract';

/** How a payment type reads on screen, in the selects and the history lists. */
export const PAYMENT_TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = {
  CASH: 'Cash',
  CHEQUE: 'Cheque',
  CREDIT_CARD: 'Credit Card',
};

export const PAYMENT_TYPE_OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));
