import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerCustomerRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCustomer } from './queries';
import { CustomerFields, type CustomerValues } from './CustomerFields';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const EMPTY: CustomerValues = { ice: '', name: '', mobile: '' };

export default function AddCustomerPage() {
  usePageTitle(t('Register Customer'));
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: localizedResolver(registerCustomerRequest),
    validateInputOnBlur: true,
  });

  const register = useRegisterCustomer({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      form.reset();
    },
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });

  function fillAll() {
    form.setTouched({ ice: true, name: true, mobile: true });
    if (!form.getValues().ice.trim()) form.setFieldError('ice', t('ICE is required'));
    void showError(t('Error!'), t('Please fill all the fields'));
  }

  // As observed: the API takes ICE as optional, but this screen sends the request only when all three are filled.
  function submit(values: CustomerValues) {
    const request = registerCustomerRequest.parse(values);
    if (!request.ice) return fillAll();
    register.mutate(request);
  }

  return (
    <PageCard title={t('Register Customer')}>
      <form onSubmit={form.onSubmit(submit, fillAll)} noValidate>
        <Stack>
          <CustomerFields form={form} />
          <FormActions submitLabel={t('Register Customer')} cancelTo="/customers" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
