import type { Company, Message, Paged, RegisterCompanyRequest, UpdateCompanyRequest } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every company query starts with this, so one invalidation refreshes them all. */
export const COMPANIES = ['companies'] as const;

export const fetchCompanies = () => api<Company[]>('/companies');
export const searchCompanies = (request: PageRequest) => api<Paged<Company>>('/companies/search', { query: { ...request } });
export const fetchCompany = (id: string | number) => api<Company>(`/companies/${id}`);
export const registerCompany = (body: RegisterCompanyRequest) => api<Message>('/companies', { method: 'POST', body });
export const updateCompany = (body: UpdateCompanyRequest) => api<Message>('/companies', { method: 'PUT', body });
