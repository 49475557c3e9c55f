import type { Brand, Message, Paged, RegisterBrandRequest, UpdateBrandRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { usePagedSearch, type PageRequest } from '../../common/list/usePagedSearch';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { BRANDS, PRODUCTS } from '../../common/queryKeys';

const searchBrands = (request: PageRequest) => api<Paged<Brand>>('/brands/search', { query: { ...request } });
const fetchBrand = (id: string) => api<Brand>(`/brands/${id}`);
const registerBrand = (body: RegisterBrandRequest) => api<Message>('/brands', { method: 'POST', body });
const updateBrand = (body: UpdateBrandRequest) => api<Message>('/brands', { method: 'PUT', body });

export const useBrandSearch = () => usePagedSearch<Brand>([...BRANDS, 'search'], searchBrands);
export const useBrand = (id: string, enabled = true) => useFreshRecord(BRANDS, id, fetchBrand, enabled);
export const useRegisterBrand = (callbacks: MutationCallbacks<Message, RegisterBrandRequest>) =>
  useChangeMutation(registerBrand, [BRANDS], callbacks);
/** Products show their brand's name. */
export const useUpdateBrand = (callbacks: MutationCallbacks<Message, UpdateBrandRequest>) =>
  useChangeMutation(updateBrand, [BRANDS, PRODUCTS], callbacks);
