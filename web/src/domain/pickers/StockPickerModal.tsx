import type { StockEntry } from '@hanout/contract';
import { selectColumn } from '../../common/list/actionColumns';
import { PickerModal, type PickerProps } from '../../common/list/PickerModal';
import { StockList } from './StockList';
import { t } from '../../common/i18n';

/** 'Select Stock': the stock that can be sold, with the stock screen's filters (fresh quantities each time it opens). */
export function StockPickerModal(props: PickerProps<StockEntry>) {
  return (
    <PickerModal title={t('Select Stock')} size="90rem" {...props}>
      {(select) => (
        <StockList
          sellableOnly
          action={selectColumn(select, (stock) => t('{{name}} (stock {{id}})', { name: stock.product.name, id: stock.id }))}
        />
      )}
    </PickerModal>
  );
}
