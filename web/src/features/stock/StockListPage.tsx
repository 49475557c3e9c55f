import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconPlus } from '@tabler/icons-react';
import type { StockEntry } from '@hanout/contract';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { MixedStockModal } from './MixedStockModal';
import { StockList } from '../../common/pickers/StockList';
import { fetchStockReport } from './queries';
import { UpdateStockModal } from './UpdateStockModal';
import { t } from '../../common/i18n';

export default function StockListPage() {
  usePageTitle(t('Stock Management'));
  const [updating, setUpdating] = useState<StockEntry | null>(null);
  const [mixing, setMixing] = useState(false);
  const report = usePdfReport(t('Something went wrong!'), t('The stock report could not be generated.'));

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
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={() => setUpdating(stock)}
              aria-label={t('Update {{name}} (stock {{id}})', { name: stock.product.name, id: stock.id })}
            >
              {t('Update')}
            </Button>
          ),
        }}
      />
      <UpdateStockModal stock={updating} onClose={() => setUpdating(null)} />
      <MixedStockModal opened={mixing} onClose={() => setMixing(false)} />
    </PageCard>
  );
}
