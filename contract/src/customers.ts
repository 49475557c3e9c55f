import { z } from 'zod';
import { amount, id } from './common';

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const customerType = z.enum(CUSTOMER_TYPES, { error: 'Type must be INDIVIDUAL or BUSINESS' });

/**
 * A customer. A business has a 15-digit ICE (identifiant commun de l'entreprise) and an address; an
 * individual may have neither (empty text). `walkIn` marks 'Client comptoir', the default customer of
 * a sale, who pays in full and cannot be deleted.
 */
export const customer = z
  .object({
    id: z.number().int(),
    ice: z.string(),
    name: z.string(),
    mobile: z.string(),
    type: customerType,
    address: z.string(),
    walkIn: z.boolean(),
    /** The most the customer may owe, in dirhams; null when unlimited. */
    creditLimit: z.number().nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

const ICE_MAX = 30;
export const ICE_DIGITS = /^\d{15}$/;

/** A required text field, trimmed, whose first message says it is required. */
const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true });
const customerName = requiredText('Name').min(3, 'Name must have at least 3 characters').max(50, 'Name must have at most 50 characters');
const iceText = z.string().trim().max(ICE_MAX, `ICE must have at most ${ICE_MAX} characters`);
const address = z.string().trim().max(255, 'Address must have at most 255 characters').default('');
/** Set by administrators only; null removes the limit, absent keeps it. */
const creditLimit = amount.nullable().optional();

/**
 * The rules of a customer sent with a `type`: a business needs a 15-digit ICE and an address; an
 * individual's ICE, when given, has 15 digits too. Calls without `type` (the spec's) keep the spec's
 * free-text ICE, and the type follows from it (customerTypeOf).
 */
function checkTyped(value: { type?: CustomerType; ice?: string; address?: string }, ctx: z.RefinementCtx) {
  if (!value.type) return;
  const ice = value.ice ?? '';
  if (value.type === 'BUSINESS' && !ice)
    ctx.addIssue({ code: 'custom', path: ['ice'], message: 'ICE is required for a business customer' });
  else if (ice && !ICE_DIGITS.test(ice)) ctx.addIssue({ code: 'custom', path: ['ice'], message: 'ICE must have exactly 15 digits' });
  if (value.type === 'BUSINESS' && !value.address) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address is required for a business customer' });
  }
}

/** The type a request asks for, else business when it carries an ICE and individual otherwise. */
export const customerTypeOf = (value: { type?: CustomerType; ice?: string }): CustomerType =>
  value.type ?? (value.ice ? 'BUSINESS' : 'INDIVIDUAL');

/**
 * POST /api/customers: name and mobile at least 3 characters; ICE and address optional unless
 * `type` is BUSINESS. A customer with the same name and mobile as an existing one is refused with
 * 409 unless `confirmDuplicate` is true.
 */
export const registerCustomerRequest = z
  .object({
    type: customerType.optional(),
    ice: iceText.default(''),
    name: customerName,
    mobile: requiredText('Mobile').min(3, 'Mobile must have at least 3 characters').max(20, 'Mobile must have at most 20 characters'),
    address,
    creditLimit,
    confirmDuplicate: z.boolean().default(false),
  })
  .superRefine(checkTyped);
export type RegisterCustomerRequest = z.input<typeof registerCustomerRequest>;

/**
 * PUT /api/customers: name 3 to 50 characters, mobile exactly 10; ICE required (not empty) unless `type`
 * says INDIVIDUAL; the type, when left out, follows from the ICE as on registration.
 */
export const updateCustomerRequest = z
  .object({
    id,
    type: customerType.optional(),
    /** Empty only for an individual (with `type`). */
    ice: iceText,
    name: customerName,
    mobile: requiredText('Mobile').length(10, 'Mobile must have exactly 10 characters'),
    /** Left out: kept as is. */
    address: z.string().trim().max(255, 'Address must have at most 255 characters').optional(),
    creditLimit,
  })
  .superRefine((value, ctx) => {
    if (!value.type && !value.ice) ctx.addIssue({ code: 'custom', path: ['ice'], message: 'ICE is required' });
    checkTyped(value, ctx);
  });
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;
/** A registration or an update as the server reads it (defaults applied). */
export type RegisterCustomer = z.infer<typeof registerCustomerRequest>;
export type UpdateCustomer = z.infer<typeof updateCustomerRequest>;
