import { z } from 'zod';
import { hasAtMostTwoDecimals, LANGUAGES, PAGE_SIZES, PAYMENT_TYPES, ROLES } from './constants';

export * from './constants';

/**
 * Path and query parameters arrive as text: a whole number written in digits becomes a number.
 * Nothing else is converted, so `true`, `[7]`, `null`, `''`, `'0x10'` or `'1e3'` are refused
 * instead of being read as 1, 7, 0, 0, 16 or 1000.
 */
export const fromDigits = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : value;

export const id = z.preprocess(fromDigits, z.number().int().positive().max(2_147_483_647));
export const idParams = z.object({ id });

/**
 * Headers of a money-writing call: the same Idempotency-Key from the same user within 24 hours
 * answers the first request's document again instead of writing a second one (a retry after a
 * timeout, a double submit). The web app sends one per draft. Loose: the request's other headers
 * stay readable after validation.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'Idempotency-Key must be 1 to 200 letters, digits, or - _ . :')
    .optional()
    .describe('Any unique text per request, such as a UUID; a retry sends the same'),
});

/** The id of a referenced record that the user must pick (a brand, a supplier…), with the messages the forms show. */
export const requiredRecordId = (what: string) =>
  z
    .number({ error: `${what} is required` })
    .int(`${what} is required`)
    .positive(`${what} is required`)
    .max(2_147_483_647, `${what} does not exist`);
export const role = z.enum(ROLES);
export const language = z.enum(LANGUAGES);
export const paymentType = z.enum(PAYMENT_TYPES);

export const pageIndex = z.preprocess(fromDigits, z.number().int().min(0).max(10_000_000));
export const pageSize = z.preprocess(fromDigits, z.literal(PAGE_SIZES, { error: 'Page size must be one of 10, 20, 30, 40, 50' }));

/** Query string of every `GET …/search?text&page&size` call. */
export const textSearchQuery = z.object({
  text: z.string().trim().max(100).default(''),
  page: pageIndex.default(0),
  size: pageSize.default(10),
});
export type TextSearchQuery = z.infer<typeof textSearchQuery>;

export const pageable = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  offset: z.number().int(),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    last: z.boolean(),
    pageable,
  });
export type Paged<T> = {
  content: T[];
  totalPages: number;
  totalElements: number;
  last: boolean;
  pageable: z.infer<typeof pageable>;
};

export const message = z.object({ message: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof message>;

/** Every error answer (RFC 9457), named Problem in the API document. */
export const problem = z
  .object({
    type: z.string().optional(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problem>;

const MAX_AMOUNT = 10_000_000;
/** Dirhams with at most 2 decimals (stored as integer centimes). */
export const amount = z
  .number()
  .nonnegative()
  .max(MAX_AMOUNT)
  .refine(hasAtMostTwoDecimals, { message: 'Amount must have at most 2 decimals' });

export const quantity = z.number().int().min(1).max(1_000_000);

/** A text that must be given (blank is not), trimmed, of at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must have at most ${max} characters`);

/** A buying price before tax, in dirhams: 0 or more (goods given free are bought at 0). */
export const buyingPrice = (label = 'Buying price') =>
  z
    .number({ error: `${label} is required` })
    .min(0, `${label} cannot be negative`)
    .pipe(amount);
/** A selling price, in dirhams: above 0 (0.01 DH is a price). */
export const sellingPrice = (label = 'Selling price') =>
  z
    .number({ error: `${label} is required` })
    .min(0.01, `${label} must be above 0`)
    .pipe(amount);

/** Free units of a GRN line (unités gratuites): 0 or more. */
export const freeQuantity = z
  .number({ error: 'Free units must be a whole number' })
  .int('Free units must be a whole number')
  .min(0, 'Free units cannot be negative')
  .max(1_000_000, 'Free units are too many');

export { unitCost } from './arithmetic';

function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
/** A calendar date `YYYY-MM-DD`. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'Date does not exist');

export const email = z.string().trim().max(254).pipe(z.email('Email must be a valid e-mail address'));
