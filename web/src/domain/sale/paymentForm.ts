import { z } from 'zod';
import { amount, paymentType } from '@hanout/contract';
import { typedNumber } from '../../common/typedNumber';

/**
 * Add Invoice's payment panel rules: payment required, 0 or more (0 is a sale on credit); payment
 * type required. Apart from the sale draft: the counter loads no Zod.
 */
export const paymentForm = z.object({
  payment: typedNumber(z.number({ error: 'Payment is required' }).min(0, 'Payment cannot be negative').pipe(amount)),
  paymentType: paymentType.or(z.literal('')).refine((value) => value !== '', 'Payment type is required'),
});
