import { useState } from 'react';
import { Group, NumberInput, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CustomerType } from '@hanout/contract';
import { t } from '../../common/i18n';
import { isAdmin, validClaims } from '../../common/session';

export interface CustomerValues {
  type: CustomerType;
  ice: string;
  name: string;
  mobile: string;
  address: string;
  /** Dirhams; null for no limit. Administrators only: staff neither see nor send it. */
  creditLimit: number | null;
}

/** The values as the API takes them: the credit limit only from an administrator. */
export const customerRequestValues = (values: CustomerValues) => (isAdmin(validClaims()) ? values : { ...values, creditLimit: undefined });

/**
 * Type, ICE, Name, Mobile Number and Address, shared by the register and update screens. A business
 * needs its 15-digit ICE and its address (they print on its invoices); an individual may have neither.
 */
export function CustomerFields({ form }: { form: UseFormReturnType<CustomerValues> }) {
  const business = form.getValues().type === 'BUSINESS';
  // What the field shows while it is typed ('12,' before '12,5'): the form keeps the number it reads as.
  const [typedLimit, setTypedLimit] = useState<string | number>(form.getValues().creditLimit ?? '');
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
      {isAdmin(validClaims()) && (
        <NumberInput
          label={t('Credit limit (DH)')}
          description={t('Empty: no limit. A sale on credit beyond it needs an administrator.')}
          min={0}
          decimalScale={2}
          maw={260}
          {...form.getInputProps('creditLimit')}
          value={typedLimit}
          onChange={(value: string | number) => {
            setTypedLimit(value);
            form.setFieldValue('creditLimit', value === '' ? null : Number(String(value).replace(',', '.')));
          }}
        />
      )}
    </Stack>
  );
}
