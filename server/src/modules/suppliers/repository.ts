import type { Paged, Supplier } from '@hanout/contract';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';

/** Suppliers joined with their company, in one query. */
function selectSuppliers(db: Db) {
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

const toSupplier = (row: SupplierRow): Supplier => ({
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

/** One page of the suppliers whose name, e-mail, mobile or company's name contains `text` (all when empty). */
export function searchSuppliers(db: Db, text: string, page: number, size: number): Promise<Paged<Supplier>> {
  let query = selectSuppliers(db);
  if (text) {
    query = query.where((eb) =>
      eb.or(['suppliers.name', 'suppliers.email', 'suppliers.mobile', 'companies.name'].map((column) => containsText(db, column, text))),
    );
  }
  return fetchPage(query.orderBy('suppliers.id'), page, size, toSupplier);
}

export type SupplierValues = { name: string; email: string; mobile: string; companyId: number };

export function findCompanyId(db: Db, companyId: number) {
  return db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
}

export function findSupplierId(db: Db, id: number) {
  return db.selectFrom('suppliers').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertSupplier(db: Db, values: SupplierValues): Promise<void> {
  await db.insertInto('suppliers').values(values).execute();
}

export async function updateSupplierRow(db: Db, id: number, values: SupplierValues): Promise<void> {
  await db.updateTable('suppliers').set(values).where('id', '=', id).execute();
}
