import type { Customer, Paged } from '@hanout/contract';
import type { Insertable, Updateable } from 'kysely';
import { toDirhams } from '../../lib/money';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import { fetchPage } from '../../db/paging';
import { matchesText } from '../../db/search';
import type { CustomersTable } from '../../db/schema';

const CUSTOMER_COLUMNS = ['id', 'ice', 'name', 'mobile', 'type', 'address', 'isWalkIn', 'creditLimit'] as const;

type CustomerRow = Omit<Customer, 'walkIn'> & { isWalkIn: number };

const toCustomer = ({ isWalkIn, creditLimit, ...row }: CustomerRow): Customer => ({
  ...row,
  walkIn: Boolean(isWalkIn),
  creditLimit: creditLimit === null ? null : toDirhams(creditLimit),
});

/** One page of the customers whose name, ICE or mobile contains `text` (all when empty), oldest first. */
export function searchCustomers(db: Db, text: string | undefined, page: number, size: number): Promise<Paged<Customer>> {
  let query = db.selectFrom('customers').select(CUSTOMER_COLUMNS);
  if (text) query = query.where(matchesText(db, 'customers', text));
  return fetchPage(query.orderBy('id'), page, size, toCustomer);
}

/** Read with every invoice shown or printed: compiled once. */
const customerById = preparedQuery((db: Db, id: number) => db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('id', '=', id));

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  const [row] = await customerById(db, id);
  return row && toCustomer(row);
}

/** The walk-in customer (every shop has it, migration-seeded), whatever an administrator renamed it. */
export async function findWalkInCustomer(db: Db): Promise<Customer> {
  const row = await db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('isWalkIn', '=', 1).executeTakeFirstOrThrow();
  return toCustomer(row);
}

/** A customer with this name (ignoring case) and mobile. */
export function findNamesake(db: Db, name: string, mobile: string) {
  return db
    .selectFrom('customers')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function insertCustomer(db: Db, customer: Insertable<CustomersTable>): Promise<void> {
  await db.insertInto('customers').values(customer).execute();
}

/** Whether a customer is the walk-in one, and its name. */
export function findCustomerKind(db: Db, id: number) {
  return db.selectFrom('customers').select(['isWalkIn', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Changes a customer's columns; answers whether it still existed. */
export async function updateCustomer(db: Db, id: number, changes: Updateable<CustomersTable>): Promise<boolean> {
  const result = await db.updateTable('customers').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a customer has at least one invoice. */
export async function hasInvoices(db: Db, customerId: number): Promise<boolean> {
  return !!(await db.selectFrom('invoices').select('id').where('customerId', '=', customerId).limit(1).executeTakeFirst());
}

export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customers').where('id', '=', id).execute();
}
