import type { Customer, Paged } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { fetchPage } from '../../common/paging';
import { matchesText } from '../../common/search';

export const CUSTOMER_COLUMNS = [
  'customers.id',
  'customers.ice',
  'customers.name',
  'customers.mobile',
  'customers.type',
  'customers.address',
  'customers.isWalkIn',
] as const;

type CustomerRow = Omit<Customer, 'walkIn'> & { isWalkIn: number };

export const toCustomer = ({ isWalkIn, ...row }: CustomerRow): Customer => ({ ...row, walkIn: Boolean(isWalkIn) });

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toCustomer(row);
}

/** One page of the customers whose name, ICE or mobile contains `text` (all when empty), oldest first. */
export function searchCustomers(db: Db, text: string | undefined, page: number, size: number): Promise<Paged<Customer>> {
  let query = db.selectFrom('customers').select(CUSTOMER_COLUMNS);
  if (text) query = query.where(matchesText(db, 'customers', text));
  return fetchPage(query.orderBy('id'), page, size, toCustomer);
}

/** Another customer with this name (ignoring case and surrounding spaces) and mobile, if any. */
export async function findTwin(db: Db, name: string, mobile: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('customers')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}
