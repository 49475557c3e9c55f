import { useQueries, useQuery } from '@tanstack/react-query';
import { accountsUnderAttackQuery, dashboardQueries, payablesQuery, shopSettingsQuery } from './queries';

/* The dashboard's hooks. What they ask for is in ./queries, which the route loads at sign-in. */

/** The shop's settings, for the administrators' reminder of the identity fields still empty. */
export const useShopSettings = (enabled: boolean) => useQuery({ ...shopSettingsQuery, enabled });

/** Accounts strangers are guessing the password of, for the administrators' notice. */
export const useAccountsUnderAttack = (enabled: boolean) => useQuery({ ...accountsUnderAttackQuery, enabled });

/** What the shop owes its suppliers (administrators only). */
export const usePayablesSummary = (enabled: boolean) => useQuery({ ...payablesQuery, enabled });

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
