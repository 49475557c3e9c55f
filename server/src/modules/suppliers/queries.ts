import type { Supplier } from '@hanout/contract';
import type { Db } from '../../db/connect';

/** Suppliers joined with their company, in one query. */
export function selectSuppliers(db: Db) {
  return db
    .selectFrom('suppliers')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .select([
      'suppliers.id',
      'suppliers.name',
      'suppliers.email',
      'suppliers.mobile',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.address as companyAddress',
      'companies.email as companyEmail',
      'companies.mobile as companyMobile',
    ]);
}

type SupplierRow = Awaited<ReturnType<ReturnType<typeof selectSuppliers>['executeTakeFirstOrThrow']>>;

export const toSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  company: {
    id: row.companyId,
    name: row.companyName,
    address: row.companyAddress,
    email: row.companyEmail,
    mobile: row.companyMobile,
  },
});

export async function findSupplier(db: Db, id: number): Promise<Supplier | undefined> {
  const row = await selectSuppliers(db).where('suppliers.id', '=', id).executeTakeFirst();
  return row && toSupplier(row);
}
