import type { Supplier } from '@hanout/contract';
import { selectColumn } from '../list/actionColumns';
import { PickerModal, type PickerProps } from '../list/PickerModal';
import { SupplierTable } from './SupplierTable';

/** 'Select Supplier' (for the GRN screen). */
export function SupplierPickerModal(props: PickerProps<Supplier>) {
  return (
    <PickerModal title="Select Supplier" {...props}>
      {(select) => <SupplierTable action={selectColumn(select)} />}
    </PickerModal>
  );
}
