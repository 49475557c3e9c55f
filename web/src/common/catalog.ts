import { useQuery } from '@tanstack/react-query';
import type {
  Brand,
  Category,
  Company,
  Customer,
  Paged,
  Product,
  ProductLookupItem,
  StockEntry,
  StockFilters,
  Supplier,
} from '@hanout/contract';
import { SEEDED_UNIT_NAMES } from '@hanout/contract';
import { api } from './api';
import type { PageRequest } from './list/usePagedSearch';
import { BRANDS, CATEGORIES, COMPANIES, CUSTOMERS } from './queryKeys';
import { currentLanguage, t } from './i18n';

/** The records several features read: the select lists of the forms and the pickers' searches. */
export const fetchBrands = () => api<Brand[]>('/brands');
export const fetchCategories = () => api<Category[]>('/categories');
export const fetchCompanies = () => api<Company[]>('/companies');

export const searchCustomers = (request: PageRequest) => api<Paged<Customer>>('/customers/search', { query: { ...request } });
export const searchProducts = (request: PageRequest) => api<Paged<Product>>('/products/search', { query: { ...request } });
export const searchSuppliers = (request: PageRequest) => api<Paged<Supplier>>('/suppliers/search', { query: { ...request } });
/** The counter's and the GRN's scan: the product whose barcode is `q` first, else those whose name contains it (at most 10). */
export const lookupProducts = (q: string, signal?: AbortSignal) => api<ProductLookupItem[]>('/products/lookup', { query: { q }, signal });
export const searchStock = (body: { stock: StockFilters; page: number; size: number }, signal?: AbortSignal) =>
  api<Paged<StockEntry>>('/stock/search', { method: 'POST', body, signal });

/** The walk-in customer ('Client comptoir' unless renamed; every shop has it), the default customer of a sale. */
export const walkInCustomerQuery = {
  queryKey: [...CUSTOMERS, 'walk-in'],
  queryFn: () => api<Customer>('/customers/walk-in'),
  staleTime: Infinity,
};
export const useWalkInCustomer = () => useQuery(walkInCustomerQuery);

/** Every brand with its category. */
/** Every brand, or categories: `enabled` false asks nothing yet (a filter not shown). */
export const useAllBrands = (enabled = true) => useQuery({ queryKey: [...BRANDS, 'all'], queryFn: fetchBrands, enabled });
export const useAllCategories = (enabled = true) => useQuery({ queryKey: [...CATEGORIES, 'all'], queryFn: fetchCategories, enabled });
export const useAllCompanies = () => useQuery({ queryKey: [...COMPANIES, 'all'], queryFn: fetchCompanies });

/** A unit's name in the screen's language: the seeded units (Box, Tablet, … Piece) are translated, a shop's own shown as named. */
export function unitName(name: string): string {
  const language = currentLanguage();
  const names = language === 'en' ? undefined : SEEDED_UNIT_NAMES[language];
  return names && Object.hasOwn(names, name) ? names[name] : name;
}

/** The Unit column: '1 {unit} Per Unit'. */
export const unitLabel = (product: Pick<Product, 'unit'>) => t('1 {{unit}} Per Unit', { unit: unitName(product.unit.name) });
