import type { Supplier } from '@hanout/contract';
import { selectColumn } from '../../common/list/actionColumns';
import { PickerModal, type PickerProps } from '../../common/list/PickerModal';
import { SupplierTable } from './SupplierTable';
import { t } from '../../common/i18n';

/** 'Select Supplier' (for the GRN screen). */
export function SupplierPickerModal(props: PickerProps<Supplier>) {
  return (
    <PickerModal title={t('Select Supplier')} {...props}>
      {(select) => <SupplierTable action={selectColumn(select)} />}
    </PickerModal>
  );
}
