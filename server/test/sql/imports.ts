import * as repository from '../../src/modules/imports/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  customersToMatch: [],
  insertCustomers: [
    [
      {
        ice: '',
        name: 'Amal Idrissi',
        mobile: '0612345678',
        address: 'Fès',
        type: 'INDIVIDUAL',
        creditLimit: null,
        createdAt: '2026-06-01T09:30:00.000Z',
      },
      {
        ice: '001234567000089',
        name: 'Droguerie Atlas',
        mobile: '0522334455',
        address: 'Casablanca',
        type: 'BUSINESS',
        creditLimit: 500000,
        createdAt: '2026-06-01T09:30:00.000Z',
      },
    ],
  ],
  updateCustomer: [7, { ice: '001234567000089', address: 'Casablanca', type: 'BUSINESS', creditLimit: 500000 }],
  suppliersToMatch: [],
  companyNames: [],
  insertCompany: [{ name: 'Sud Distribution', email: 'contact@sud.ma', mobile: '0522001122', address: 'Agadir' }],
  insertSuppliers: [
    [
      { name: 'Karim Alaoui', email: 'karim@sud.ma', mobile: '0661001122', companyId: 3 },
      { name: 'Nadia Bennani', email: 'nadia@sud.ma', mobile: '0661003344', companyId: 3 },
    ],
  ],
  updateSupplier: [9, { name: 'Karim Alaoui', email: 'karim@sud.ma', mobile: '0661001122', companyId: 3 }],
  catalogueToMatch: [],
  insertProducts: [
    [
      { name: 'Savon noir 500 g', brandId: 2, unitId: 1, barcode: '6111234567890', vatRate: 20, reorderLevel: 10 },
      { name: 'Henné 100 g', brandId: 2, unitId: 1, barcode: null, vatRate: 20, reorderLevel: null },
    ],
  ],
  updateProduct: [5, { name: 'Savon noir 500 g', brandId: 2, unitId: 1, vatRate: 20, reorderLevel: 10, barcode: '6111234567890' }],
  productsToMatch: [],
  batchLots: [],
  unnamedOpeningBatches: [],
  insertBatches: [
    [
      {
        productId: 5,
        grnItemId: null,
        quantity: 24,
        initialQuantity: 24,
        buyingPrice: 1200,
        sellingPrice: 1800,
        manufactureDate: '2026-06-01',
        expireDate: '2027-06-01',
        batchNumber: 'L2026-05',
        createdAt: '2026-06-01T09:30:00.000Z',
      },
      {
        productId: 6,
        grnItemId: null,
        quantity: 10,
        initialQuantity: 10,
        buyingPrice: 900,
        sellingPrice: 1500,
        manufactureDate: '2026-06-01',
        expireDate: '2027-03-01',
        batchNumber: null,
        createdAt: '2026-06-01T09:30:00.000Z',
      },
    ],
  ],
});
