import type { Company } from '@hanout/contract';
import { conflict, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import * as repository from './repository';

export { listCompanies, searchCompanies } from './repository';

type CompanyValues = Omit<Company, 'id'>;

const duplicateName = () => conflict('A company with this name already exists.');

/** A company, or 404. */
export async function findCompany(db: Db, id: number): Promise<Company> {
  const found = await repository.findCompany(db, id);
  if (!found) throw notFound(`Company ${id} does not exist.`);
  return found;
}

/** Registers a company; a name already used (ignoring case) answers 409. */
export async function registerCompany(db: Db, values: CompanyValues): Promise<void> {
  if (await repository.companyNameTaken(db, values.name)) throw duplicateName();
  await repository.insertCompany(db, values);
}

/** Changes a company, or 404; a name another company uses (ignoring case) answers 409. */
export async function updateCompany(db: Db, id: number, values: CompanyValues): Promise<void> {
  await findCompany(db, id);
  if (await repository.companyNameTaken(db, values.name, id)) throw duplicateName();
  await repository.updateCompany(db, id, values);
}
