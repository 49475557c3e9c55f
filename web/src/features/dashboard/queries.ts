import type {
  AccountsUnderAttack,
  AlertCounts,
  DashboardStatistics,
  PayablesSummary,
  ReceivablesSummary,
  RecentOrder,
  ShopSettings,
  TopSellingProduct,
} from '@hanout/contract';
import { api } from '../../common/api';
import { fetchBackupOverview } from '../../common/backupOverview';
import { queryClient } from '../../common/queryClient';
import { ALERTS, BACKUPS, DASHBOARD, SETTINGS } from '../../common/queryKeys';
import { isAdmin, validClaims } from '../../common/session';

/*
 * What the dashboard asks the server for. The route starts these requests (this module goes with the
 * app's first script) while the page's code is still on its way; the hooks, which need more of
 * TanStack Query, are in ./api with the page.
 */

export const shopSettingsQuery = { queryKey: [...SETTINGS, 'shop'], queryFn: () => api<ShopSettings>('/settings/shop') };
export const accountsUnderAttackQuery = {
  queryKey: [...DASHBOARD, 'accounts-under-attack'],
  queryFn: () => api<AccountsUnderAttack>('/auth/accounts-under-attack'),
};
export const payablesQuery = { queryKey: [...DASHBOARD, 'payables'], queryFn: () => api<PayablesSummary>('/payables/summary') };

/** Everything the dashboard reads: its figures and, for administrators, what the reminders above them need. */
export const dashboardQueries = (admin: boolean) =>
  [
    { queryKey: [...DASHBOARD, 'statistics'], queryFn: () => api<DashboardStatistics>('/invoice/statistics') },
    { queryKey: [...DASHBOARD, 'top-selling'], queryFn: () => api<TopSellingProduct[]>('/invoice/top-selling') },
    { queryKey: [...DASHBOARD, 'recent-orders'], queryFn: () => api<RecentOrder[]>('/invoice/recent-orders') },
    { queryKey: [...DASHBOARD, 'receivables'], queryFn: () => api<ReceivablesSummary>('/receivables/summary') },
    // Under the stock's key (a sale or a GRN refreshes it), and asked again at every visit: a batch passing its level or date shows at once.
    { queryKey: [...ALERTS, 'counts'], queryFn: () => api<AlertCounts>('/alerts/counts'), staleTime: 0 },
    { ...shopSettingsQuery, enabled: admin },
    // Without domain/backups (its texts and date formats): this module goes with the app's first script.
    { queryKey: BACKUPS, queryFn: fetchBackupOverview, enabled: admin },
    { ...accountsUnderAttackQuery, enabled: admin },
  ] as const;

/** Asks for every answer the dashboard needs, the payables card's too, so that they travel with the page's code (signed in only). */
export function prefetchDashboard() {
  const claims = validClaims();
  if (!claims) return;
  const admin = isAdmin(claims);
  for (const query of [...dashboardQueries(admin), { ...payablesQuery, enabled: admin }]) {
    if (!('enabled' in query) || query.enabled)
      void queryClient.prefetchQuery<unknown>({ queryKey: query.queryKey, queryFn: query.queryFn });
  }
}
