import { expect } from 'vitest';
import type { TestApp } from './harness';

/** A line of POST /api/stock/search. */
export interface StockEntry {
  id: number;
  product: {
    id: number;
    name: string;
    brand: { id: number; name: string };
    category: { id: number; name: string };
    unit: { id: number; name: string };
  };
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  manufactureDate: string;
  expireDate: string;
}

/** One page of POST /api/stock/search, which must answer 200. */
export async function searchStock(t: TestApp, token: string, stock: Record<string, unknown> | undefined, page = 0, size = 50) {
  const response = await t.request(token, { method: 'POST', url: '/api/stock/search', payload: { stock, page, size } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: StockEntry[]; totalElements: number; totalPages: number; last: boolean }>();
}

/** What is left of a stock line. */
export const stockQuantity = async (t: TestApp, id: number) =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
