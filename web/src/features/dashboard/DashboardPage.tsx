import { Activity, Children, memo, Suspense, use, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  ColorSwatch,
  Grid,
  Group,
  Loader,
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
import type { AlertCounts, DashboardStatistics, ReceivablesSummary, RecentOrder, TopSellingProduct } from '@hanout/contract';
import { BackupWarnings } from '../../domain/backups/BackupWarnings';
import { DataTable, type DataTableProps } from '../../common/list/DataTable';
import { Amount } from '../../common/Amount';
import { usePageTitle } from '../../common/usePageTitle';
import { isAdmin, validClaims } from '../../common/session';
import { isEmptyYear, orderSlices } from './dashboardData';
import { IdentityReminder } from './IdentityReminder';
import { SignInAttackNotice } from './SignInAttackNotice';
import { AccountsSummary, PayablesCard } from './PayablesCard';
import { useDashboard } from './api';
import { recentOrderColumns, topSellingColumns } from './tableColumns';
import { t } from '../../common/i18n';

// The charts' code, asked for by the route with this page's (see routes.tsx); the page is drawn when all is here.
const charts = import('./DashboardCharts');

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
  const { SalesChart } = use(charts);
  return (
    <Card title={statistics.TotalGrnPayByMonth ? t('Daily Sales') : t('Sales by month')}>
      <SalesChart statistics={statistics} />
    </Card>
  );
});

