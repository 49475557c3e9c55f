import type { Brand, Message, Paged, Product, RegisterProductRequest, Unit, UpdateProductRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every product query starts with this. */
export const PRODUCTS = ['products'] as const;

export const searchProducts = (request: PageRequest) => api<Paged<Product>>('/products/search', { query: { ...request } });
export const fetchProduct = (id: string | number) => api<Product>(`/products/${id}`);
export const registerProduct = (body: RegisterProductRequest) => api<Message>('/products', { method: 'POST', body });
export const updateProduct = (body: UpdateProductRequest) => api<Message>('/products', { method: 'PUT', body });
export const fetchUnits = () => api<Unit[]>('/units');
/** GET /api/brands (the brands module): every brand with its category. */
export const fetchBrands = () => api<Brand[]>('/brands');

/** The Unit column: '1 {unit} Per Unit'. */
export const unitLabel = (product: Pick<Product, 'unit'>) => `1 ${product.unit.name} Per Unit`;
