import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RecentOrder, TopSellingProduct } from '@hanout/contract';
import { Amount } from '../../common/Amount';
import type { Column } from '../../common/list/DataTable';
import { t } from '../../common/i18n';

/** The latest invoices, each with what it still owes now (payments and credit notes since taken off): nothing once settled. */
export const recentOrderColumns = (): Column<RecentOrder>[] => [
  { header: t('Customer'), render: (order) => order.customer },
  {
    header: t('Invoice'),
    render: (order) => (
      <Anchor component={Link} to={`/invoice/${order.id}`} size="sm">
        <bdi>{`#${order.invoice}`}</bdi>
      </Anchor>
    ),
  },
  { header: t('Price'), render: (order) => <Amount value={order.price} /> },
  { header: t('Payment'), render: (order) => <Amount value={order.payment} /> },
  {
    header: t('Remaining due'),
    render: (order) =>
      order.remainingDue > 0 ? (
        <Badge color="red" variant="light" tt="none" data-due>
          <Amount value={order.remainingDue} />
        </Badge>
      ) : null,
  },
];

export const topSellingColumns = (): Column<TopSellingProduct>[] => [
  {
    header: t('Product'),
    render: (product) => (
      <>
        <Text size="sm" fw={500}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('{{count}} units sold', { count: product.unitsSold })}
        </Text>
      </>
    ),
  },
  {
    header: t('Brand'),
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
    header: t('Source'),
    render: () => (
      <Anchor component={Link} to="/invoice/history" size="sm">
        {t('Direct')}
      </Anchor>
    ),
  },
];