/** The Summary figures; the bar widths are fixed visuals, not data. */
const Summary = memo(function Summary({ statistics }: { statistics: Required<DashboardStatistics> }) {
  const figures = [
    {
      id: 'income',
      label: t('Income'),
      value: statistics.TotalInvoicePay,
      bar: 65,
      color: 'teal',
      hint: t('Money kept: payments received on invoices − change given back'),
    },
    {
      id: 'profit',
      label: t('Profit'),
      value: statistics.Marge,
      bar: 80,
      color: 'blue',
      hint: t('Sales before tax (HT) − buying cost (HT) of the units sold'),
    },
    {
      id: 'expenses',
      label: t('Expenses'),
      value: statistics.TotalGrnPay,
      bar: 65,
      color: 'red',
      hint: t('Payments made to suppliers on GRNs (the chart shows them per month)'),
    },
  ];
  return (
    <Card
      title={t('Summary')}
      action={
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('Summary menu')}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>{t('View Report')}</Menu.Item>
            <Menu.Item>{t('Edit Report')}</Menu.Item>
            <Menu.Item>{t('Mark as Done')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
    >
      <Stack gap="lg">
        {figures.map((figure) => (
          <div key={figure.id}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" c="dimmed" title={figure.hint}>
                {figure.label}
              </Text>
              <Text fw={700} data-testid={`summary-${figure.id}`}>
                <Amount value={figure.value} />
              </Text>
            </Group>
            <Progress value={figure.bar} color={figure.color} size="sm" aria-label={figure.label} />
          </div>
        ))}
        <Text size="xs" c="dimmed">
          {t('Year {{year}}', { year: statistics.year })}
        </Text>
      </Stack>
    </Card>
  );
});

const TotalOrders = memo(function TotalOrders({ statistics }: { statistics: DashboardStatistics }) {
  const { OrdersPie } = use(charts);
  const slices = orderSlices(statistics);
  return (
    <Card title={t('Total Orders')}>
      <Text fz={32} fw={700} data-testid="total-orders">
        {statistics.SUM}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('Invoices in {{year}}; units sold per product', { year: statistics.year })}
      </Text>
      {slices.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('No orders yet.')}
        </Text>
      ) : (
        <Group justify="center" align="center" wrap="nowrap" gap="lg">
          <OrdersPie slices={slices} />
          <Stack gap={4} aria-label={t('Orders by product')}>
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

const byId = (row: { id: number }) => row.id;

const RecentOrders = memo(function RecentOrders({ orders }: { orders: RecentOrder[] | undefined }) {
  return (
    <TableCard
      title={t('Recent Orders')}
      rows={orders ?? []}
      rowKey={byId}
      loading={!orders}
      emptyText={t('No orders yet.')}
      columns={recentOrderColumns()}
    />
  );
});

const TopSelling = memo(function TopSelling({ products }: { products: TopSellingProduct[] | undefined }) {
  return (
    <TableCard
      title={t('Top Selling Product')}
      rows={products ?? []}
      rowKey={byId}
      loading={!products}
      emptyText={t('No sales yet.')}
      columns={topSellingColumns()}
    />
  );
});

/** What customers owe together, and the five who owe the most, with the way to the Receivables screen. */
const Receivables = memo(function Receivables({ summary }: { summary: ReceivablesSummary }) {
  return (
    <Card
      title={t('Receivables')}
      action={
        <Anchor component={Link} to="/receivables" size="sm">
          {t('See all')}
        </Anchor>
      }
    >
      <AccountsSummary
        totalDue={summary.totalDue}
        count={t('Customers owing: {{count}}', { count: summary.customers })}
        largest={summary.largest.map((debtor) => ({ id: debtor.customerId, name: debtor.name, amountDue: debtor.amountDue }))}
      />
    </Card>
  );
});

/**
 * The stock alerts' three counts, each opening its list; near expiry in amber and expired in red, as on
 * the stock screens, in shades dark enough to read on white (contrast 4.5:1 and more); a count of 0 in grey.
 */
function StockAlerts({ counts }: { counts: AlertCounts }) {
  const lists = [
    { list: 'low', label: t('Low stock'), count: counts.lowStock, color: undefined },
    { list: 'near', label: t('Near expiry'), count: counts.nearExpiry, color: '#b34700' },
    { list: 'expired', label: t('Expired'), count: counts.expired, color: 'red.9' },
  ];
  return (
    <Paper p="md" radius="md" withBorder mb="md" component="section" aria-labelledby="stock-alerts-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} size="h5" id="stock-alerts-title">
          {t('Stock alerts')}
        </Title>
        <Group gap="lg" wrap="wrap">
          {lists.map(({ list, label, count, color }) => (
            <Anchor key={list} component={Link} to={`/alerts?list=${list}`} c={count ? color : 'gray.7'} data-testid={`alerts-${list}`}>
              <Text span fw={700} fz="lg">
                {count}
              </Text>{' '}
              <Text span size="sm">
                {label}
              </Text>
            </Anchor>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

type DashboardFigures = ReturnType<typeof useDashboard>;

const Loading = () => (
  <Group justify="center" py="xl">
    <Loader aria-label={t('Loading…')} />
  </Group>
);

/**
 * The reminders and the cards, built one card per task out of sight, then shown together. Built in
 * one go they cost a phone one task of about a third of a second, during which the page cannot
 * answer a tap; shown one by one, the page would be read before it is whole.
 */
function CardGrid({ above, children }: { above: ReactNode; children: ReactNode }) {
  const cards = Children.toArray(children);
  const [built, setBuilt] = useState(1);
  useEffect(() => {
    if (built >= cards.length) return;
    const next = setTimeout(() => setBuilt(built + 1));
    return () => clearTimeout(next);
  }, [built, cards.length]);
  const whole = built >= cards.length;
  return (
    <>
      {!whole && <Loading />}
      <Activity mode={whole ? 'visible' : 'hidden'}>
        {above}
        <Grid>{cards.slice(0, built)}</Grid>
      </Activity>
    </>
  );
}

/** The income, profit and expenses summary: administrators' figures (false for staff, whose answer has none of them). */
const summaryOf = (statistics: DashboardStatistics): Required<DashboardStatistics> | false =>
  statistics.TotalInvoicePay === undefined ? false : (statistics as Required<DashboardStatistics>);

/** Everything below the title, drawn in one go once every answer is in. */
function DashboardContent({ figures }: { figures: DashboardFigures }) {
  const stats = figures.statistics;
  const summary = stats && summaryOf(stats);
  const placeholder = <Skeleton h={340} radius="md" />;
  // The receivables card shows only when someone owes something.
  const owing = figures.receivables?.customers ? figures.receivables : null;
  return (
    <CardGrid
      above={
        <>
          <SignInAttackNotice />
          <IdentityReminder />
          <BackupWarnings withLink />
          {figures.alerts && <StockAlerts counts={figures.alerts} />}
          {stats && isEmptyYear(stats) && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle />}
              title={t('Nothing recorded in {{year}} yet', { year: stats.year })}
            >
              {t('The figures appear here as soon as goods are received or sold. Start with')}{' '}
              <Anchor component={Link} to="/grn">
                {t('Add GRN')}
              </Anchor>{' '}
              {t('to fill the stock, then')}{' '}
              <Anchor component={Link} to="/invoice">
                {t('Add Invoice')}
              </Anchor>{' '}
              {t('to sell.')}
            </Alert>
          )}
        </>
      }
    >
      <Grid.Col span={{ base: 12, lg: summary === false ? 12 : 8 }}>{stats ? <DailySales statistics={stats} /> : placeholder}</Grid.Col>
      {summary !== false && <Grid.Col span={{ base: 12, lg: 4 }}>{summary ? <Summary statistics={summary} /> : placeholder}</Grid.Col>}
      <Grid.Col span={{ base: 12, lg: 4 }}>{stats ? <TotalOrders statistics={stats} /> : placeholder}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <RecentOrders orders={figures.recentOrders} />
      </Grid.Col>
      {owing && (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Receivables summary={owing} />
        </Grid.Col>
      )}
      <PayablesCard />
      <Grid.Col span={{ base: 12, lg: owing ? 8 : 12 }}>
        <TopSelling products={figures.topSelling} />
      </Grid.Col>
    </CardGrid>
  );
}

export default function DashboardPage() {
  usePageTitle(t('Dashboard'));
  const dashboard = useDashboard(isAdmin(validClaims()));
  // A failed figure leaves its card loading: failures are only logged.
  for (const error of dashboard.errors) console.error('Dashboard load failed', error);
  // Drawn at a lower priority, in slices, so that the page keeps answering while the cards are built.
  const figures = useDeferredValue(dashboard.settled ? dashboard : undefined);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('Dashboard')}
      </Title>
      {figures ? (
        <Suspense fallback={<Loading />}>
          <DashboardContent figures={figures} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
