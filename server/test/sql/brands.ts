import * as brands from '../../src/modules/brands/queries';
import { repositorySql } from './sql-examples';

export default repositorySql(brands, {
  listBrands: [],
  searchBrands: ['Bio', 0, 20],
  findBrand: [7],
  registerBrand: ['Biorga', 3],
  updateBrand: [7, 'Biorga', 3],
});
