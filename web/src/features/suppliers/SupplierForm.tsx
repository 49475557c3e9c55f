import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { supplierFields, type Company } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { useAllCompanies } from '../../common/catalog';

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
    validate: schemaResolver(supplierForm, { sync: true }),
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

  const name = <TextInput key="name" label="Name" required {...form.getInputProps('name')} />;
  const email = <TextInput key="email" label="Email" type="email" required {...form.getInputProps('email')} />;
  const mobile = <TextInput key="mobile" label="Mobile" type="tel" required {...form.getInputProps('mobile')} />;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        {id !== undefined && <ReadOnlyField label="Supplier id" value={String(id)} maw={200} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {id !== undefined ? [name, mobile, email] : [name, email, mobile]}
          <Select
            label="Company"
            placeholder="Select Company"
            required
            searchable
            nothingFoundMessage="No company found"
            data={(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
            disabled={companies.isLoading}
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} cancelTo="/suppliers" loading={submitting} disabled={!valid} />
      </Stack>
    </form>
  );
}
