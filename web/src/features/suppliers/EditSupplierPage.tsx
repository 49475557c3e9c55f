import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useSupplier, useUpdateSupplier } from './api';
import { SupplierForm } from './SupplierForm';
import { t } from '../../common/i18n';

export default function EditSupplierPage() {
  usePageTitle(t('Update Supplier'));
  const { supplierId = '' } = useParams();
  const navigate = useNavigate();
  const supplier = useSupplier(supplierId);
  useLeaveOnError(supplier.error, { title: t('Error!'), to: '/suppliers' });

  const update = useUpdateSupplier({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/suppliers');
    },
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });

  const loaded = supplier.data;
  return (
    <PageCard title={t('Update Supplier')}>
      {loaded ? (
        <SupplierForm
          id={loaded.id}
          initialValues={{ name: loaded.name, email: loaded.email, mobile: loaded.mobile, company: String(loaded.company.id) }}
          submitLabel={t('Update Supplier')}
          submitting={update.isPending}
          onSubmit={(values) => update.mutate({ id: loaded.id, ...values })}
        />
      ) : (
        <Center py="xl">{!supplier.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}
