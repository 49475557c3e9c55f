import type { Message, Paged, RegisterSupplierRequest, Supplier, UpdateSupplierRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every supplier query starts with this. */
export const SUPPLIERS = ['suppliers'] as const;

export const searchSuppliers = (request: PageRequest) => api<Paged<Supplier>>('/suppliers/search', { query: { ...request } });
export const fetchSupplier = (id: string | number) => api<Supplier>(`/suppliers/${id}`);
export const registerSupplier = (body: RegisterSupplierRequest) => api<Message>('/suppliers', { method: 'POST', body });
export const updateSupplier = (body: UpdateSupplierRequest) => api<Message>('/suppliers/update', { method: 'PUT', body });
