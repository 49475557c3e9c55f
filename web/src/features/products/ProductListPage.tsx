import { editColumn } from '../../common/list/actionColumns';
import { ManagePage } from '../../common/ManagePage';
import { ProductTable } from '../../common/pickers/ProductTable';

export default function ProductListPage() {
  return (
    <ManagePage title="Manage Products" addLabel="Add Product" addTo="/products/add">
      <ProductTable action={editColumn('/products/edit')} />
    </ManagePage>
  );
}
