import * as repository from '../../src/modules/accounts/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  paymentsUpTo: ['customer', 7, '2026-03-31'],
  documentsOfParty: ['supplier', 7, [12, 13]],
});
