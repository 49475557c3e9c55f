import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterSupplier } from './queries';
import { SupplierForm } from './SupplierForm';

export default function AddSupplierPage() {
  usePageTitle('Add Supplier');
  const navigate = useNavigate();
  const register = useRegisterSupplier({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/suppliers');
    },
    // Spec 8: a fixed text, whatever the server says.
    onError: () => showError('Error!', 'Something went wrong!'),
  });
  return (
    <PageCard title="Add Supplier">
      <SupplierForm
        submitLabel="Register Supplier"
        submitting={register.isPending}
        onSubmit={({ company, ...fields }) => register.mutate({ ...fields, company: company.id })}
      />
    </PageCard>
  );
}
