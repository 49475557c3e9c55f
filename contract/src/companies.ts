import { z } from 'zod';
import { id } from './common';

/** A supplier's company. */
export const company = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    email: z.string(),
    mobile: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof company>;

/** The four fields of a company form: name, mobile and address required, e-mail required and valid. */
export const companyFields = z.object({
  name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(100, 'Company name must have at most 100 characters'),
  email: z
    .string({ error: 'Company email is required' })
    .trim()
    .min(1, 'Company email is required')
    .max(254, 'Company email must have at most 254 characters')
    .pipe(z.email('Company email must be a valid e-mail address')),
  mobile: z
    .string({ error: 'Company mobile is required' })
    .trim()
    .min(1, 'Company mobile is required')
    .max(20, 'Company mobile must have at most 20 characters'),
  address: z
    .string({ error: 'Company address is required' })
    .trim()
    .min(1, 'Company address is required')
    .max(255, 'Company address must have at most 255 characters'),
});

/** POST /api/companies */
export const registerCompanyRequest = companyFields;
export type RegisterCompanyRequest = z.input<typeof registerCompanyRequest>;

/** PUT /api/companies */
export const updateCompanyRequest = companyFields.extend({ id });
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;

/** GET /api/companies: every company, for the supplier forms' select. */
export const companyList = z.array(company);
