import { customerTypeOf, registerCustomerRequest, supplierImportRow, type CustomerType } from '@hanout/contract';
import { toCentimes } from '../../lib/money';
import { foldText } from '../../lib/fold';
import type { Cell } from './file';
import {
  companyNames,
  customersToMatch,
  insertCompany,
  insertCustomers,
  insertSuppliers,
  suppliersToMatch,
  updateCustomer,
  updateSupplier,
} from './repository';
import { checkRow, FirstSeen, NewNames, noNewNames, numberOf, slices, textOf, type Planner, type RowOutcome } from './rows';

/** The words a file may give a customer's type, in each language. */
const CUSTOMER_TYPE_WORDS: Record<string, CustomerType> = {
  individual: 'INDIVIDUAL',
  particulier: 'INDIVIDUAL',
  personne: 'INDIVIDUAL',
  فرد: 'INDIVIDUAL',
  'شخص ذاتي': 'INDIVIDUAL',
  business: 'BUSINESS',
  entreprise: 'BUSINESS',
  societe: 'BUSINESS',
  شركة: 'BUSINESS',
  مقاولة: 'BUSINESS',
};

/** The type cell: empty follows from the ICE (as on the form); a word the file uses is read; anything else is refused by the schema. */
function customerTypeCell(cell: Cell | undefined): string | undefined {
  const text = textOf(cell);
  if (!text) return undefined;
  return CUSTOMER_TYPE_WORDS[foldText(text)] ?? text;
}

/**
 * Customers, checked as the customer form checks them: a row with the name (any case) and mobile
 * of a registered customer updates its ICE, address, type and, when the cell is filled, its credit
 * limit; any other row is a new customer. The same name and mobile twice in the file is an error.
 */
export const planCustomers: Planner = async (db, rows) => {
  const existing = await customersToMatch(db);
  const byKey = new Map(existing.map((customer) => [`${customer.name.toLowerCase()}\u0000${customer.mobile}`, customer]));
  const walkIn = existing.find((customer) => customer.isWalkIn);
  const seen = new FirstSeen();
  const inserts: Array<{ ice: string; name: string; mobile: string; address: string; type: CustomerType; creditLimit: number | null }> = [];
  const updates: Array<{ id: number; ice: string; address: string; type: CustomerType; creditLimit?: number | null }> = [];
  const outcomes = rows.map(({ cells, line }): RowOutcome => {
    // The walk-in customer as the customers' export lists it (no mobile): left as it is, so that an export imports back.
    if (walkIn && textOf(cells.name).toLowerCase() === walkIn.name.toLowerCase() && textOf(cells.mobile) === walkIn.mobile) {
      return { action: 'UNCHANGED', errors: [] };
    }
    const creditLimit = numberOf(cells.creditLimit);
    const { value: row, errors } = checkRow(registerCustomerRequest, {
      name: textOf(cells.name),
      mobile: textOf(cells.mobile),
      ice: textOf(cells.ice),
      address: textOf(cells.address),
      type: customerTypeCell(cells.type),
      creditLimit: creditLimit ?? undefined,
    });
    if (!row) return { action: 'INVALID', errors };
    const key = `${row.name.toLowerCase()}\u0000${row.mobile}`;
    const earlier = seen.check(key, line);
    if (earlier) return { action: 'INVALID', errors: [{ column: null, message: `This customer is also on row ${earlier}.` }] };
    const type = customerTypeOf(row);
    const limit = row.creditLimit === undefined || row.creditLimit === null ? row.creditLimit : toCentimes(row.creditLimit);
    const twin = byKey.get(key);
    if (!twin) {
      inserts.push({ ice: row.ice, name: row.name, mobile: row.mobile, address: row.address, type, creditLimit: limit ?? null });
      return { action: 'NEW', errors: [] };
    }
    if (twin.isWalkIn) return { action: 'INVALID', errors: [{ column: 'name', message: 'The walk-in customer cannot be imported.' }] };
    const same =
      twin.ice === row.ice && twin.address === row.address && twin.type === type && (limit === undefined || limit === twin.creditLimit);
    if (same) return { action: 'UNCHANGED', errors: [] };
    updates.push({ id: twin.id, ice: row.ice, address: row.address, type, ...(limit === undefined ? {} : { creditLimit: limit }) });
    return { action: 'UPDATE', errors: [] };
  });
  return {
    outcomes,
    newNames: noNewNames(),
    async write(trx, { at }) {
      for (const slice of slices(inserts.map((row) => ({ ...row, createdAt: at })))) await insertCustomers(trx, slice);
      for (const { id, ...values } of updates) await updateCustomer(trx, id, values);
    },
  };
};

