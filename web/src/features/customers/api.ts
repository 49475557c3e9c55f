import type { Customer, Message, RegisterCustomerRequest, UpdateCustomerRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { CUSTOMERS } from '../../common/queryKeys';

const fetchCustomer = (id: string) => api<Customer>(`/customers/${id}`);
const registerCustomer = (body: RegisterCustomerRequest) => api<Message>('/customers', { method: 'POST', body });
const updateCustomer = (body: UpdateCustomerRequest) => api<Message>('/customers', { method: 'PUT', body });

/** The customer's statement (relevé de compte) from their first document to today. */
export const fetchCustomerStatement = (id: number) => apiPdf(`/customers/${id}/statement`);
export const useCustomer = (id: string) => useFreshRecord(CUSTOMERS, id, fetchCustomer);
export const useRegisterCustomer = () => useChangeMutation(registerCustomer, [CUSTOMERS]);
export const useUpdateCustomer = (callbacks: MutationCallbacks<Message, UpdateCustomerRequest>) =>
  useChangeMutation(updateCustomer, [CUSTOMERS], callbacks);
