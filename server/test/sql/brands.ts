import * as brands from '../../src/modules/brands/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(brands, {
  listBrands: [],
  searchBrands: ['Bio', 0, 20],
  findBrand: [7],
  categoryName: [3],
  hasBrandNamed: ['Biorga', 3, 7],
  brandExists: [7],
  insertBrand: ['Biorga', 3],
  updateBrand: [7, 'Biorga', 3],
});
