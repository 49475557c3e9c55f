import * as repository from '../../src/modules/backups/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  ping: [],
  schemaColumns: [],
  tableRows: ['supplier_payments', ['id', 'number', 'local_date', 'amount'], { byId: true, where: { column: 'shop_id', value: 2 } }],
});
