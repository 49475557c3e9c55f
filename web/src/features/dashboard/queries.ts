import { useQueries, useQuery } from '@tanstack/react-query';
import type { AlertCounts, DashboardStatistics, ReceivablesSummary, RecentOrder, ShopSettings, TopSellingProduct } from '@hanout/contract';
import { api } from '../../common/api';
import { BACKUPS, fetchBackupOverview } from '../../common/backups';
import { queryClient } from '../../common/queryClient';
import { ALERTS, DASHBOARD, SETTINGS } from '../../common/queryKeys';
import { isAdmin, validClaims } from '../../common/session';

const fetchStatistics = () => api<DashboardStatistics>('/invoice/statistics');
const fetchTopSelling = () => api<TopSellingProduct[]>('/invoice/top-selling');
const fetchRecentOrders = () => api<RecentOrder[]>('/invoice/recent-orders');
const fetchReceivables = () => api<ReceivablesSummary>('/receivables/summary');
const fetchAlertCounts = () => api<AlertCounts>('/alerts/counts');
const shopSettingsQuery = { queryKey: [...SETTINGS, 'shop'], queryFn: () => api<ShopSettings>('/settings/shop') };

/** The shop's settings, for the administrators' reminder of the identity fields still empty. */
export const useShopSettings = (enabled: boolean) => useQuery({ ...shopSettingsQuery, enabled });

/** Everything the dashboard reads: its figures and, for administrators, what the reminders above them need. */
const dashboardQueries = (admin: boolean) =>
  [
    { queryKey: [...DASHBOARD, 'statistics'], queryFn: fetchStatistics },
    { queryKey: [...DASHBOARD, 'top-selling'], queryFn: fetchTopSelling },
    { queryKey: [...DASHBOARD, 'recent-orders'], queryFn: fetchRecentOrders },
    { queryKey: [...DASHBOARD, 'receivables'], queryFn: fetchReceivables },
    // Under the stock's key (a sale or a GRN refreshes it), and asked again at every visit: a batch passing its level or date shows at once.
    { queryKey: [...ALERTS, 'counts'], queryFn: fetchAlertCounts, staleTime: 0 },
    { ...shopSettingsQuery, enabled: admin },
    { queryKey: BACKUPS, queryFn: fetchBackupOverview, enabled: admin },
  ] as const;

/** Asks for every answer the dashboard needs, so that they travel while the page is being prepared (signed in only). */
export function prefetchDashboard() {
  const claims = validClaims();
  if (!claims) return;
  for (const query of dashboardQueries(isAdmin(claims))) {
    if (!('enabled' in query) || query.enabled)
      void queryClient.prefetchQuery<unknown>({ queryKey: query.queryKey, queryFn: query.queryFn });
  }
}

/**
 * The dashboard's figures (read only; a sale or a GRN invalidates them) and the reminders' data.
 * `settled` once every one has answered or failed: the page is drawn once, so nothing moves under
 * the reader's eyes as answers arrive one by one.
 */
export const useDashboard = (admin: boolean) =>
  useQueries({
    queries: dashboardQueries(admin),
    combine: ([statistics, topSelling, recentOrders, receivables, alerts, ...reminders]) => ({
      settled: [statistics, topSelling, recentOrders, receivables, alerts, ...reminders].every((query) => !query.isLoading),
      statistics: statistics.data,
      topSelling: topSelling.data,
      recentOrders: recentOrders.data,
      receivables: receivables.data,
      alerts: alerts.data,
      errors: [statistics, topSelling, recentOrders, receivables, alerts].flatMap((query) => (query.error ? [query.error] : [])),
    }),
  });
