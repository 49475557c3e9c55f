import { z } from 'zod';
import { batchNumber, EXPIRE_DATE_IN_PAST, hasAtMostTwoDecimals, MANUFACTURE_DATE_IN_FUTURE } from '@hanout/contract';
import { asTyped } from '../../common/asTyped';
import { typedNumber } from '../../common/typedNumber';

/*
 * The rules of Add GRN's two forms, with Zod: loaded after the screen is drawn (lazyRules), so that
 * a phone shows the screen without waiting for the schemas' script.
 */

/** A price of at least `min` DH: buying prices from 0, selling prices above 0 (as the server has them). */
const price = (label: string, min: number, tooLow: string) =>
  typedNumber(
    z
      .number({ error: `${label} is required` })
      .min(min, tooLow)
      .max(10_000_000, `${label} is too large`)
      .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimals`),
  );

/** The Stock form's rules; the date rules compare with `today` (YYYY-MM-DD), as the server does. */
export const stockFormSchema = (today: string) =>
  z.object({
    quantity: typedNumber(
      z
        .number({ error: 'Quantity is required' })
        .int('Quantity must be a whole number')
        .min(1, 'Quantity must be at least 1')
        .max(1_000_000, 'Quantity is too large'),
    ),
    freeQuantity: z.preprocess(
      (value) => (value === '' || value === undefined ? 0 : asTyped(value)),
      z
        .number({ error: 'Free units must be a whole number' })
        .int('Free units must be a whole number')
        .min(0, 'Free units cannot be negative')
        .max(1_000_000, 'Free units are too many'),
    ),
    buyingPrice: price('Buying price', 0, 'Buying price cannot be negative'),
    sellingPrice: price('Selling price', 0.01, 'Selling price must be above 0'),
    manufactureDate: z
      .string()
      .min(1, { message: 'Manufacture date is required', abort: true })
      .refine((date) => date <= today, MANUFACTURE_DATE_IN_FUTURE),
    expireDate: z
      .string()
      .min(1, { message: 'Expire date is required', abort: true })
      .refine((date) => date > today, EXPIRE_DATE_IN_PAST),
    batchNumber: batchNumber.optional(),
  });

/** The payment form: a payment of 0 or more (0 is a purchase on credit) and a payment type. */
export const paymentFormSchema = z.object({
  payment: typedNumber(
    z
      .number({ error: 'Payment is required' })
      .min(0, 'Payment cannot be negative')
      .max(10_000_000, 'Payment is too large')
      .refine(hasAtMostTwoDecimals, 'Payment must have at most 2 decimals'),
  ),
  paymentType: z.enum(['CASH', 'CHEQUE', 'CREDIT_CARD'], { error: 'Payment type is required' }),
});
