import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alerts, AlertsQuery } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { ALERTS } from '../../common/queryKeys';

/** The filters of the alerts screen as the API's query: the PDF (and the lists' export) print what the screen shows. */
export const alertsQueryOf = (categoryId: string | null): AlertsQuery => (categoryId ? { categoryId: Number(categoryId) } : {});

const fetchAlerts = (query: AlertsQuery) => api<Alerts>('/alerts', { query: { ...query } });
export const fetchAlertsPdf = (query: AlertsQuery) => apiPdf('/alerts/report', { query: { ...query } });

/** The three lists; read again at every visit (a sale at another till, or the day's change, shows at once). */
export const alertsQuery = (query: AlertsQuery) =>
  queryOptions({ queryKey: [...ALERTS, 'lists', query], queryFn: () => fetchAlerts(query), staleTime: 0 });
export const useAlerts = (query: AlertsQuery) => useQuery(alertsQuery(query));
