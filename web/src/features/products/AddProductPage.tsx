import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterProduct } from './api';
import { ProductForm } from './ProductForm';
import { t } from '../../common/i18n';

export default function AddProductPage() {
  usePageTitle(t('Add Product'));
  const navigate = useNavigate();
  const register = useRegisterProduct({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/products');
    },
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });
  return (
    <PageCard title={t('Add Product')}>
      <ProductForm
        submitLabel={t('Register Product')}
        submitting={register.isPending}
        onSubmit={({ brand, unit, ...values }) => register.mutate({ ...values, brand: brand.id, unit: unit.id })}
      />
    </PageCard>
  );
}
