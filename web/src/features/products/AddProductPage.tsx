import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterProduct } from './queries';
import { ProductForm } from './ProductForm';

export default function AddProductPage() {
  usePageTitle('Add Product');
  const navigate = useNavigate();
  const register = useRegisterProduct({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/products');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });
  return (
    <PageCard title="Add Product">
      <ProductForm
        submitLabel="Register Product"
        submitting={register.isPending}
        onSubmit={({ name, brand, unit, vatRate }) => register.mutate({ name, brand: brand.id, unit: unit.id, vatRate })}
      />
    </PageCard>
  );
}
