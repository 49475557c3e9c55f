import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconPlus } from '@tabler/icons-react';
import type { StockEntry } from '@hanout/contract';
import { openPdf } from '../../common/api';
import { showError } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { errorDetail } from '../../common/useLeaveOnError';
import { todayDate } from '../../common/dates';
import { fetchStockReport } from './api';
import { MixedStockModal } from './MixedStockModal';
import { StockList } from './StockList';
import { UpdateStockModal } from './UpdateStockModal';
import { useStockSearch } from './useStockSearch';

export default function StockManagementPage() {
  usePageTitle('Stock Management');
  const search = useStockSearch();
  const [updating, setUpdating] = useState<StockEntry | null>(null);
  const [mixing, setMixing] = useState(false);
  const [reporting, setReporting] = useState(false);

  async function openReport() {
    setReporting(true);
    try {
      openPdf(await fetchStockReport(), `stock-report-${todayDate()}.pdf`);
    } catch (error) {
      await showError('Something went wrong!', errorDetail(error, 'The stock report could not be generated.'));
    } finally {
      setReporting(false);
    }
  }

  return (
    <PageCard
      title="Stock Management"
      actions={
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setMixing(true)}>
            Add Mixe
          </Button>
          <Button leftSection={<IconFileTypePdf size={16} />} loading={reporting} onClick={() => void openReport()}>
            Stock Report
          </Button>
        </Group>
      }
    >
      <StockList
        search={search}
        action={(stock) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setUpdating(stock)}
            aria-label={`Update ${stock.product.name} (stock ${stock.id})`}
          >
            Update
          </Button>
        )}
      />
      <UpdateStockModal stock={updating} onClose={() => setUpdating(null)} />
      <MixedStockModal opened={mixing} onClose={() => setMixing(false)} />
    </PageCard>
  );
}
