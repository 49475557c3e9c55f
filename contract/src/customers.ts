import { z } from 'zod';
import { id } from './common';

/** A customer: the ICE (identifiant commun de l'entreprise) is free text, empty when unknown. */
export const customer = z.object({
  id: z.number().int(),
  ice: z.string(),
  name: z.string(),
  mobile: z.string(),
});
export type Customer = z.infer<typeof customer>;

const ICE_MAX = 30;

/** A required text field, trimmed, whose first message says it is required. */
const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true });
const customerName = requiredText('Name').min(3, 'Name must have at least 3 characters').max(50, 'Name must have at most 50 characters');

/** POST /api/customers: ICE optional, name and mobile at least 3 characters. */
export const registerCustomerRequest = z.object({
  ice: z.string().trim().max(ICE_MAX, `ICE must have at most ${ICE_MAX} characters`).default(''),
  name: customerName,
  mobile: requiredText('Mobile').min(3, 'Mobile must have at least 3 characters').max(20, 'Mobile must have at most 20 characters'),
});
export type RegisterCustomerRequest = z.input<typeof registerCustomerRequest>;

/** PUT /api/customers: ICE required, name 3 to 50 characters, mobile exactly 10. */
export const updateCustomerRequest = z.object({
  id,
  ice: requiredText('ICE').max(ICE_MAX, `ICE must have at most ${ICE_MAX} characters`),
  name: customerName,
  mobile: requiredText('Mobile').length(10, 'Mobile must have exactly 10 characters'),
});
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;
