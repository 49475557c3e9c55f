import { Center, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { updateCategoryRequest, type Category } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { afterSave } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { usePageTitle } from '../../common/usePageTitle';
import { useCategory, useUpdateCategory } from './api';
import { DefaultVatRateSelect } from './DefaultVatRateSelect';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

export default function EditCategoryPage() {
  usePageTitle(t('Update Category'));
  const { categoryId = '' } = useParams();
  const category = useCategory(categoryId);
  useLeaveOnError(category.error, { title: t('Error!'), to: '/categories' });

  return (
    <PageCard title={t('Update Category')}>
      {category.data ? <UpdateCategoryForm category={category.data} /> : <Center py="xl">{!category.error && <Loader size="sm" />}</Center>}
    </PageCard>
  );
}

function UpdateCategoryForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const form = useForm<Category>({
    mode: 'controlled',
    initialValues: category,
    validate: localizedResolver(updateCategoryRequest),
    validateInputOnChange: true,
  });
  const update = useUpdateCategory(afterSave(navigate, '/categories'));

  return (
    <form onSubmit={form.onSubmit((values) => update.mutate(updateCategoryRequest.parse(values)))} noValidate>
      <Stack maw={480}>
        <ReadOnlyField label={t('Category ID')} value={String(category.id)} maw={200} />
        <TextInput label={t('Category Name')} required autoComplete="off" {...form.getInputProps('name')} />
        <DefaultVatRateSelect value={form.values.defaultVatRate} onChange={(rate) => form.setFieldValue('defaultVatRate', rate)} />
        <FormActions submitLabel={t('Update Category')} cancel="/categories" loading={update.isPending} />
      </Stack>
    </form>
  );
}
