import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { ProductTable } from '../../common/pickers/ProductTable';

export default function ProductListPage() {
  return (
    <ListPageCard title="Manage Products" addLabel="Add Product" addTo="/products/add">
      <ProductTable action={editColumn('/products/edit')} />
    </ListPageCard>
  );
}
