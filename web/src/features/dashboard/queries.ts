import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics, RecentOrder, ShopSettings, TopSellingProduct } from '@hanout/contract';
import { api } from '../../common/api';
import { DASHBOARD, SETTINGS } from '../../common/queryKeys';

const fetchStatistics = () => api<DashboardStatistics>('/invoice/statistics');
const fetchTopSelling = () => api<TopSellingProduct[]>('/invoice/top-selling');
const fetchRecentOrders = () => api<RecentOrder[]>('/invoice/recent-orders');

/** Read only; a sale or a GRN invalidates them. */
export const useStatistics = () => useQuery({ queryKey: [...DASHBOARD, 'statistics'], queryFn: fetchStatistics });
export const useTopSelling = () => useQuery({ queryKey: [...DASHBOARD, 'top-selling'], queryFn: fetchTopSelling });
/** The shop's settings, for the administrators' reminder of the identity fields still empty. */
export const useShopSettings = (enabled: boolean) =>
  useQuery({ queryKey: [...SETTINGS, 'shop'], queryFn: () => api<ShopSettings>('/settings/shop'), enabled });
export const useRecentOrders = () => useQuery({ queryKey: [...DASHBOARD, 'recent-orders'], queryFn: fetchRecentOrders });
