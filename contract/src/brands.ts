import { z } from 'zod';
import { fromDigits, id } from './common';
import { categorySummary } from './categories';

/** A brand with its category. */
export const brand = z.object({ id: z.number().int(), name: z.string(), category: categorySummary }).meta({ id: 'Brand' });
export type Brand = z.infer<typeof brand>;

export const brandName = z
  .string({ error: 'Brand name is required' })
  .trim()
  .min(1, 'Brand name is required')
  .max(100, 'Brand name must have at most 100 characters');

/** The category of a brand write: an object carrying at least the id (name is ignored). */
const categoryReference = z.object(
  { id: z.preprocess(fromDigits, z.number({ error: 'Category is required' }).int().positive('Category is required').max(2_147_483_647)) },
  { error: 'Category is required' },
);

/** POST /api/brands */
export const registerBrandRequest = z.object({ name: brandName, category: categoryReference });
export type RegisterBrandRequest = z.input<typeof registerBrandRequest>;

/** PUT /api/brands */
export const updateBrandRequest = z.object({ id, name: brandName, category: categoryReference });
export type UpdateBrandRequest = z.input<typeof updateBrandRequest>;

/** GET /api/brands: every brand with its category, by name. */
export const brandList = z.array(brand);
