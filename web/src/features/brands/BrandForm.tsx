import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { FormActions } from '../../common/FormActions';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { useAllCategories } from '../../common/catalog';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

export interface BrandValues {
  name: string;
  /** The selected category's id, as the select holds it. */
  categoryId: string | null;
}

const brandForm = z.object({
  name: z.string().trim().min(1, 'Brand name is required').max(100, 'Brand name must have at most 100 characters'),
  categoryId: z.string({ error: 'Category is required' }).min(1, 'Category is required'),
});

interface BrandFormProps {
  initialValues?: BrandValues;
  /** Shown read-only above the fields on the update screen. */
  id?: number;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: { name: string; category: { id: number } }) => void;
}

/** Brand Name and its Category, shared by Add Brand and Update Brand. */
export function BrandForm({ initialValues = { name: '', categoryId: null }, id, submitLabel, submitting, onSubmit }: BrandFormProps) {
  const categories = useAllCategories();
  const form = useForm<BrandValues>({
    mode: 'controlled',
    initialValues,
    validate: localizedResolver(brandForm),
    validateInputOnBlur: true,
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit({ name: values.name.trim(), category: { id: Number(values.categoryId) } }))}
      noValidate
    >
      <Stack maw={480}>
        {id !== undefined && <ReadOnlyField label={t('Brand ID')} value={String(id)} maw={200} />}
        <TextInput label={t('Brand Name')} required autoComplete="off" {...form.getInputProps('name')} />
        <Select
          label={t('Category')}
          placeholder={t('Select Category')}
          required
          searchable
          nothingFoundMessage={t('No category found')}
          data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          {...form.getInputProps('categoryId')}
        />
        <FormActions submitLabel={submitLabel} cancel="/brands" loading={submitting} />
      </Stack>
    </form>
  );
}
