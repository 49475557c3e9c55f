import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { SupplierTable } from '../../domain/pickers/SupplierTable';
import { t } from '../../common/i18n';

export default function SupplierListPage() {
  return (
    <ListPageCard title={t('Manage Suppliers')} addLabel={t('Add Supplier')} addTo="/suppliers/add">
      <SupplierTable withCompanyContact exportable action={editColumn('/suppliers/edit')} />
    </ListPageCard>
  );
}
