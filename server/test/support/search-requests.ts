import type { TestApp } from './harness';

/** Customers registered straight in the database under these names, without ICE, on one mobile. */
export async function insertCustomersNamed(t: TestApp, names: string[]): Promise<void> {
  await t.database.db
    .insertInto('customers')
    .values(names.map((name) => ({ name, ice: '', mobile: '0600000000', createdAt: new Date().toISOString() })))
    .execute();
}

/** The names a list's search finds, on its first page. */
export const namesFound = async (t: TestApp, list: 'customers' | 'products' | 'brands' | 'companies', text: string): Promise<string[]> =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/${list}/search?text=${encodeURIComponent(text)}&page=0&size=10` }))
    .json()
    .content.map((row: { name: string }) => row.name);
