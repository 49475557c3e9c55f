import type { Company, Paged } from '@hanout/contract';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';

const companyColumns = ['companies.id', 'companies.name', 'companies.address', 'companies.email', 'companies.mobile'] as const;

export async function findCompany(db: Db, id: number): Promise<Company | undefined> {
  return db.selectFrom('companies').select(companyColumns).where('id', '=', id).executeTakeFirst();
}

/** Another company already using this name (case-insensitive), other than `exceptId`. */
export async function companyNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

/** Every company, by name. */
export function listCompanies(db: Db): Promise<Company[]> {
  return db.selectFrom('companies').select(companyColumns).orderBy('name').orderBy('id').execute();
}

/** One page of the companies whose name, e-mail, mobile or address contains `text` (all when empty). */
export function searchCompanies(db: Db, text: string, page: number, size: number): Promise<Paged<Company>> {
  let query = db.selectFrom('companies').select(companyColumns);
  if (text) {
    query = query.where((eb) =>
      eb.or(['companies.name', 'companies.email', 'companies.mobile', 'companies.address'].map((column) => containsText(db, column, text))),
    );
  }
  return fetchPage(query.orderBy('companies.id'), page, size, (row) => row);
}

type CompanyValues = Omit<Company, 'id'>;

export async function insertCompany(db: Db, { name, email, mobile, address }: CompanyValues): Promise<void> {
  await db.insertInto('companies').values({ name, email: email.toLowerCase(), mobile, address }).execute();
}

export async function updateCompany(db: Db, id: number, { name, email, mobile, address }: CompanyValues): Promise<void> {
  await db.updateTable('companies').set({ name, email: email.toLowerCase(), mobile, address }).where('id', '=', id).execute();
}
