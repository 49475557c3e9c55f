import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CustomerType } from '@hanout/contract';
import { t } from '../../common/i18n';

export interface CustomerValues {
  type: CustomerType;
  ice: string;
  name: string;
  mobile: string;
  address: string;
}

/**
 * Type, ICE, Name, Mobile Number and Address, shared by the register and update screens. A business
 * needs its 15-digit ICE and its address (they print on its invoices); an individual may have neither.
 */
export function CustomerFields<T extends CustomerValues>({ form }: { form: UseFormReturnType<T> }) {
  const business = form.getValues().type === 'BUSINESS';
  return (
    <Stack>
      <Radio.Group label={t('Customer type')} {...form.getInputProps('type')}>
        <Group mt="xs">
          <Radio value="INDIVIDUAL" label={t('Individual')} />
          <Radio value="BUSINESS" label={t('Business')} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('ICE')} required={business} autoComplete="off" {...form.getInputProps('ice')} />
        <TextInput label={t('Name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label={t('Mobile Number')} type="tel" required autoComplete="off" {...form.getInputProps('mobile')} />
      </SimpleGrid>
      <Textarea label={t('Address')} required={business} autosize minRows={2} maxLength={255} {...form.getInputProps('address')} />
    </Stack>
  );
}
