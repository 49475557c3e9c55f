import { editColumn } from '../../common/list/actionColumns';
import { ManagePage } from '../../common/ManagePage';
import { ProductTable } from './ProductTable';

export default function ManageProductsPage() {
  return (
    <ManagePage title="Manage Products" addLabel="Add Product" addTo="/products/add">
      <ProductTable action={editColumn('/products/edit')} />
    </ManagePage>
  );
}
