import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { UNITS_PER_PACK_MAX, type MedicineSchedule } from '@hanout/contract';
import { t } from '../../common/i18n';
import { COMMON_FORMS, type MedicineFormValues } from './medicineForm';
import type { ProductValues } from './ProductForm';

/** The schedules in plain words: tableaux A, B and C of the 1922 dahir. */
export const scheduleLabels = (): Record<MedicineSchedule, string> => ({
  NONE: t('Not scheduled'),
  A: t('Schedule A (toxic)'),
  B: t('Schedule B (narcotics)'),
  C: t('Schedule C (dangerous)'),
});

/**
 * A product's pharmaceutical fields: its active ingredients (rows of name and dosage, added and
 * removed), form, units per pack, regulated prices and schedule. Choosing a schedule turns
 * "prescription required" on; selling by the unit is offered for packs of several units.
 */
export function MedicineFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const values = form.getValues();
  const field = (path: keyof MedicineFormValues | `dci.${number}.${'name' | 'strength'}`) => form.getInputProps(path);
  const labels = scheduleLabels();
  return (
    <Fieldset legend={t('Medicine')}>
      <Stack gap="sm">
        {values.dci.map((_, index) => (
          <Group key={form.key(`dci.${index}`)} align="flex-end" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput label={t('Active ingredient {{number}}', { number: index + 1 })} maxLength={100} {...field(`dci.${index}.name`)} />
              <TextInput label={t('Dosage {{number}}', { number: index + 1 })} maxLength={40} {...field(`dci.${index}.strength`)} />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => form.removeListItem('dci', index)}
              aria-label={t('Remove active ingredient {{number}}', { number: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {values.dci.length < 10 && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('dci', { name: '', strength: '' })}
            >
              {t('Add an active ingredient')}
            </Button>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Autocomplete label={t('Form')} data={COMMON_FORMS} maxLength={40} {...field('form')} />
          <NumberInput label={t('Units per pack')} min={1} max={UNITS_PER_PACK_MAX} allowDecimal={false} {...field('unitsPerPack')} />
          <NumberInput
            label={t('PPV (DH)')}
            description={t('Public price, VAT included: no batch sells above it')}
            min={0.01}
            decimalScale={2}
            {...field('ppv')}
          />
          <NumberInput label={t('PPH (DH)')} description={t('Pharmacist price, before VAT')} min={0} decimalScale={2} {...field('pph')} />
          <Select
            label={t('Schedule')}
            data={(Object.keys(labels) as MedicineSchedule[]).map((value) => ({ value, label: labels[value] }))}
            allowDeselect={false}
            {...field('schedule')}
            onChange={(next) => {
              form.setFieldValue('schedule', (next ?? 'NONE') as MedicineSchedule);
              if (next && next !== 'NONE') form.setFieldValue('prescriptionRequired', true);
            }}
          />
        </SimpleGrid>
        {/* A scheduled medicine is always dispensed on prescription (DECISIONS): the switch then shows it, fixed. */}
        <Switch
          label={t('Prescription required')}
          {...form.getInputProps('prescriptionRequired', { type: 'checkbox' })}
          {...(values.schedule === 'NONE' ? {} : { checked: true, disabled: true })}
        />
        {Number(values.unitsPerPack) > 1 && (
          <Switch
            label={t('Sold by the unit')}
            description={t('A pack may be opened and its units sold one by one')}
            {...form.getInputProps('sellByUnit', { type: 'checkbox' })}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
