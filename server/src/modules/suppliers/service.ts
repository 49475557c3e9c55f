import type { Supplier } from '@hanout/contract';
import { badRequest, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import { findCompanyId, findSupplier, findSupplierId, insertSupplier, updateSupplierRow, type SupplierValues } from './repository';

/** A supplier with their company; 404 when there is none. */
export async function loadSupplier(db: Db, id: number): Promise<Supplier> {
  const found = await findSupplier(db, id);
  if (!found) throw notFound(`Supplier ${id} does not exist.`);
  return found;
}

async function requireCompany(db: Db, companyId: number): Promise<void> {
  if (!(await findCompanyId(db, companyId))) throw badRequest(`company: Company ${companyId} does not exist`);
}

/** Adds a supplier of an existing company (400 otherwise); the e-mail is kept lower-cased. */
export async function registerSupplier(db: Db, { name, email, mobile, companyId }: SupplierValues): Promise<void> {
  await requireCompany(db, companyId);
  await insertSupplier(db, { name, email: email.toLowerCase(), mobile, companyId });
}

/** Changes a supplier (404 when there is none) of an existing company (400 otherwise). */
export async function updateSupplier(db: Db, id: number, { name, email, mobile, companyId }: SupplierValues): Promise<void> {
  if (!(await findSupplierId(db, id))) throw notFound(`Supplier ${id} does not exist.`);
  await requireCompany(db, companyId);
  await updateSupplierRow(db, id, { name, email: email.toLowerCase(), mobile, companyId });
}
