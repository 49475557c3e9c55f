import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message, Product, RegisterProductRequest, Unit, UpdateProductAnswer, UpdateProductRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { ALERTS, PRODUCTS, STOCK, UNITS } from '../../common/queryKeys';

const fetchProduct = (id: string) => api<Product>(`/products/${id}`);
const registerProduct = (body: RegisterProductRequest) => api<Message>('/products', { method: 'POST', body });
const updateProduct = (body: UpdateProductRequest) => api<UpdateProductAnswer>('/products', { method: 'PUT', body });
const fetchUnits = () => api<Unit[]>('/units');

export const unitsQuery = () => queryOptions({ queryKey: UNITS, queryFn: fetchUnits, staleTime: Infinity });
export const useUnits = () => useQuery(unitsQuery());
export const useProduct = (id: string) => useFreshRecord(PRODUCTS, id, fetchProduct);
export const useRegisterProduct = (callbacks: MutationCallbacks<Message, RegisterProductRequest>) =>
  useChangeMutation(registerProduct, [PRODUCTS, ALERTS], callbacks);
/** A lower PPV reprices the product's batches above it: the stock lists follow. */
export const useUpdateProduct = (callbacks: MutationCallbacks<UpdateProductAnswer, UpdateProductRequest>) =>
  useChangeMutation(updateProduct, [PRODUCTS, STOCK], callbacks);
