import { Modal, Tabs, Text } from '@mantine/core';
import { Amount } from '../../common/Amount';
import { formatDateTime } from '../../common/dates';
import { DataTable } from '../../common/list/DataTable';
import { t } from '../../common/i18n';
import { MovementsTable } from './MovementsTable';
import { usePriceHistory, type MovementOwner } from './api';

interface StockHistoryModalProps {
  /** A batch (movements and price changes) or a product (the movements of all its batches); null keeps it closed. */
  owner: MovementOwner | null;
  /** What the history is of: the product's name, and its lot for a batch. */
  title: string;
  onClose: () => void;
}

/** 'History': every change of a batch's quantity and selling price, or of a product's batches. */
export function StockHistoryModal({ owner, title, onClose }: StockHistoryModalProps) {
  return (
    <Modal opened={!!owner} onClose={onClose} title={t('History of {{name}}', { name: title })} size="xl">
      {owner &&
        ('stockId' in owner ? (
          <Tabs defaultValue="movements" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="movements">{t('Stock movements')}</Tabs.Tab>
              <Tabs.Tab value="prices">{t('Price changes')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="movements">
              <MovementsTable owner={owner} />
            </Tabs.Panel>
            <Tabs.Panel value="prices">
              <PriceHistory stockId={owner.stockId} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <MovementsTable owner={owner} />
        ))}
    </Modal>
  );
}

function PriceHistory({ stockId }: { stockId: number }) {
  const { data, isFetching, isError } = usePriceHistory(stockId);
  if (isError) return <Text c="red.9">{t('The price changes could not be loaded.')}</Text>;
  return (
    <DataTable
      rows={data ?? []}
      loading={isFetching && !data}
      caption={t('Price changes')}
      rowKey={(change) => change.id}
      emptyText={t('The selling price has not changed.')}
      columns={[
        { header: t('Date'), render: (change) => formatDateTime(change.at) },
        { header: t('Old price'), render: (change) => <Amount value={change.oldPrice} /> },
        { header: t('New price'), render: (change) => <Amount value={change.newPrice} /> },
        { header: t('User'), render: (change) => change.user?.name ?? '' },
      ]}
    />
  );
}
