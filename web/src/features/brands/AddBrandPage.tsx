import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterBrand } from './api';
import { BrandForm } from './BrandForm';
import { t } from '../../common/i18n';

export default function AddBrandPage() {
  usePageTitle(t('Add Brand'));
  const navigate = useNavigate();
  const register = useRegisterBrand({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/brands');
    },
    onError(error) {
      console.error('Brand registration failed', error);
      void showError(t('Error!'), errorDetail(error));
    },
  });
  return (
    <PageCard title={t('Add Brand')}>
      <BrandForm submitLabel={t('Register Brand')} submitting={register.isPending} onSubmit={(values) => register.mutate(values)} />
    </PageCard>
  );
}
