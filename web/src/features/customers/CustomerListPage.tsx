import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { CustomerTable } from '../../domain/pickers/CustomerTable';
import { t } from '../../common/i18n';

export default function CustomerListPage() {
  return (
    <ListPageCard title={t('Manage Customers')} addLabel={t('Register Customer')} addTo="/customers/add">
      <CustomerTable exportable action={editColumn('/customers/edit')} />
    </ListPageCard>
  );
}
