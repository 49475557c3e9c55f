import * as repository from '../../src/modules/companies/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findCompany: [4],
  companyNameTaken: ['Sothema', 4],
  listCompanies: [],
  searchCompanies: ['Soth', 0, 20],
  insertCompany: [{ name: 'Sothema', email: 'contact@sothema.ma', mobile: '0522000000', address: 'Bouskoura' }],
  updateCompany: [4, { name: 'Sothema', email: 'contact@sothema.ma', mobile: '0522000000', address: 'Bouskoura' }],
});
