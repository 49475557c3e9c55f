import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from '@hanout/contract';

/** The payment type choices of the selects, labelled by the contract's one table. */
export const PAYMENT_TYPE_OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));
