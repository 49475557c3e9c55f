import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { registerCategoryRequest, type RegisterCategoryRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { afterSave } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCategory } from './api';
import { DefaultVatRateSelect } from './DefaultVatRateSelect';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

export default function AddCategoryPage() {
  usePageTitle(t('Add Category'));
  const navigate = useNavigate();
  const form = useForm<RegisterCategoryRequest>({
    mode: 'controlled',
    initialValues: { name: '', defaultVatRate: null },
    validate: localizedResolver(registerCategoryRequest),
    validateInputOnBlur: true,
  });
  const register = useRegisterCategory(afterSave(navigate, '/categories'));

  return (
    <PageCard title={t('Add Category')}>
      <form onSubmit={form.onSubmit((values) => register.mutate(registerCategoryRequest.parse(values)))} noValidate>
        <Stack>
          <TextInput label={t('Category Name')} required autoComplete="off" maw={480} {...form.getInputProps('name')} />
          <DefaultVatRateSelect value={form.values.defaultVatRate} onChange={(rate) => form.setFieldValue('defaultVatRate', rate)} />
          <FormActions submitLabel={t('Register Category')} cancel="/categories" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
