import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { BRANDS, fetchBrand, updateBrand } from './api';
import { BrandForm } from './BrandForm';

const OOPS = { title: 'Oops...', text: 'Something went wrong!' };

export default function UpdateBrandPage() {
  usePageTitle('Update Brand');
  const { brandId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validId = /^[1-9]\d{0,9}$/.test(brandId);
  const brand = useQuery({
    queryKey: [...BRANDS, 'one', brandId],
    queryFn: () => fetchBrand(brandId),
    enabled: validId,
    staleTime: 0,
    gcTime: 0,
  });
  useLeaveOnError(brand.error, { ...OOPS, to: '/brands' });
  const warned = useRef(false);
  useEffect(() => {
    if (validId || warned.current) return;
    warned.current = true;
    void showError(OOPS.title, OOPS.text).then(() => navigate('/brands', { replace: true }));
  }, [validId, navigate]);

  const update = useMutation({
    mutationFn: updateBrand,
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: BRANDS });
      // Products show their brand's name.
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await showSuccess('Success!', 'Brand updated successfully');
      navigate('/brands');
    },
    async onError(error) {
      console.error('Brand update failed', error);
      await showError(OOPS.title, OOPS.text);
      navigate('/brands');
    },
  });

  return (
    <PageCard title="Update Brand">
      {brand.data ? (
        <BrandForm
          id={brand.data.id}
          initialValues={{ name: brand.data.name, categoryId: String(brand.data.category.id) }}
          submitLabel="Update Brand"
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ ...values, id: brand.data.id })}
        />
      ) : (
        <Center py="xl">{validId && !brand.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
