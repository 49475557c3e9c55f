import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Pagination, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { AlertListName, Alerts, ExpiryAlert, LowStockAlert } from '@hanout/contract';
import { ExportMenu } from '../../common/ExportMenu';
import { useAllCategories } from '../../common/catalog';
import { EXPIRED_COLOUR, ExpiryDate, NEAR_EXPIRY_COLOUR } from '../../common/ExpiryDate';
import { t } from '../../common/i18n';
import { DataTable, type Column } from '../../common/list/DataTable';
import { formatMoney } from '../../common/money';
import { PageCard } from '../../common/PageCard';
import { isAdmin, validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { alertsQueryOf, fetchAlertsPdf, useAlerts } from './api';

/** The three lists, as named in the address (`/alerts?list=near`) so that the dashboard's counts open theirs. */
const ALERT_LISTS = ['low', 'near', 'expired'] as const;
type AlertList = (typeof ALERT_LISTS)[number];
const COLOURS: Record<AlertList, string | undefined> = { low: undefined, near: NEAR_EXPIRY_COLOUR, expired: EXPIRED_COLOUR };

/** Rows shown a page at a time: a list may hold thousands of batches. */
const ROWS_PER_PAGE = 50;

function ProductCell({ product, admin }: { product: LowStockAlert['product']; admin: boolean }) {
  return (
    <>
      {admin ? (
        <Anchor component={Link} to={`/products/edit/${product.id}`} size="sm" fw={500}>
          {product.name}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {product.name}
        </Text>
      )}
      {product.barcode && (
        <Text size="xs" c="dimmed">
          {product.barcode}
        </Text>
      )}
    </>
  );
}

const brandCell = ({ product }: { product: LowStockAlert['product'] }) => (
  <>
    <Text size="sm">{product.brand.name}</Text>
    <Text size="xs" c="dimmed">
      {product.category.name}
    </Text>
  </>
);

const lowStockColumns = (admin: boolean): Column<LowStockAlert>[] => [
  { header: t('Product'), render: (low) => <ProductCell product={low.product} admin={admin} /> },
  { header: t('Brand'), render: brandCell },
  {
    header: t('Unexpired quantity'),
    render: (low) => (
      <Text size="sm" fw={600} c={low.quantity === 0 ? 'red.9' : undefined}>
        {low.quantity}
      </Text>
    ),
  },
  { header: t('Reorder level'), render: (low) => low.reorderLevel },
];

const batchColumns = (admin: boolean): Column<ExpiryAlert>[] => [
  { header: t('Product'), render: (batch) => <ProductCell product={batch.product} admin={admin} /> },
  { header: t('Brand'), render: brandCell },
  { header: t('Lot number'), render: (batch) => batch.batchNumber ?? '' },
  { header: t('Expire Date'), render: (batch) => <ExpiryDate date={batch.expireDate} status={batch.expiryStatus} /> },
  { header: t('Quantity'), render: (batch) => batch.quantity },
  ...(admin ? [{ header: t('Value at cost'), render: (batch: ExpiryAlert) => formatMoney(batch.valueAtCost ?? 0) }] : []),
];

/** One list a page at a time, with what it is and, when the server cut it, how many there are in all. */
function AlertTable<T>({
  rows,
  count,
  columns,
  rowKey,
  caption,
  intro,
  emptyText,
}: {
  rows: T[];
  count: number;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  caption: string;
  intro: ReactNode;
  emptyText: string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  return (
    <Stack gap="sm" pt="md">
      {intro}
      {rows.length < count && (
        <Text size="sm" c="dimmed">
          {t('The first {{shown}} of {{count}} are listed; the PDF report has them too.', { shown: rows.length, count })}
        </Text>
      )}
      <DataTable
        caption={caption}
        rows={rows.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE)}
        rowKey={rowKey}
        columns={columns}
        emptyText={emptyText}
      />
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label={caption} />}
    </Stack>
  );
}

function ValueAtCost({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Text size="sm" fw={600}>
      {t('Value at cost: {{value}}', { value: formatMoney(value) })}
    </Text>
  );
}

