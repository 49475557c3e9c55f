import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS, type PaymentType } from '@hanout/contract';
import { t } from '../../common/i18n';

/** A payment type as the screens show it: the contract's one table, in the screens' language. */
export const paymentTypeLabel = (type: PaymentType): string => t(PAYMENT_TYPE_LABELS[type]);

/** The payment type choices of the selects. */
export const paymentTypeOptions = () => PAYMENT_TYPES.map((type) => ({ value: type, label: paymentTypeLabel(type) }));
