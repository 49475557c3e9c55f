import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBoxMultiple, IconFileTypePdf, IconHistory, IconPencil, IconPlus } from '@tabler/icons-react';
import type { StockEntry } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { isAdmin, validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { StockList } from '../../domain/pickers/StockList';
import { fetchStockReport } from './api';
import { t } from '../../common/i18n';

/**
 * The dialogs are loaded when first opened: with their forms and schemas they were half of the
 * list's script, read before its first rows (Lighthouse's mobile audit).
 */
const UpdateStockModal = lazy(() => import('./UpdateStockModal').then((module) => ({ default: module.UpdateStockModal })));
const AdjustStockModal = lazy(() => import('./AdjustStockModal').then((module) => ({ default: module.AdjustStockModal })));
const SplitPackModal = lazy(() => import('./SplitPackModal').then((module) => ({ default: module.SplitPackModal })));
const MixedStockModal = lazy(() => import('./MixedStockModal').then((module) => ({ default: module.MixedStockModal })));
const StockHistoryModal = lazy(() =>
  import('../../domain/stockHistory/StockHistoryModal').then((module) => ({ default: module.StockHistoryModal })),
);

export default function StockListPage() {
  usePageTitle(t('Stock Management'));
  const admin = isAdmin(validClaims());
  const [updating, setUpdating] = useState<StockEntry | null>(null);
  const [adjusting, setAdjusting] = useState<StockEntry | null>(null);
  const [history, setHistory] = useState<StockEntry | null>(null);
  const [splitting, setSplitting] = useState<StockEntry | null>(null);
  const [mixing, setMixing] = useState(false);
  const report = usePdfReport(t('Something went wrong!'), t('The stock report could not be generated.'));
  const named = (stock: StockEntry) => ({ name: stock.product.name, lot: stock.batchNumber ?? `#${stock.id}` });

  return (
    <PageCard
      title={t('Stock Management')}
      actions={
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setMixing(true)}>
            {t('Add Mixe')}
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy !== null}
            onClick={() => void report.open('stock', fetchStockReport)}
          >
            {t('Stock Report')}
          </Button>
        </Group>
      }
    >
      <StockList
        exportable
        action={{
          header: t('Actions'),
          render: (stock) => (
            // Wraps on a phone, where the actions go under the product (StockList) and the width is the quantity's and the expiry's.
            <Group gap={6}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setUpdating(stock)}
                aria-label={t('Update {{name}} (lot {{lot}})', named(stock))}
              >
                {t('Update')}
              </Button>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => setHistory(stock)}
                aria-label={t('History of {{name}} (lot {{lot}})', named(stock))}
                title={t('History')}
              >
                <IconHistory size={18} />
              </ActionIcon>
              {stock.product.sellByUnit && stock.expiryStatus !== 'EXPIRED' && (
                <ActionIcon
                  variant="subtle"
                  color="teal"
                  size="lg"
                  onClick={() => setSplitting(stock)}
                  aria-label={t('Split packs of {{name}} (lot {{lot}})', named(stock))}
                  title={t('Split packs')}
                >
                  <IconBoxMultiple size={18} />
                </ActionIcon>
              )}
              {admin && (
                <ActionIcon
                  variant="subtle"
                  color="orange"
                  size="lg"
                  onClick={() => setAdjusting(stock)}
                  aria-label={t('Adjust {{name}} (lot {{lot}})', named(stock))}
                  title={t('Adjust')}
                >
                  <IconAdjustmentsHorizontal size={18} />
                </ActionIcon>
              )}
            </Group>
          ),
        }}
      />
      <Suspense>
        {updating && <UpdateStockModal stock={updating} onClose={() => setUpdating(null)} />}
        {adjusting && <AdjustStockModal stock={adjusting} onClose={() => setAdjusting(null)} />}
        {splitting && <SplitPackModal stock={splitting} onClose={() => setSplitting(null)} />}
        {history && (
          <StockHistoryModal
            owner={{ stockId: history.id }}
            title={`${history.product.name} · ${history.batchNumber ?? `#${history.id}`}`}
            onClose={() => setHistory(null)}
          />
        )}
        {mixing && <MixedStockModal opened onClose={() => setMixing(false)} />}
      </Suspense>
    </PageCard>
  );
}
