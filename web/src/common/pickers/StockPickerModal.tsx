import type { StockEntry } from '@hanout/contract';
import { selectColumn } from '../list/actionColumns';
import { PickerModal, type PickerProps } from '../list/PickerModal';
import { StockList } from './StockList';

/** 'Select Stock': the available stock with the stock screen's filters (fresh quantities each time it opens). */
export function StockPickerModal(props: PickerProps<StockEntry>) {
  return (
    <PickerModal title="Select Stock" size="90rem" {...props}>
      {(select) => <StockList action={selectColumn(select, (stock) => `${stock.product.name} (stock ${stock.id})`)} />}
    </PickerModal>
  );
}
