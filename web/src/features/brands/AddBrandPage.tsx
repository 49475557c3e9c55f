import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { BRANDS, registerBrand } from './api';
import { BrandForm } from './BrandForm';

export default function AddBrandPage() {
  usePageTitle('Add Brand');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: registerBrand,
    async onSuccess({ message }) {
      await queryClient.invalidateQueries({ queryKey: BRANDS });
      await showSuccess('Success!', message);
      navigate('/brands');
    },
    onError(error) {
      console.error('Brand registration failed', error);
      void showError('Error!', errorDetail(error));
    },
  });
  return (
    <PageCard title="Add Brand">
      <BrandForm submitLabel="Register Brand" submitting={register.isPending} onSubmit={(values) => register.mutate(values)} />
    </PageCard>
  );
}
