import { z } from 'zod';
import { fromDigits, id } from './common';
import { company } from './companies';

/** A supplier (a person selling for a company), answered with the whole company. */
export const supplier = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    company,
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplier>;

/** Name, e-mail and mobile: required, at least 3 characters; the e-mail also valid. */
export const supplierFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(3, 'Name must have at least 3 characters')
    .max(100, 'Name must have at most 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(3, 'Email must have at least 3 characters')
    .max(254, 'Email must have at most 254 characters')
    .pipe(z.email('Email must be a valid e-mail address')),
  mobile: z
    .string({ error: 'Mobile is required' })
    .trim()
    .min(3, 'Mobile must have at least 3 characters')
    .max(20, 'Mobile must have at most 20 characters'),
});

const companyNumber = z
  .number({ error: 'Company is required' })
  .int('Company is required')
  .positive('Company is required')
  .max(2_147_483_647, 'Company does not exist');
const companyId = z.preprocess(fromDigits, companyNumber);

/** POST /api/suppliers: the company as its numeric id. */
export const registerSupplierRequest = supplierFields.extend({ company: companyId });
export type RegisterSupplierRequest = z.input<typeof registerSupplierRequest>;

/**
 * PUT /api/suppliers/update: the company as the selected company object; only its id counts
 * (a supplier update never changes the company itself). A bare id is accepted too.
 */
export const updateSupplierRequest = supplierFields.extend({
  id,
  company: z.preprocess(
    fromDigits,
    z.union([companyNumber, z.object({ id: companyId }, { error: 'Company is required' })], { error: 'Company is required' }),
  ),
});
export type UpdateSupplierRequest = z.input<typeof updateSupplierRequest>;
