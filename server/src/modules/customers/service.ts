import { customerTypeOf, type Customer, type RegisterCustomer, type UpdateCustomer } from '@hanout/contract';
import { toCentimes } from '../../lib/money';
import { conflict, forbidden, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import * as repository from './repository';

export { findWalkInCustomer, searchCustomers } from './repository';

/** The credit limit column's value for a request: centimes, null for none, undefined to keep it. */
const creditLimitColumn = (limit: number | null | undefined) => (limit === undefined || limit === null ? limit : toCentimes(limit));

/** A customer, or 404. */
export async function findCustomer(db: Db, id: number): Promise<Customer> {
  const customer = await repository.findCustomer(db, id);
  if (!customer) throw notFound(`Customer ${id} does not exist.`);
  return customer;
}

/**
 * Registers a customer; its type, when the request has none, follows from its ICE. A customer with
 * the same name (ignoring case) and mobile as an existing one is refused with 409 unless confirmed.
 */
export async function registerCustomer(db: Db, request: RegisterCustomer): Promise<void> {
  const { ice, name, mobile, address, confirmDuplicate, creditLimit } = request;
  if (!confirmDuplicate && (await repository.findNamesake(db, name, mobile))) {
    throw conflict(
      `A customer named '${name}' with mobile ${mobile} is already registered. Send confirmDuplicate: true to register another one.`,
    );
  }
  await repository.insertCustomer(db, {
    ice,
    name,
    mobile,
    address,
    type: customerTypeOf(request),
    creditLimit: creditLimitColumn(creditLimit) ?? null,
    createdAt: new Date().toISOString(),
  });
}

/**
 * Changes a customer's type, ICE, name, mobile and (when sent) address and credit limit, or 404.
 * The walk-in customer every counter sale defaults to stays an individual without ICE, and only an
 * administrator renames it (409 / 403).
 */
export async function updateCustomer(db: Db, request: UpdateCustomer, { admin }: { admin: boolean }): Promise<void> {
  const { id, ice, name, mobile, address, creditLimit } = request;
  const current = await repository.findCustomerKind(db, id);
  if (!current) throw notFound(`Customer ${id} does not exist.`);
  if (current.isWalkIn) {
    if (customerTypeOf(request) !== 'INDIVIDUAL') throw conflict('The walk-in customer stays an individual, without ICE.');
    if (!admin && name !== current.name) throw forbidden('Only an administrator can rename the walk-in customer.');
  }
  const updated = await repository.updateCustomer(db, id, {
    ice,
    name,
    mobile,
    type: customerTypeOf(request),
    ...(address === undefined ? {} : { address }),
    ...(creditLimit === undefined ? {} : { creditLimit: creditLimitColumn(creditLimit) }),
  });
  if (!updated) throw notFound(`Customer ${id} does not exist.`);
}

/** Deletes a customer without invoices; the walk-in customer and customers with invoices answer 409. */
export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await repository.findCustomerKind(trx, id);
    if (!found) throw notFound(`Customer ${id} does not exist.`);
    if (found.isWalkIn) throw conflict("The walk-in customer 'Client comptoir' cannot be deleted.");
    if (await repository.hasInvoices(trx, id)) throw conflict('This customer has invoices and cannot be deleted.');
    await repository.deleteCustomer(trx, id);
  });
}
