import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterBrand } from './queries';
import { BrandForm } from './BrandForm';

export default function AddBrandPage() {
  usePageTitle('Add Brand');
  const navigate = useNavigate();
  const register = useRegisterBrand({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/brands');
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
