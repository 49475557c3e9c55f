import { useQueries, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceRequest, Product, ProductEquivalent } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf, apiSavedDocument } from '../../common/files';
import { searchCustomers, searchStock } from '../../common/catalog';
import { useChangeMutation } from '../../common/queries';
import { CUSTOMERS, DASHBOARD, INVOICES, PRODUCTS, RECEIVABLES, STOCK } from '../../common/queryKeys';

/** A product's batches that can be sold, first expiring first: how the sale will take its quantity. */
const fetchSellableBatches = async (productId: number) =>
  (await searchStock({ stock: { productId, sellableOnly: true }, page: 0, size: 50 })).content;
export const SELLABLE_BATCHES = [...STOCK, 'batches'];
export const useSellableBatches = (productIds: number[]) =>
  useQueries({
    queries: productIds.map((productId) => ({
      queryKey: [...SELLABLE_BATCHES, productId],
      queryFn: () => fetchSellableBatches(productId),
      staleTime: 10_000,
    })),
  });

/** A product's generics, cheapest first, each with its price, what is left of it and its price difference. */
export const useEquivalents = (productId: number | null) =>
  useQuery({
    queryKey: [...STOCK, 'equivalents', productId],
    queryFn: () => api<ProductEquivalent[]>(`/products/${productId}/equivalents`),
    enabled: productId !== null,
    staleTime: 10_000,
  });

/** Customers by name, phone or ICE, for the sale's customer field. */
export const customerSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS, 'search', { text, page: 0, size: 10 }],
    queryFn: () => searchCustomers({ text, page: 0, size: 10 }),
    enabled: text.trim() !== '',
    staleTime: 30_000,
  });
export const useCustomerSearch = (text: string) => useQuery(customerSearchQuery(text));

/**
 * Saves the sale (items by product: the server takes them first expiring first) and answers its A4
 * PDF, id and number. The key is the basket's (CounterDraft.saleKey): the server releases it when the
 * sale is refused, so that the corrected basket goes with it.
 */
const saveSale = ({ body, saleKey }: { body: InvoiceRequest; saleKey: string }) =>
  apiSavedDocument('/invoice', { method: 'POST', body, headers: { 'idempotency-key': saleKey } });
/** A sale takes from the stock, and counts in the dashboard. */
export const useSaveSale = () => useChangeMutation(saveSale, [INVOICES, STOCK, DASHBOARD, RECEIVABLES]);

export const fetchReceipt = (invoiceId: number) => apiPdf(`/invoice/${invoiceId}/receipt`);
/** The invoice a sale made: its total, payment and change as recorded. */
export const fetchSoldInvoice = (invoiceId: number) => api<InvoiceDetail>(`/invoice/${invoiceId}`);

/** The unit product a line of a pack sold by the unit turns into. */
export const unitProductQuery = (id: number) =>
  queryOptions({ queryKey: [...PRODUCTS, 'unit-product', id], queryFn: () => api<Product>(`/products/${id}`), staleTime: 60_000 });
