import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerCustomerRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { askConfirm, showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { ApiError, errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCustomer } from './api';
import { CustomerFields, customerRequestValues, type CustomerValues } from './CustomerFields';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const EMPTY: CustomerValues = { type: 'INDIVIDUAL', ice: '', name: '', mobile: '', address: '', creditLimit: null };

export default function AddCustomerPage() {
  usePageTitle(t('Register Customer'));
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: localizedResolver(registerCustomerRequest),
    validateInputOnBlur: true,
  });
  const register = useRegisterCustomer();

  async function submit(values: CustomerValues, confirmDuplicate = false) {
    try {
      const { message } = await register.mutateAsync(registerCustomerRequest.parse({ ...customerRequestValues(values), confirmDuplicate }));
      await showSuccess(t('Success!'), message);
      form.reset();
    } catch (error) {
      // The same name and mobile as a registered customer: a second one only when the user says so.
      if (error instanceof ApiError && error.status === 409 && !confirmDuplicate) {
        const another = await askConfirm({
          title: t('This customer may already be registered'),
          text: t('A customer named {{name}} with mobile {{mobile}} is already registered. Register another one?', {
            name: values.name.trim(),
            mobile: values.mobile.trim(),
          }),
          confirmLabel: t('Yes, register another'),
          cancelLabel: t('No'),
        });
        if (another) await submit(values, true);
        return;
      }
      await showError(t('Error!'), errorDetail(error));
    }
  }

  return (
    <PageCard title={t('Register Customer')}>
      <form
        onSubmit={form.onSubmit(
          (values) => void submit(values),
          () => void showError(t('Error!'), t('Please fill all the fields')),
        )}
        noValidate
      >
        <Stack>
          <CustomerFields form={form} />
          <FormActions submitLabel={t('Register Customer', { context: 'submit' })} cancel="/customers" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
