import * as repository from '../../src/modules/suppliers/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findSupplier: [7],
  searchSuppliers: ['Doli', 0, 20],
  findCompanyId: [3],
  findSupplierId: [7],
  insertSupplier: [{ name: 'Karim', email: 'karim@example.ma', mobile: '0612345678', companyId: 3 }],
  updateSupplierRow: [7, { name: 'Karim', email: 'karim@example.ma', mobile: '0612345678', companyId: 3 }],
});
