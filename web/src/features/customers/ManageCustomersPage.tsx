import { editColumn } from '../../common/list/actionColumns';
import { ManagePage } from '../../common/ManagePage';
import { CustomerTable } from './CustomerTable';

export default function ManageCustomersPage() {
  return (
    <ManagePage title="Manage Customers" addLabel="Register Customer" addTo="/customers/add">
      <CustomerTable action={editColumn('/customers/edit')} />
    </ManagePage>
  );
}
