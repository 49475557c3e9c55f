import '@mantine/charts/styles.css';
import { LineChart, PieChart } from '@mantine/charts';
import type { DashboardStatistics } from '@hanout/contract';
import { formatMoney } from '../../common/money';
import { monthlyRows, type orderSlices } from './dashboardData';

/**
 * The dashboard's two charts, in a chunk of their own: the chart library is most of the
 * dashboard's JavaScript, and the figures and tables around the charts need none of it.
 */
export function SalesChart({ statistics }: { statistics: DashboardStatistics }) {
  return (
    <LineChart
      h={280}
      data={monthlyRows(statistics)}
      dataKey="month"
      series={[
        { name: 'Sales', color: 'teal.6' },
        { name: 'Expenses', color: 'red.6' },
      ]}
      curveType="linear"
      withLegend
      valueFormatter={formatMoney}
      yAxisProps={{ width: 90 }}
    />
  );
}

export function OrdersPie({ slices }: { slices: ReturnType<typeof orderSlices> }) {
  return <PieChart data={slices} withTooltip tooltipDataSource="segment" size={170} valueFormatter={(value) => `${value} units`} />;
}
