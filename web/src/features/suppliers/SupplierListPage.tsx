import { editColumn } from '../../common/list/actionColumns';
import { ManagePage } from '../../common/ManagePage';
import { SupplierTable } from '../../common/pickers/SupplierTable';

export default function SupplierListPage() {
  return (
    <ManagePage title="Manage Suppliers" addLabel="Add Supplier" addTo="/suppliers/add">
      <SupplierTable withCompanyContact action={editColumn('/suppliers/edit')} />
    </ManagePage>
  );
}
