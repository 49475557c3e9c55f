import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { registerCategoryRequest, type RegisterCategoryRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useRegisterCategory } from './queries';

export default function AddCategoryPage() {
  usePageTitle('Add Category');
  const navigate = useNavigate();
  const form = useForm<RegisterCategoryRequest>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: schemaResolver(registerCategoryRequest, { sync: true }),
    validateInputOnBlur: true,
  });
  const register = useRegisterCategory({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/categories');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });

  return (
    <PageCard title="Add Category">
      <form onSubmit={form.onSubmit((values) => register.mutate(registerCategoryRequest.parse(values)))} noValidate>
        <Stack>
          <TextInput label="Category Name" required autoComplete="off" maw={480} {...form.getInputProps('name')} />
          <FormActions submitLabel="Register Category" cancelTo="/categories" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
