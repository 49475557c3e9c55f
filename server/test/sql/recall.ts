import * as repository from '../../src/modules/recall/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  lotBatches: ['lot2026-01'],
  mixesOf: [[12, 15]],
  movementTotals: [[12, 15]],
  salesFrom: [[12, 15, 40]],
});
