import * as repository from '../../src/modules/customers/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  searchCustomers: ['Ala', 0, 20],
  findCustomer: [3],
  findWalkInCustomer: [],
  findNamesake: ['Alami Pharma', '0612345678'],
  insertCustomer: [
    {
      ice: '001234567000089',
      name: 'Alami Pharma',
      mobile: '0612345678',
      address: 'Rue 5, Fès',
      type: 'BUSINESS',
      creditLimit: 500000,
      createdAt: '2026-11-05T10:15:00.000Z',
    },
  ],
  findCustomerKind: [3],
  updateCustomer: [3, { ice: '', name: 'Alami', mobile: '0612345678', type: 'INDIVIDUAL', address: 'Rue 5, Fès', creditLimit: null }],
  hasInvoices: [3],
  deleteCustomer: [3],
});
