import { editColumn } from '../../common/list/actionColumns';
import { ManagePage } from '../../common/ManagePage';
import { CustomerTable } from '../../common/pickers/CustomerTable';

export default function CustomerListPage() {
  return (
    <ManagePage title="Manage Customers" addLabel="Register Customer" addTo="/customers/add">
      <CustomerTable action={editColumn('/customers/edit')} />
    </ManagePage>
  );
}