/**
 * Suppliers, checked as the supplier form checks them: a row with the e-mail (any case) of a
 * registered supplier updates its name, mobile and company; any other row is a new supplier. The
 * company is found by name (any case); a missing one is created, once the user confirms, with the
 * company e-mail, mobile and address columns (the address required then; an empty e-mail or mobile
 * is its first supplier's in the file).
 */
export const planSuppliers: Planner = async (db, rows) => {
  const [suppliers, companies] = await Promise.all([suppliersToMatch(db), companyNames(db)]);
  const byEmail = new Map(suppliers.map((supplier) => [supplier.email.toLowerCase(), supplier]));
  const companyIds = new Map(companies.map((company) => [company.name.toLowerCase(), company.id]));
  const newCompanies = new Map<string, { name: string; email: string; mobile: string; address: string }>();
  const newCompanyNames = new NewNames();
  const seen = new FirstSeen();
  const writes: Array<{ id?: number; name: string; email: string; mobile: string; company: string }> = [];
  const outcomes = rows.map(({ cells, line }): RowOutcome => {
    const { value: row, errors } = checkRow(supplierImportRow, {
      name: textOf(cells.name),
      email: textOf(cells.email),
      mobile: textOf(cells.mobile),
      company: textOf(cells.company),
      companyAddress: textOf(cells.companyAddress),
      companyEmail: textOf(cells.companyEmail),
      companyMobile: textOf(cells.companyMobile),
    });
    if (!row) return { action: 'INVALID', errors };
    const email = row.email.toLowerCase();
    const earlier = seen.check(email, line);
    if (earlier) return { action: 'INVALID', errors: [{ column: 'email', message: `This e-mail is also on row ${earlier}.` }] };
    const companyKey = row.company.toLowerCase();
    if (!companyIds.has(companyKey) && !newCompanies.has(companyKey)) {
      if (!row.companyAddress) return { action: 'INVALID', errors: [{ column: 'companyAddress', message: 'Company address is required' }] };
      newCompanies.set(companyKey, {
        name: row.company,
        email: row.companyEmail || email,
        mobile: row.companyMobile || row.mobile,
        address: row.companyAddress,
      });
      newCompanyNames.add(row.company);
    }
    const twin = byEmail.get(email);
    const write = { name: row.name, email, mobile: row.mobile, company: companyKey };
    if (!twin) {
      writes.push(write);
      return { action: 'NEW', errors: [] };
    }
    if (twin.name === row.name && twin.mobile === row.mobile && twin.companyId === companyIds.get(companyKey))
      return { action: 'UNCHANGED', errors: [] };
    writes.push({ ...write, id: twin.id });
    return { action: 'UPDATE', errors: [] };
  });
  return {
    outcomes,
    newNames: { ...noNewNames(), companies: newCompanyNames.list },
    async write(trx) {
      for (const [key, company] of newCompanies) companyIds.set(key, await insertCompany(trx, company));
      const values = (write: (typeof writes)[number]) => ({
        name: write.name,
        email: write.email,
        mobile: write.mobile,
        companyId: companyIds.get(write.company)!,
      });
      for (const slice of slices(writes.filter((write) => write.id === undefined))) await insertSuppliers(trx, slice.map(values));
      for (const write of writes) if (write.id !== undefined) await updateSupplier(trx, write.id, values(write));
    },
  };
};
