import * as repository from '../../src/modules/ledger/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  ownerExists: [{ stockId: 12 }],
  listMovements: [{ productId: 4 }, 0, 20],
  listPriceChanges: [12],
  loadMovement: [301],
});