/** Reads one parameter of the address, and sets or removes it without a new history entry. */
function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set];
}

/** The list the address names, the low stock by default. */
function useAlertList(): [AlertList, (list: string | null) => void] {
  const [asked, setList] = useSearchParam('list');
  return [ALERT_LISTS.includes(asked as AlertList) ? (asked as AlertList) : 'low', setList];
}

/** How the export names each list. */
const EXPORT_NAMES: Record<AlertList, AlertListName> = { low: 'lowStock', near: 'nearExpiry', expired: 'expired' };

function AlertTabs({ alerts, admin }: { alerts: Alerts; admin: boolean }) {
  const [list, setList] = useAlertList();
  const { counts } = alerts;
  const labels: Record<AlertList, string> = {
    low: t('Low stock ({{count}})', { count: counts.lowStock }),
    near: t('Near expiry ({{count}})', { count: counts.nearExpiry }),
    expired: t('Expired ({{count}})', { count: counts.expired }),
  };
  return (
    <Tabs value={list} onChange={setList} keepMounted={false}>
      <Tabs.List>
        {ALERT_LISTS.map((name) => (
          <Tabs.Tab key={name} value={name} c={COLOURS[name]} fw={600}>
            {labels[name]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="low">
        <AlertTable
          rows={alerts.lowStock}
          count={counts.lowStock}
          columns={lowStockColumns(admin)}
          rowKey={(low) => low.product.id}
          caption={t('Low stock')}
          intro={
            <Text size="sm" c="dimmed">
              {t('Products whose units in unexpired batches are at or under their reorder level.')}
            </Text>
          }
          emptyText={t('No product is at or under its reorder level.')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="near">
        <AlertTable
          rows={alerts.nearExpiry}
          count={counts.nearExpiry}
          columns={batchColumns(admin)}
          rowKey={(batch) => batch.stockId}
          caption={t('Near expiry')}
          intro={
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('Batches in stock expiring within {{days}} days.', { days: alerts.nearExpiryDays })}
              </Text>
              <ValueAtCost value={alerts.nearExpiryValueAtCost} />
            </Group>
          }
          emptyText={t('No batch expires soon.')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="expired">
        <AlertTable
          rows={alerts.expired}
          count={counts.expired}
          columns={batchColumns(admin)}
          rowKey={(batch) => batch.stockId}
          caption={t('Expired')}
          intro={
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('Expired batches still in stock: they are never sold. Return them to the supplier or destroy them.')}
              </Text>
              <ValueAtCost value={alerts.expiredValueAtCost} />
            </Group>
          }
          emptyText={t('No expired batch in stock.')}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Low stock, near-expiry and expired batches, for one category or all, with their PDF. */
export default function AlertsPage() {
  usePageTitle(t('Stock alerts'));
  const admin = isAdmin(validClaims());
  const [categoryId, setCategoryId] = useSearchParam('category');
  const query = alertsQueryOf(categoryId);
  const alerts = useAlerts(query);
  const categories = useAllCategories();
  const report = usePdfReport(t('Error!'));
  const [list] = useAlertList();
  return (
    <PageCard
      title={t('Stock alerts')}
      actions={
        <Group gap="sm">
          <ExportMenu target={{ path: '/alerts/export', query: { ...query, list: EXPORT_NAMES[list] } }} />
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy !== null}
            onClick={() => void report.open('alerts', () => fetchAlertsPdf(query))}
          >
            {t('View Report')}
          </Button>
        </Group>
      }
    >
      <Stack gap="sm">
        <Select
          label={t('Category')}
          placeholder={t('All categories')}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
          data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          value={categoryId}
          onChange={setCategoryId}
        />
        {alerts.isError && <Text c="red">{t('Something went wrong!')}</Text>}
        {alerts.data ? (
          <AlertTabs alerts={alerts.data} admin={admin} />
        ) : (
          !alerts.isError && (
            <Badge variant="light" color="gray">
              {t('Loading…')}
            </Badge>
          )
        )}
      </Stack>
    </PageCard>
  );
}
