import { z } from 'zod';
import { id } from './common';
import { vatRate } from './vat';

/** A category as brands and products name it. */
export const categorySummary = z.object({ id: z.number().int(), name: z.string() });

/** A category; `defaultVatRate` (%) is the rate its new products take, null when none. */
export const category = categorySummary.extend({ defaultVatRate: vatRate.nullable() }).meta({ id: 'Category' });
export type Category = z.infer<typeof category>;

export const categoryName = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .max(100, 'Category name must have at most 100 characters');

/** POST /api/categories; `defaultVatRate` left out or null: none. */
export const registerCategoryRequest = z.object({ name: categoryName, defaultVatRate: vatRate.nullish() });
export type RegisterCategoryRequest = z.input<typeof registerCategoryRequest>;

/** PUT /api/categories; `defaultVatRate` left out: kept as is; null: none. */
export const updateCategoryRequest = z.object({ id, name: categoryName, defaultVatRate: vatRate.nullish() });
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>;

/** GET /api/categories: every category, by name. */
export const categoryList = z.array(category);
