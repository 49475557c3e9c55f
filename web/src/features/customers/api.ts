import type { Customer, Message, Paged, RegisterCustomerRequest, UpdateCustomerRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every customer query starts with this, so one invalidation refreshes them all. */
export const CUSTOMERS = ['customers'] as const;

export const searchCustomers = (request: PageRequest) => api<Paged<Customer>>('/customers/search', { query: { ...request } });
export const fetchCustomer = (id: string | number) => api<Customer>(`/customers/${id}`);
export const registerCustomer = (body: RegisterCustomerRequest) => api<Message>('/customers', { method: 'POST', body });
export const updateCustomer = (body: UpdateCustomerRequest) => api<Message>('/customers', { method: 'PUT', body });
