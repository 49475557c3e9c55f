import type { Category, Message, Paged, RegisterCategoryRequest, UpdateCategoryRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every category query starts with this, so one invalidation refreshes them all. */
export const CATEGORIES = ['categories'] as const;

export const fetchCategories = () => api<Category[]>('/categories');
export const searchCategories = (request: PageRequest) => api<Paged<Category>>('/categories/search', { query: { ...request } });
export const fetchCategory = (id: string | number) => api<Category>(`/categories/${id}`);
export const registerCategory = (body: RegisterCategoryRequest) => api<Message>('/categories', { method: 'POST', body });
export const updateCategory = (body: UpdateCategoryRequest) => api<Message>('/categories', { method: 'PUT', body });
