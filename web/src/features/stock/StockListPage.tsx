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

export default function StockListPage() {
  usePageTitle('Stock Management');
  const [updating, setUpdating] = useState<StockEntry | null>(null);
  const [mixing, setMixing] = useState(false);
  const report = usePdfReport('Something went wrong!', 'The stock report could not be generated.');

  return (
    <PageCard
      title="Stock Management"
      actions={
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setMixing(true)}>
            Add Mixe
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy !== null}
            onClick={() => void report.open('stock', fetchStockReport)}
          >
            Stock Report
          </Button>
        </Group>
      }
    >
      <StockList
        action={{
          header: 'Actions',
          render: (stock) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={() => setUpdating(stock)}
              aria-label={`Update ${stock.product.name} (stock ${stock.id})`}
            >
              Update
            </Button>
          ),
        }}
      />
      <UpdateStockModal stock={updating} onClose={() => setUpdating(null)} />
      <MixedStockModal opened={mixing} onClose={() => setMixing(false)} />
    </PageCard>
  );
}
