import { lazy, memo, Suspense, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  ColorSwatch,
  Grid,
  Group,
  Menu,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardStatistics, RecentOrder, TopSellingProduct } from '@hanout/contract';
import { BackupWarnings } from '../../common/BackupWarnings';
import { DataTable, type Column, type DataTableProps } from '../../common/list/DataTable';
import { formatMoney } from '../../common/money';
import { usePageTitle } from '../../common/usePageTitle';
import { isEmptyYear, orderSlices } from './dashboardData';
import { IdentityReminder } from './IdentityReminder';
import { useRecentOrders, useStatistics, useTopSelling } from './queries';

const charts = () => import('./DashboardCharts');
// Fetched beside the figures rather than after them.
void charts();
const SalesChart = lazy(() => charts().then((module) => ({ default: module.SalesChart })));
const OrdersPie = lazy(() => charts().then((module) => ({ default: module.OrdersPie })));

function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper p="md" radius="md" withBorder h="100%">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

const DailySales = memo(function DailySales({ statistics }: { statistics: DashboardStatistics }) {
  return (
    <Card title="Daily Sales">
      <Suspense fallback={<Skeleton h={280} />}>
        <SalesChart statistics={statistics} />
      </Suspense>
    </Card>
  );
});

/** The Summary figures; the bar widths are fixed visuals, not data. */
const Summary = memo(function Summary({ statistics }: { statistics: DashboardStatistics }) {
  const figures = [
    {
      label: 'Income',
      value: statistics.TotalInvoicePay,
      bar: 65,
      color: 'teal',
      hint: 'Money kept: payments received on invoices − change given back',
    },
    {
      label: 'Profit',
      value: statistics.Marge,
      bar: 80,
      color: 'blue',
      hint: 'Sales before tax (HT) − buying cost (HT) of the units sold',
    },
    {
      label: 'Expenses',
      value: statistics.TotalGrnPay,
      bar: 65,
      color: 'red',
      hint: 'Payments made to suppliers on GRNs (the chart shows them per month)',
    },
  ];
  return (
    <Card
      title="Summary"
      action={
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Summary menu">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>View Report</Menu.Item>
            <Menu.Item>Edit Report</Menu.Item>
            <Menu.Item>Mark as Done</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
    >
      <Stack gap="lg">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" c="dimmed" title={figure.hint}>
                {figure.label}
              </Text>
              <Text fw={700} data-testid={`summary-${figure.label.toLowerCase()}`}>
                {formatMoney(figure.value)}
              </Text>
            </Group>
            <Progress value={figure.bar} color={figure.color} size="sm" aria-label={figure.label} />
          </div>
        ))}
        <Text size="xs" c="dimmed">
          Year {statistics.year}
        </Text>
      </Stack>
    </Card>
  );
});

const TotalOrders = memo(function TotalOrders({ statistics }: { statistics: DashboardStatistics }) {
  const slices = orderSlices(statistics);
  return (
    <Card title="Total Orders">
      <Text fz={32} fw={700} data-testid="total-orders">
        {statistics.SUM}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        Invoices in {statistics.year}; units sold per product
      </Text>
      {slices.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No orders yet.
        </Text>
      ) : (
        <Group justify="center" align="center" wrap="nowrap" gap="lg">
          <Suspense fallback={<Skeleton h={170} w={170} circle />}>
            <OrdersPie slices={slices} />
          </Suspense>
          <Stack gap={4} aria-label="Orders by product">
            {slices.map((slice) => (
              <Group key={slice.name} gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={10} withShadow={false} />
                <Text size="xs">
                  {slice.name}: {slice.value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Card>
  );
});

/** A dashboard card holding a table, captioned with the card's title. */
function TableCard<T>({ title, ...table }: { title: string } & Omit<DataTableProps<T>, 'caption'>) {
  return (
    <Card title={title}>
      <DataTable caption={title} {...table} />
    </Card>
  );
}

const RECENT_ORDER_COLUMNS: Column<RecentOrder>[] = [
  { header: 'Customer', render: (order) => order.customer },
  { header: 'Invoice', render: (order) => `#${order.invoice}` },
  { header: 'Price', render: (order) => formatMoney(order.price) },
  { header: 'Payment', render: (order) => formatMoney(order.payment) },
  {
    header: 'Balance',
    render: (order) => (
      <Badge
        color={order.balance >= 0 ? 'green' : 'red'}
        variant="light"
        tt="none"
        data-balance={order.balance >= 0 ? 'settled' : 'negative'}
      >
        {formatMoney(order.balance)}
      </Badge>
    ),
  },
];

const TOP_SELLING_COLUMNS: Column<TopSellingProduct>[] = [
  {
    header: 'Product',
    render: (product) => (
      <>
        <Text size="sm" fw={500}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {product.unitsSold} units sold
        </Text>
      </>
    ),
  },
  {
    header: 'Brand',
    render: (product) => (
      <>
        <Text size="sm">{product.brand.name}</Text>
        <Text size="xs" c="dimmed">
          {product.brand.category.name}
        </Text>
      </>
    ),
  },
  {
    header: 'Source',
    render: () => (
      <Anchor component={Link} to="/invoice/history" size="sm">
        Direct
      </Anchor>
    ),
  },
];

const byId = (row: { id: number }) => row.id;

const RecentOrders = memo(function RecentOrders({ orders, loading }: { orders: RecentOrder[]; loading: boolean }) {
  return (
    <TableCard
      title="Recent Orders"
      rows={orders}
      rowKey={byId}
      loading={loading}
      emptyText="No orders yet."
      columns={RECENT_ORDER_COLUMNS}
    />
  );
});

const TopSelling = memo(function TopSelling({ products, loading }: { products: TopSellingProduct[]; loading: boolean }) {
  return (
    <TableCard
      title="Top Selling Product"
      rows={products}
      rowKey={byId}
      loading={loading}
      emptyText="No sales yet."
      columns={TOP_SELLING_COLUMNS}
    />
  );
});

export default function DashboardPage() {
  usePageTitle('Dashboard');
  // A failed figure leaves its card loading: failures are only logged.
  const statistics = useStatistics();
  const topSelling = useTopSelling();
  const recentOrders = useRecentOrders();
  for (const query of [statistics, topSelling, recentOrders]) if (query.error) console.error('Dashboard load failed', query.error);

  const stats = statistics.data;
  return (
    <Stack>
      <Title order={2} size="h3">
        Dashboard
      </Title>
      <IdentityReminder />
      <BackupWarnings withLink />
      {stats && isEmptyYear(stats) && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={`Nothing recorded in ${stats.year} yet`}>
          The figures appear here as soon as goods are received or sold. Start with{' '}
          <Anchor component={Link} to="/grn">
            Add GRN
          </Anchor>{' '}
          to fill the stock, then{' '}
          <Anchor component={Link} to="/invoice">
            Add Invoice
          </Anchor>{' '}
          to sell.
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>{stats ? <DailySales statistics={stats} /> : <Skeleton h={340} radius="md" />}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>{stats ? <Summary statistics={stats} /> : <Skeleton h={340} radius="md" />}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>{stats ? <TotalOrders statistics={stats} /> : <Skeleton h={340} radius="md" />}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentOrders orders={recentOrders.data ?? []} loading={recentOrders.isLoading} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TopSelling products={topSelling.data ?? []} loading={topSelling.isLoading} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
