/** What other modules use of products: the columns a product's pharmaceutical fields are stored in. */
export { medicineColumns, type MedicineValues } from './medicine-values';
