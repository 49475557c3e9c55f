import type { Message, RegisterSupplierRequest, Supplier, UpdateSupplierRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { SUPPLIERS } from '../../common/queryKeys';

const fetchSupplier = (id: string) => api<Supplier>(`/suppliers/${id}`);
const registerSupplier = (body: RegisterSupplierRequest) => api<Message>('/suppliers', { method: 'POST', body });
const updateSupplier = (body: UpdateSupplierRequest) => api<Message>('/suppliers/update', { method: 'PUT', body });

export const useSupplier = (id: string) => useFreshRecord(SUPPLIERS, id, fetchSupplier);
export const useRegisterSupplier = (callbacks: MutationCallbacks<Message, RegisterSupplierRequest>) =>
  useChangeMutation(registerSupplier, [SUPPLIERS], callbacks);
export const useUpdateSupplier = (callbacks: MutationCallbacks<Message, UpdateSupplierRequest>) =>
  useChangeMutation(updateSupplier, [SUPPLIERS], callbacks);
