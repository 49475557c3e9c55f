import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { z } from 'zod';
import { REORDER_LEVEL_MAX, registerProductRequest, reorderLevel, type Brand, type Unit, type VatRate } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { showMessage } from '../../common/dialogs';
import { unitName, useAllBrands } from '../../common/catalog';
import { useUnits } from './api';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';
import { vatRateOptions } from '../../common/vatRates';
import { MedicineFields } from './MedicineFields';
import { medicineFormRules, medicineRequestOf, NO_MEDICINE, type MedicineFormValues } from './medicineForm';

const productForm = z.object({
  name: registerProductRequest.shape.name,
  brand: z.string({ error: 'Brand is required' }).min(1, 'Brand is required'),
  unit: z.string({ error: 'Unit is required' }).min(1, 'Unit is required'),
  vatRate: z.string(),
  barcode: registerProductRequest.shape.barcode,
  reorderLevel: z.union([z.literal(''), reorderLevel]),
  ...medicineFormRules,
});
/** `vatRate` is '' for the category's default (new products only); `reorderLevel` '' for none. */
export type ProductValues = {
  name: string;
  brand: string | null;
  unit: string | null;
  vatRate: string;
  barcode: string;
  reorderLevel: number | '';
} & MedicineFormValues;
export interface ProductDraft extends ReturnType<typeof medicineRequestOf> {
  name: string;
  brand: Brand;
  unit: Unit;
  /** Left out: the category's default rate. */
  vatRate?: VatRate;
  /** '' removes the code. */
  barcode: string;
  /** Null: never reported as low stock. */
  reorderLevel: number | null;
}

const texts = () => ({ vatRate: t('VAT rate'), categoryDefault: t("Category's default rate") });
const rateOptions = (withDefault: boolean) => vatRateOptions(withDefault ? texts().categoryDefault : undefined);

interface ProductFormProps {
  initialValues?: ProductValues;
  /** Shown read-only on the update screen. */
  id?: number;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: ProductDraft) => void;
}

/**
 * Product name, brand and unit, and a medicine's fields (MedicineFields); an invalid submit says 'Please fill all the fields!' while one of
 * them is empty, else what is wrong (a barcode whose check digit does not match).
 */
export function ProductForm({ initialValues, id, submitLabel, submitting, onSubmit }: ProductFormProps) {
  const brands = useAllBrands();
  const units = useUnits();
  const form = useForm<ProductValues>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', brand: null, unit: null, vatRate: '', barcode: '', reorderLevel: '', ...NO_MEDICINE },
    validate: localizedResolver(productForm),
    validateInputOnBlur: true,
  });

  function submit(values: ProductValues) {
    const brand = brands.data?.find((item) => String(item.id) === values.brand);
    const unit = units.data?.find((item) => String(item.id) === values.unit);
    if (!brand || !unit) return void fillAllFields();
    const vatRate = values.vatRate === '' ? undefined : (Number(values.vatRate) as VatRate);
    const level = values.reorderLevel === '' ? null : values.reorderLevel;
    onSubmit({
      name: values.name.trim(),
      brand,
      unit,
      vatRate,
      barcode: values.barcode.trim(),
      reorderLevel: level,
      ...medicineRequestOf(values),
    });
  }
  const fillAllFields = () => showMessage({ title: t('Warning'), text: t('Please fill all the fields!'), kind: 'warning' });
  function refuse(errors: FormErrors) {
    const { name, brand, unit } = form.getValues();
    const problem = Object.values(errors).find((message) => typeof message === 'string');
    if (!name.trim() || !brand || !unit || !problem) return void fillAllFields();
    void showMessage({ title: t('Warning'), text: problem, kind: 'warning' });
  }

  return (
    <form onSubmit={form.onSubmit(submit, refuse)} noValidate>
      <Stack>
        {id !== undefined && <ReadOnlyField label={t('Product ID')} value={String(id)} maw={200} />}
        <TextInput label={t('Product Name')} required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('Product Brand')}
            placeholder={t('Select Brand')}
            required
            searchable
            nothingFoundMessage={t('No brand found')}
            data={(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: `${brand.name} (${brand.category.name})` }))}
            {...form.getInputProps('brand')}
          />
          <Select
            label={t('Product Unit')}
            placeholder={t('Select unit')}
            required
            searchable
            nothingFoundMessage={t('No unit found')}
            data={(units.data ?? []).map((unit) => ({ value: String(unit.id), label: unitName(unit.name) }))}
            {...form.getInputProps('unit')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('Barcode')}
            description={t('Scan the box, or type its EAN code')}
            autoComplete="off"
            maxLength={32}
            {...form.getInputProps('barcode')}
          />
          <Select label={texts().vatRate} data={rateOptions(id === undefined)} allowDeselect={false} {...form.getInputProps('vatRate')} />
          <NumberInput
            label={t('Reorder level')}
            description={t('Reported as low stock at or under this many unexpired units; empty for never')}
            min={0}
            max={REORDER_LEVEL_MAX}
            {...form.getInputProps('reorderLevel')}
          />
        </SimpleGrid>
        <MedicineFields form={form} />
        <FormActions submitLabel={submitLabel} cancel="/products" loading={submitting} />
      </Stack>
    </form>
  );
}
