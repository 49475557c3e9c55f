import * as repository from '../../src/modules/backups/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  ping: [],
  schemaColumns: [],
  tableRows: ['supplier_payments', ['id', 'number', 'local_date', 'amount'], true],
  shopTableRows: ['supplier_payments', ['id', 'number', 'local_date', 'amount'], 'shop_id', 2, true],
});
