import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { companyFields, type RegisterCompanyRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

export type CompanyValues = RegisterCompanyRequest;
export const EMPTY_COMPANY: CompanyValues = { name: '', mobile: '', email: '', address: '' };

interface CompanyFormProps {
  initialValues?: CompanyValues;
  /** Shown read-only above the fields on the edit screen. */
  id?: number;
  submitting: boolean;
  onSubmit: (values: CompanyValues) => void;
}

/** The four company fields and 'Register Company' (the edit screen keeps that label, as observed). */
export function CompanyForm({ initialValues = EMPTY_COMPANY, id, submitting, onSubmit }: CompanyFormProps) {
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues,
    validate: localizedResolver(companyFields),
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(companyFields.parse(values)))} noValidate>
      <Stack>
        {id !== undefined && <ReadOnlyField label={t('Company ID')} value={String(id)} maw={200} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('Company Name')} required {...form.getInputProps('name')} />
          <TextInput label={t('Company Mobile Number')} type="tel" required {...form.getInputProps('mobile')} />
          <TextInput label={t('Company Email Address')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('Company Address')} required {...form.getInputProps('address')} />
        </SimpleGrid>
        <FormActions submitLabel={t('Register Company')} cancel="/suppliers/companies" loading={submitting} />
      </Stack>
    </form>
  );
}
