import { z } from 'zod';
import { id } from './common';

export const category = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof category>;

export const categoryName = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .max(100, 'Category name must have at most 100 characters');

/** POST /api/categories */
export const registerCategoryRequest = z.object({ name: categoryName });
export type RegisterCategoryRequest = z.input<typeof registerCategoryRequest>;

/** PUT /api/categories */
export const updateCategoryRequest = z.object({ id, name: categoryName });
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>;

/** GET /api/categories: every category, by name. */
export const categoryList = z.array(category);
