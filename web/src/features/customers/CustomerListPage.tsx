import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { CustomerTable } from '../../common/pickers/CustomerTable';

export default function CustomerListPage() {
  return (
    <ListPageCard title="Manage Customers" addLabel="Register Customer" addTo="/customers/add">
      <CustomerTable action={editColumn('/customers/edit')} />
    </ListPageCard>
  );
}
