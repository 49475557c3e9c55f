import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { updateCustomerRequest, type Customer } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchCustomerStatement, useCustomer, useUpdateCustomer } from './api';
import { CustomerFields, customerRequestValues, type CustomerValues } from './CustomerFields';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const validateUpdate = localizedResolver(updateCustomerRequest);

export default function EditCustomerPage() {
  usePageTitle(t('Update Customer'));
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  useLeaveOnError(customer.error, { title: t('Error'), text: t('Something went wrong. Please try again later.'), to: '/customers' });

  const statement = usePdfReport<number>(t('Error!'));
  const id = customer.data?.id;
  return (
    <PageCard
      title={t('Update Customer')}
      actions={
        id !== undefined && (
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={statement.busy === id}
            onClick={() => void statement.open(id, () => fetchCustomerStatement(id))}
          >
            {t('Statement')}
          </Button>
        )
      }
    >
      {customer.data ? <UpdateCustomerForm customer={customer.data} /> : <Center py="xl">{!customer.error && <Loader size="sm" />}</Center>}
    </PageCard>
  );
}

function UpdateCustomerForm({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: {
      type: customer.type,
      ice: customer.ice,
      name: customer.name,
      mobile: customer.mobile,
      address: customer.address,
      creditLimit: customer.creditLimit,
    },
    validate: (values) => validateUpdate({ ...values, id: customer.id }),
    validateInputOnChange: true,
  });

  const update = useUpdateCustomer({
    async onSuccess({ message }) {
      await showSuccess(t('Success'), message);
      void navigate('/customers');
    },
    onError: (error) => showError(t('Error'), errorDetail(error)),
  });

  function invalid() {
    form.setTouched({ ice: true, name: true, mobile: true, address: true });
    void showError(t('Error'), t('Please fill all the fields correctly'));
  }

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => update.mutate(updateCustomerRequest.parse({ ...customerRequestValues(values), id: customer.id })),
        invalid,
      )}
      noValidate
    >
      <Stack>
        <ReadOnlyField label={t('Customer ID')} value={String(customer.id)} maw={200} />
        <CustomerFields form={form} />
        <FormActions submitLabel={t('Update Customer')} cancel="/customers" loading={update.isPending} disabled={!form.isValid()} />
      </Stack>
    </form>
  );
}
