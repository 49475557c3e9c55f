import { customerTypeOf, type Customer, type Paged, type RegisterCustomer, type UpdateCustomer } from '@hanout/contract';
import { toCentimes, toDirhams } from '../../lib/money';
import { conflict, forbidden, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import { fetchPage } from '../../db/paging';
import { matchesText } from '../../db/search';

const CUSTOMER_COLUMNS = ['id', 'ice', 'name', 'mobile', 'type', 'address', 'isWalkIn', 'creditLimit'] as const;

type CustomerRow = Omit<Customer, 'walkIn'> & { isWalkIn: number };

const toCustomer = ({ isWalkIn, creditLimit, ...row }: CustomerRow): Customer => ({
  ...row,
  walkIn: Boolean(isWalkIn),
  creditLimit: creditLimit === null ? null : toDirhams(creditLimit),
});

/** The credit limit column's value for a request: centimes, null for none, undefined to keep it. */
const creditLimitColumn = (limit: number | null | undefined) => (limit === undefined || limit === null ? limit : toCentimes(limit));

/** One page of the customers whose name, ICE or mobile contains `text` (all when empty), oldest first. */
export function searchCustomers(db: Db, text: string | undefined, page: number, size: number): Promise<Paged<Customer>> {
  let query = db.selectFrom('customers').select(CUSTOMER_COLUMNS);
  if (text) query = query.where(matchesText(db, 'customers', text));
  return fetchPage(query.orderBy('id'), page, size, toCustomer);
}

const customerById = preparedQuery((db: Db, id: number) => db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('id', '=', id));

export async function findCustomer(db: Db, id: number): Promise<Customer> {
  const [row] = await customerById(db, id);
  if (!row) throw notFound(`Customer ${id} does not exist.`);
  return toCustomer(row);
}

/** The walk-in customer (every shop has it, migration-seeded), whatever an administrator renamed it. */
export async function findWalkInCustomer(db: Db): Promise<Customer> {
  const row = await db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('isWalkIn', '=', 1).executeTakeFirstOrThrow();
  return toCustomer(row);
}

/**
 * Registers a customer; its type, when the request has none, follows from its ICE. A customer with
 * the same name (ignoring case) and mobile as an existing one is refused with 409 unless confirmed.
 */
export async function insertCustomer(db: Db, request: RegisterCustomer): Promise<void> {
  const { ice, name, mobile, address, confirmDuplicate, creditLimit } = request;
  if (!confirmDuplicate) {
    const twin = await db
      .selectFrom('customers')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    if (twin) {
      throw conflict(
        `A customer named '${name}' with mobile ${mobile} is already registered. Send confirmDuplicate: true to register another one.`,
      );
    }
  }
  await db
    .insertInto('customers')
    .values({
      ice,
      name,
      mobile,
      address,
      type: customerTypeOf(request),
      creditLimit: creditLimitColumn(creditLimit) ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/**
 * Changes a customer's type, ICE, name, mobile and (when sent) address and credit limit, or 404.
 * The walk-in customer every counter sale defaults to stays an individual without ICE, and only an
 * administrator renames it (409 / 403).
 */
export async function updateCustomer(db: Db, request: UpdateCustomer, { admin }: { admin: boolean }): Promise<void> {
  const { id, ice, name, mobile, address, creditLimit } = request;
  const current = await db.selectFrom('customers').select(['isWalkIn', 'name']).where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(`Customer ${id} does not exist.`);
  if (current.isWalkIn) {
    if (customerTypeOf(request) !== 'INDIVIDUAL') throw conflict('The walk-in customer stays an individual, without ICE.');
    if (!admin && name !== current.name) throw forbidden('Only an administrator can rename the walk-in customer.');
  }
  const result = await db
    .updateTable('customers')
    .set({
      ice,
      name,
      mobile,
      type: customerTypeOf(request),
      ...(address === undefined ? {} : { address }),
      ...(creditLimit === undefined ? {} : { creditLimit: creditLimitColumn(creditLimit) }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(`Customer ${id} does not exist.`);
}

/** Deletes a customer without invoices; the walk-in customer and customers with invoices answer 409. */
export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('customers').select('isWalkIn').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound(`Customer ${id} does not exist.`);
    if (found.isWalkIn) throw conflict("The walk-in customer 'Client comptoir' cannot be deleted.");
    const invoiced = await trx.selectFrom('invoices').select('id').where('customerId', '=', id).limit(1).executeTakeFirst();
    if (invoiced) throw conflict('This customer has invoices and cannot be deleted.');
    await trx.deleteFrom('customers').where('id', '=', id).execute();
  });
}
