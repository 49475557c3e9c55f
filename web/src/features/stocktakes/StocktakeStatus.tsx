import { Badge } from '@mantine/core';
import type { StocktakeStatus, StocktakeSummary } from '@hanout/contract';
import { t } from '../../common/i18n';

const STATUS_COLORS: Record<StocktakeStatus, string> = { OPEN: 'blue', VALIDATED: 'teal', CANCELLED: 'gray' };
const statusLabel = (status: StocktakeStatus) => ({ OPEN: t('Counting'), VALIDATED: t('Validated'), CANCELLED: t('Cancelled') })[status];
export const StatusBadge = ({ status }: { status: StocktakeStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light">
    {statusLabel(status)}
  </Badge>
);
export const scopeLabel = (stocktake: Pick<StocktakeSummary, 'category'>) => stocktake.category?.name ?? t('All stock');
