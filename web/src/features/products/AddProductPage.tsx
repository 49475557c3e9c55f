import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { PRODUCTS, registerProduct } from './api';
import { ProductForm } from './ProductForm';

export default function AddProductPage() {
  usePageTitle('Add Product');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: registerProduct,
    async onSuccess({ message }) {
      await queryClient.invalidateQueries({ queryKey: PRODUCTS });
      await showSuccess('Success!', message);
      navigate('/products');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });
  return (
    <PageCard title="Add Product">
      <ProductForm
        submitLabel="Register Product"
        submitting={register.isPending}
        onSubmit={({ name, brand, unit }) => register.mutate({ name, brand: brand.id, unit: unit.id })}
      />
    </PageCard>
  );
}
