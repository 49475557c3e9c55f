import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics, RecentOrder, TopSellingProduct } from '@hanout/contract';
import { api } from '../../common/api';
import { DASHBOARD } from '../../common/queryKeys';

const fetchStatistics = () => api<DashboardStatistics>('/invoice/statistics');
const fetchTopSelling = () => api<TopSellingProduct[]>('/invoice/top-selling');
const fetchRecentOrders = () => api<RecentOrder[]>('/invoice/recent-orders');

/** Read only; a sale or a GRN invalidates them. */
export const useStatistics = () => useQuery({ queryKey: [...DASHBOARD, 'statistics'], queryFn: fetchStatistics });
export const useTopSelling = () => useQuery({ queryKey: [...DASHBOARD, 'top-selling'], queryFn: fetchTopSelling });
export const useRecentOrders = () => useQuery({ queryKey: [...DASHBOARD, 'recent-orders'], queryFn: fetchRecentOrders });
