import { useQuery } from '@tanstack/react-query';
import type { Prescriber } from '@hanout/contract';
import { api } from '../../common/api';

/** Prescribers already recorded on sales, the most recent first, or those matching `q`. */
const fetchPrescribers = (q: string) => api<Prescriber[]>('/registers/prescribers', { query: { q } });

export const PRESCRIBERS = ['prescribers'] as const;
export const usePrescribers = (q: string, enabled: boolean) =>
  useQuery({ queryKey: [...PRESCRIBERS, q], queryFn: () => fetchPrescribers(q), enabled, staleTime: 60_000 });
