import type { stockFilters } from '@hanout/contract';
import type { z } from 'zod';

/** The screen's filters, and the shop's day when `sellableOnly` leaves expired batches out. */
export type StockFilters = z.output<typeof stockFilters> & {
  today?: string;
  /** The products the name, brand and category filters select, when already read (productsMatching). */
  productIds?: number[];
  /** Batches of the lot the name filter names (lotMatching), listed with the products' batches. */
  lotStockIds?: number[];
};

/** What the expiry status of a batch is read against: the shop's day and its near-expiry window. */
export interface ExpiryWindow {
  today: string;
  nearExpiryDays: number;
}

/** Buying prices, costs and profit are for administrators: staff never receive them. */
export interface CostVisibility {
  withCost: boolean;
}
