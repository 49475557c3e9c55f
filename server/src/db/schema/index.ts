import type { AccountTables } from './accounts';
import type { CatalogueTables } from './catalogue';
import type { PartyTables } from './parties';
import type { PurchaseTables } from './purchases';
import type { RegisterTables } from './registers';
import type { SaleTables } from './sales';
import type { ShopTables } from './shop';
import type { StockTables } from './stock';

/** Money columns hold integer centimes; dates are `YYYY-MM-DD`; timestamps ISO 8601 UTC. */
export interface Database
  extends AccountTables, PartyTables, CatalogueTables, PurchaseTables, SaleTables, StockTables, ShopTables, RegisterTables {}

export type * from './accounts';
export type * from './catalogue';
export type * from './parties';
export type * from './purchases';
export type * from './registers';
export type * from './sales';
export type * from './shop';
export type * from './stock';
