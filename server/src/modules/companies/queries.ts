import type { Company } from '@hanout/contract';
import type { Db } from '../../db/connect';

export const companyColumns = ['companies.id', 'companies.name', 'companies.address', 'companies.email', 'companies.mobile'] as const;

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
