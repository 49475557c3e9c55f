import { Center, Loader, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { updateCustomerRequest, type Customer } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useCustomer, useUpdateCustomer } from './queries';
import { CustomerFields } from './CustomerFields';

export default function EditCustomerPage() {
  usePageTitle('Update Customer');
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  useLeaveOnError(customer.error, { title: 'Error', text: 'Something went wrong. Please try again later.', to: '/customers' });

  return (
    <PageCard title="Update Customer">
      {customer.data ? <UpdateCustomerForm customer={customer.data} /> : <Center py="xl">{!customer.error && <Loader size="sm" />}</Center>}
    </PageCard>
  );
}

function UpdateCustomerForm({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const form = useForm<Customer>({
    mode: 'controlled',
    initialValues: customer,
    validate: schemaResolver(updateCustomerRequest, { sync: true }),
    validateInputOnChange: true,
  });

  const update = useUpdateCustomer({
    async onSuccess({ message }) {
      await showSuccess('Success', message);
      void navigate('/customers');
    },
    onError: (error) => showError('Error', errorDetail(error)),
  });

  function invalid() {
    form.setTouched({ ice: true, name: true, mobile: true });
    void showError('Error', 'Please fill all the fields correctly');
  }

  return (
    <form onSubmit={form.onSubmit((values) => update.mutate(updateCustomerRequest.parse(values)), invalid)} noValidate>
      <Stack>
        <ReadOnlyField label="Customer ID" value={String(customer.id)} maw={200} />
        <CustomerFields form={form} />
        <FormActions submitLabel="Update Customer" cancelTo="/customers" loading={update.isPending} disabled={!form.isValid()} />
      </Stack>
    </form>
  );
}
