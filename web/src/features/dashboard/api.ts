import type { DashboardStatistics, RecentOrder, TopSellingProduct } from '@hanout/contract';
import { api } from '../../common/api';

/** Query keys: every dashboard query starts with this; a sale invalidates them all. */
export const DASHBOARD = ['dashboard'] as const;

export const fetchStatistics = () => api<DashboardStatistics>('/invoice/statistics');
export const fetchTopSelling = () => api<TopSellingProduct[]>('/invoice/top-selling');
export const fetchRecentOrders = () => api<RecentOrder[]>('/invoice/recent-orders');
