import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterSupplier } from './api';
import { SupplierForm } from './SupplierForm';
import { t } from '../../common/i18n';

export default function AddSupplierPage() {
  usePageTitle(t('Add Supplier'));
  const navigate = useNavigate();
  const register = useRegisterSupplier({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/suppliers');
    },
    // Spec 8: a fixed text, whatever the server says.
    onError: () => showError(t('Error!'), t('Something went wrong!')),
  });
  return (
    <PageCard title={t('Add Supplier')}>
      <SupplierForm
        submitLabel={t('Register Supplier')}
        submitting={register.isPending}
        onSubmit={({ company, ...fields }) => register.mutate({ ...fields, company: company.id })}
      />
    </PageCard>
  );
}
