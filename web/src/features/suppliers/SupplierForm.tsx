import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { supplierFields, type Company } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { useAllCompanies } from '../../common/catalog';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const supplierForm = supplierFields.extend({
  company: z.string({ error: 'Company is required' }).min(1, 'Company is required'),
});
export type SupplierValues = { name: string; email: string; mobile: string; company: string | null };
export interface SupplierDraft {
  name: string;
  email: string;
  mobile: string;
  company: Company;
}

interface SupplierFormProps {
  initialValues?: SupplierValues;
  /** Shown read-only on the update screen. */
  id?: number;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: SupplierDraft) => void;
}

/** Name, e-mail, mobile and company; the submit button stays disabled while the form is invalid. */
export function SupplierForm({ initialValues, id, submitLabel, submitting, onSubmit }: SupplierFormProps) {
  const companies = useAllCompanies();
  const form = useForm<SupplierValues>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', email: '', mobile: '', company: null },
    validate: localizedResolver(supplierForm),
    validateInputOnChange: true,
  });
  const known = (companyId: string | null) => companies.data?.find((company) => String(company.id) === companyId);
  // The company must be one of the known companies.
  const valid = form.isValid() && !!known(form.values.company);

  function submit(values: SupplierValues) {
    const company = known(values.company);
    if (!company) return;
    const fields = supplierFields.parse(values);
    onSubmit({ ...fields, company });
  }

  const name = <TextInput key="name" label={t('Name')} required {...form.getInputProps('name')} />;
  const email = <TextInput key="email" label={t('Email')} type="email" required {...form.getInputProps('email')} />;
  const mobile = <TextInput key="mobile" label={t('Mobile')} type="tel" required {...form.getInputProps('mobile')} />;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        {id !== undefined && <ReadOnlyField label={t('Supplier id')} value={String(id)} maw={200} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {id !== undefined ? [name, mobile, email] : [name, email, mobile]}
          <Select
            label={t('Company')}
            placeholder={t('Select Company')}
            required
            searchable
            nothingFoundMessage={t('No company found')}
            data={(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
            disabled={companies.isLoading}
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} cancel="/suppliers" loading={submitting} disabled={!valid} />
      </Stack>
    </form>
  );
}
