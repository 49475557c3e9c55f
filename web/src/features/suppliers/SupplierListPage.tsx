import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { SupplierTable } from '../../common/pickers/SupplierTable';

export default function SupplierListPage() {
  return (
    <ListPageCard title="Manage Suppliers" addLabel="Add Supplier" addTo="/suppliers/add">
      <SupplierTable withCompanyContact action={editColumn('/suppliers/edit')} />
    </ListPageCard>
  );
}
