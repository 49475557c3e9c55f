import type { Brand, Message, Paged, RegisterBrandRequest, UpdateBrandRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every brand query starts with this, so one invalidation refreshes them all. */
export const BRANDS = ['brands'] as const;

export const fetchBrands = () => api<Brand[]>('/brands');
export const searchBrands = (request: PageRequest) => api<Paged<Brand>>('/brands/search', { query: { ...request } });
export const fetchBrand = (id: string | number) => api<Brand>(`/brands/${id}`);
export const registerBrand = (body: RegisterBrandRequest) => api<Message>('/brands', { method: 'POST', body });
export const updateBrand = (body: UpdateBrandRequest) => api<Message>('/brands', { method: 'PUT', body });
