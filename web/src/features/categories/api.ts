import type { Category, Message, Paged, RegisterCategoryRequest, UpdateCategoryRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { usePagedSearch, type PageRequest } from '../../common/list/usePagedSearch';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { BRANDS, CATEGORIES, PRODUCTS } from '../../common/queryKeys';

const searchCategories = (request: PageRequest) => api<Paged<Category>>('/categories/search', { query: { ...request } });
const fetchCategory = (id: string) => api<Category>(`/categories/${id}`);
const registerCategory = (body: RegisterCategoryRequest) => api<Message>('/categories', { method: 'POST', body });
const updateCategory = (body: UpdateCategoryRequest) => api<Message>('/categories', { method: 'PUT', body });

export const useCategorySearch = () => usePagedSearch<Category>([...CATEGORIES, 'search'], searchCategories);
export const useCategory = (id: string, enabled = true) => useFreshRecord(CATEGORIES, id, fetchCategory, enabled);
export const useRegisterCategory = (callbacks: MutationCallbacks<Message, RegisterCategoryRequest>) =>
  useChangeMutation(registerCategory, [CATEGORIES], callbacks);
/** Brands and products show their category's name. */
export const useUpdateCategory = (callbacks: MutationCallbacks<Message, UpdateCategoryRequest>) =>
  useChangeMutation(updateCategory, [CATEGORIES, BRANDS, PRODUCTS], callbacks);
