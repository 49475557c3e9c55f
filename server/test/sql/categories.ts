import * as repository from '../../src/modules/categories/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  hasCategoryNamed: ['Parapharmacie', 3],
  listCategories: [],
  searchCategories: ['Para', 0, 20],
  findCategory: [3],
  insertCategory: ['Parapharmacie', 20],
  updateCategory: [3, 'Parapharmacie', 20],
});
