import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../../common/i18n';

export interface CustomerValues {
  ice: string;
  name: string;
  mobile: string;
}

/** ICE, Name and Mobile Number, shared by the register and update screens; both ask for all three. */
export function CustomerFields<T extends CustomerValues>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label={t('ICE')} required autoComplete="off" {...form.getInputProps('ice')} />
      <TextInput label={t('Name')} required autoComplete="off" {...form.getInputProps('name')} />
      <TextInput label={t('Mobile Number')} type="tel" required autoComplete="off" {...form.getInputProps('mobile')} />
    </SimpleGrid>
  );
}
