import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerCustomerRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCustomer } from './queries';
import { CustomerFields, type CustomerValues } from './CustomerFields';

const EMPTY: CustomerValues = { ice: '', name: '', mobile: '' };

export default function AddCustomerPage() {
  usePageTitle('Register Customer');
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(registerCustomerRequest, { sync: true }),
    validateInputOnBlur: true,
  });

  const register = useRegisterCustomer({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      form.reset();
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });

  function fillAll() {
    form.setTouched({ ice: true, name: true, mobile: true });
    if (!form.getValues().ice.trim()) form.setFieldError('ice', 'ICE is required');
    void showError('Error!', 'Please fill all the fields');
  }

  // As observed: the API takes ICE as optional, but this screen sends the request only when all three are filled.
  function submit(values: CustomerValues) {
    const request = registerCustomerRequest.parse(values);
    if (!request.ice) return fillAll();
    register.mutate(request);
  }

  return (
    <PageCard title="Register Customer">
      <form onSubmit={form.onSubmit(submit, fillAll)} noValidate>
        <Stack>
          <CustomerFields form={form} />
          <FormActions submitLabel="Register Customer" cancelTo="/customers" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
