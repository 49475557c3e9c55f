import type { Customer, Paged } from '@hanout/contract';
import { notFound } from '../../common/problems';
import type { Db } from '../../db/connect';
import { fetchPage } from '../../common/paging';
import { matchesText } from '../../common/search';

const CUSTOMER_COLUMNS = ['id', 'ice', 'name', 'mobile'] as const;

/** One page of the customers whose name, ICE or mobile contains `text` (all when empty), oldest first. */
export function searchCustomers(db: Db, text: string | undefined, page: number, size: number): Promise<Paged<Customer>> {
  let query = db.selectFrom('customers').select(CUSTOMER_COLUMNS);
  if (text) query = query.where(matchesText(db, 'customers', text));
  return fetchPage(query.orderBy('id'), page, size, (row) => row);
}

export async function findCustomer(db: Db, id: number): Promise<Customer> {
  const row = await db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Customer ${id} does not exist.`);
  return row;
}

export async function insertCustomer(db: Db, { ice, name, mobile }: Omit<Customer, 'id'>): Promise<void> {
  await db.insertInto('customers').values({ ice, name, mobile, createdAt: new Date().toISOString() }).execute();
}

/** Changes a customer's ICE, name and mobile, or 404. */
export async function updateCustomer(db: Db, { id, ice, name, mobile }: Customer): Promise<void> {
  const result = await db.updateTable('customers').set({ ice, name, mobile }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(`Customer ${id} does not exist.`);
}
