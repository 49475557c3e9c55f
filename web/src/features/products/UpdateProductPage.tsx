import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail, useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { PRODUCTS, fetchProduct, updateProduct } from './api';
import { ProductForm } from './ProductForm';

export default function UpdateProductPage() {
  usePageTitle('Update Product');
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useQuery({ queryKey: [...PRODUCTS, 'one', productId], queryFn: () => fetchProduct(productId), staleTime: 0, gcTime: 0 });
  useLeaveOnError(product.error, { title: 'Error!', to: '/products' });

  const update = useMutation({
    mutationFn: updateProduct,
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: PRODUCTS });
      await showSuccess('Success!', 'Product updated successfully!');
      navigate('/products');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });

  const loaded = product.data;
  return (
    <PageCard title="Update Product">
      {loaded ? (
        <ProductForm
          id={loaded.id}
          initialValues={{ name: loaded.name, brand: String(loaded.brand.id), unit: String(loaded.unit.id) }}
          submitLabel="Update Product"
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ id: loaded.id, ...values })}
        />
      ) : (
        <Center py="xl">{!product.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
