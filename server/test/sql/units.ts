import * as repository from '../../src/modules/units/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  listUnits: [],
});
