import type { Product } from '@hanout/contract';
import { selectColumn } from '../../common/list/actionColumns';
import { PickerModal, type PickerProps } from '../../common/list/PickerModal';
import { ProductTable } from './ProductTable';
import { t } from '../../common/i18n';

/** 'Select Product' (for the GRN screen). */
export function ProductPickerModal(props: PickerProps<Product>) {
  return (
    <PickerModal title={t('Select Product')} {...props}>
      {(select) => <ProductTable action={selectColumn(select)} />}
    </PickerModal>
  );
}
