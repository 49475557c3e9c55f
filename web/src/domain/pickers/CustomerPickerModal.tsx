import type { Customer } from '@hanout/contract';
import { selectColumn } from '../../common/list/actionColumns';
import { PickerModal, type PickerProps } from '../../common/list/PickerModal';
import { CustomerTable } from './CustomerTable';
import { t } from '../../common/i18n';

/** The customer picker of the invoice screen, titled 'Manage Customers' like the customer list. */
export function CustomerPickerModal(props: PickerProps<Customer>) {
  return (
    <PickerModal title={t('Manage Customers')} {...props}>
      {(select) => <CustomerTable action={selectColumn(select)} />}
    </PickerModal>
  );
}
