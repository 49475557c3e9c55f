import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail, useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { SUPPLIERS, fetchSupplier, updateSupplier } from './api';
import { SupplierForm } from './SupplierForm';

export default function UpdateSupplierPage() {
  usePageTitle('Update Supplier');
  const { supplierId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supplier = useQuery({
    queryKey: [...SUPPLIERS, 'one', supplierId],
    queryFn: () => fetchSupplier(supplierId),
    staleTime: 0,
    gcTime: 0,
  });
  useLeaveOnError(supplier.error, { title: 'Error!', to: '/suppliers' });

  const update = useMutation({
    mutationFn: updateSupplier,
    async onSuccess({ message }) {
      await queryClient.invalidateQueries({ queryKey: SUPPLIERS });
      await showSuccess('Success!', message);
      navigate('/suppliers');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });

  const loaded = supplier.data;
  return (
    <PageCard title="Update Supplier">
      {loaded ? (
        <SupplierForm
          id={loaded.id}
          initialValues={{ name: loaded.name, email: loaded.email, mobile: loaded.mobile, company: String(loaded.company.id) }}
          submitLabel="Update Supplier"
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ id: loaded.id, ...values })}
        />
      ) : (
        <Center py="xl">{!supplier.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
