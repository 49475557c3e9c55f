import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { SUPPLIERS, registerSupplier } from './api';
import { SupplierForm } from './SupplierForm';

export default function AddSupplierPage() {
  usePageTitle('Add Supplier');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: registerSupplier,
    async onSuccess({ message }) {
      await queryClient.invalidateQueries({ queryKey: SUPPLIERS });
      await showSuccess('Success!', message);
      navigate('/suppliers');
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
