import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { ProductTable } from '../../common/pickers/ProductTable';
import { t } from '../../common/i18n';

export default function ProductListPage() {
  return (
    <ListPageCard title={t('Manage Products')} addLabel={t('Add Product')} addTo="/products/add">
      <ProductTable exportable action={editColumn('/products/edit')} />
    </ListPageCard>
  );
}
