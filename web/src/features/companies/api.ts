import type { Company, Message, Paged, RegisterCompanyRequest, UpdateCompanyRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { usePagedSearch, type PageRequest } from '../../common/list/usePagedSearch';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { COMPANIES, SUPPLIERS } from '../../common/queryKeys';

const searchCompanies = (request: PageRequest) => api<Paged<Company>>('/companies/search', { query: { ...request } });
const fetchCompany = (id: string) => api<Company>(`/companies/${id}`);
const registerCompany = (body: RegisterCompanyRequest) => api<Message>('/companies', { method: 'POST', body });
const updateCompany = (body: UpdateCompanyRequest) => api<Message>('/companies', { method: 'PUT', body });

export const useCompanySearch = () => usePagedSearch<Company>([...COMPANIES, 'search'], searchCompanies);
export const useCompany = (id: string) => useFreshRecord(COMPANIES, id, fetchCompany);
export const useRegisterCompany = (callbacks: MutationCallbacks<Message, RegisterCompanyRequest>) =>
  useChangeMutation(registerCompany, [COMPANIES], callbacks);
/** Suppliers show their company's name. */
export const useUpdateCompany = (callbacks: MutationCallbacks<Message, UpdateCompanyRequest>) =>
  useChangeMutation(updateCompany, [COMPANIES, SUPPLIERS], callbacks);
