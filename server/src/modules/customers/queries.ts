import type { Customer, Paged } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { fetchPage } from '../../common/paging';
import { matchesText } from '../../common/search';

export const CUSTOMER_COLUMNS = ['id', 'ice', 'name', 'mobile'] as const;

/** One page of the customers whose name, ICE or mobile contains `text` (all when empty), oldest first. */
export function searchCustomers(db: Db, text: string | undefined, page: number, size: number): Promise<Paged<Customer>> {
  let query = db.selectFrom('customers').select(CUSTOMER_COLUMNS);
  if (text) query = query.where(matchesText(db, 'customers', text));
  return fetchPage(query.orderBy('id'), page, size, (row) => row);
}
