import { movementDocumentText, type StockMovement } from '@hanout/contract';
import { formatDateTime } from '../../common/dates';
import { PagedTable } from '../../common/list/PagedTable';
import { t } from '../../common/i18n';
import { movementReasonLabel, movementTypeLabel } from './movementLabels';
import { QuantityChange } from './QuantityChange';
import { movementsPath, useMovements, type MovementOwner } from './api';
import { LotNumber } from '../../common/LotNumber';

/** The history of a batch or of a product's batches: what changed their quantity, when, who and why, newest first. */
export function MovementsTable({ owner }: { owner: MovementOwner }) {
  const list = useMovements(owner);
  const byProduct = 'productId' in owner;
  return (
    <PagedTable
      list={list}
      exportTo={{ path: `${movementsPath(owner)}/export`, query: {} }}
      caption={t('Stock movements')}
      rowKey={(movement: StockMovement) => movement.id}
      emptyText={t('No movement yet.')}
      columns={[
        { header: t('Date'), render: (movement) => formatDateTime(movement.at) },
        { header: t('Movement'), render: (movement) => movementTypeLabel(movement.type) },
        ...(byProduct
          ? [
              {
                header: t('Lot'),
                render: (movement: StockMovement) => <LotNumber value={movement.batchNumber ?? `#${movement.stockId}`} />,
              },
            ]
          : []),
        { header: t('Quantity change'), render: (movement) => <QuantityChange value={movement.quantityChange} /> },
        {
          header: t('Reason'),
          render: (movement) => [movementReasonLabel(movement.reason), movement.note].filter(Boolean).join(' · '),
        },
        { header: t('Document'), render: (movement) => movementDocumentText(movement) },
        { header: t('User'), render: (movement) => movement.user?.name ?? '' },
      ]}
    />
  );
}
