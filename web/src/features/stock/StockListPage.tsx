import { useState } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFileTypePdf, IconHistory, IconPencil, IconPlus } from '@tabler/icons-react';
import type { StockEntry } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { isAdmin, validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { MixedStockModal } from './MixedStockModal';
import { StockList } from '../../common/pickers/StockList';
import { fetchStockReport } from './queries';
import { UpdateStockModal } from './UpdateStockModal';
import { AdjustStockModal } from './AdjustStockModal';
import { StockHistoryModal } from '../../common/stockHistory/StockHistoryModal';
import { t } from '../../common/i18n';

export default function StockListPage() {
  usePageTitle(t('Stock Management'));
  const admin = isAdmin(validClaims());
  const [updating, setUpdating] = useState<StockEntry | null>(null);
  const [adjusting, setAdjusting] = useState<StockEntry | null>(null);
  const [history, setHistory] = useState<StockEntry | null>(null);
  const [mixing, setMixing] = useState(false);
  const report = usePdfReport(t('Something went wrong!'), t('The stock report could not be generated.'));
  const named = (stock: StockEntry) => ({ name: stock.product.name, id: stock.id, lot: stock.batchNumber ?? `#${stock.id}` });

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
                aria-label={t('Update {{name}} (stock {{id}})', named(stock))}
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
      <UpdateStockModal stock={updating} onClose={() => setUpdating(null)} />
      <AdjustStockModal stock={adjusting} onClose={() => setAdjusting(null)} />
      <StockHistoryModal
        owner={history && { stockId: history.id }}
        title={history ? `${history.product.name} · ${history.batchNumber ?? `#${history.id}`}` : ''}
        onClose={() => setHistory(null)}
      />
      <MixedStockModal opened={mixing} onClose={() => setMixing(false)} />
    </PageCard>
  );
}
