import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NarcoticsRegister, OrdonnancierEntry, Paged, Product } from '@hanout/contract';
import { api } from '../../common/api';
import { searchProducts } from '../../common/catalog';
import { apiPdf } from '../../common/files';
import { usePagedList } from '../../common/list/usePagedList';
import { validDate } from '../../common/dates';
import { INVOICES, PRODUCTS, STOCK } from '../../common/queryKeys';

/** Inclusive shop-local days, as typed: a half-typed date is no bound. */
export interface DayRange {
  startDate: string;
  endDate: string;
}
export const NO_DAYS: DayRange = { startDate: '', endDate: '' };
const boundsOf = (range: DayRange) => ({ from: validDate(range.startDate), to: validDate(range.endDate) });

/** Sales and returns write the ordonnancier; every stock movement writes the narcotics register. */
const ORDONNANCIER = [...INVOICES, 'ordonnancier'];
const NARCOTICS = [...STOCK, 'narcotics'];

/** The ordonnancier, one page at a time, over the days chosen. */
export const useOrdonnancier = () =>
  usePagedList(ORDONNANCIER, {
    initial: NO_DAYS,
    toRequest: boundsOf,
    fetchPage: ({ filters, page, size }) =>
      api<Paged<OrdonnancierEntry>>('/registers/prescriptions', { query: { ...filters, page, size } }),
  });
export const fetchOrdonnancierPdf = (range: DayRange) => apiPdf('/registers/prescriptions/report', { query: boundsOf(range) });

/** A tableau B product's register over the days chosen, one page at a time. */
export function useNarcoticsRegister(productId: number | null, range: DayRange, page: number, size: number) {
  const query = { productId, ...boundsOf(range), page, size };
  return useQuery({
    queryKey: [...NARCOTICS, query],
    queryFn: () => api<NarcoticsRegister>('/registers/narcotics', { query }),
    enabled: productId !== null,
    placeholderData: keepPreviousData,
  });
}
export const fetchNarcoticsPdf = (productId: number, range: DayRange) =>
  apiPdf('/registers/narcotics/report', { query: { productId, ...boundsOf(range) } });

/** Tableau B products whose name or active ingredient holds `text`. */
export const useNarcoticProducts = (text: string) =>
  useQuery({
    queryKey: [...PRODUCTS, 'narcotics', text],
    queryFn: async () => (await searchProducts({ text, page: 0, size: 50 })).content.filter((product: Product) => product.schedule === 'B'),
    staleTime: 30_000,
  });
