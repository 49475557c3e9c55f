import { z } from 'zod';
import { medicineFieldsRequest, type MedicineSchedule, type Product, type RegisterProductRequest } from '@hanout/contract';

/** A medicine's fields as the product form holds them: '' for an empty number. */
export interface MedicineFormValues {
  dci: { name: string; strength: string }[];
  form: string;
  unitsPerPack: number | '';
  ppv: number | '';
  pph: number | '';
  schedule: MedicineSchedule;
  prescriptionRequired: boolean;
  sellByUnit: boolean;
}

export const NO_MEDICINE: MedicineFormValues = {
  dci: [],
  form: '',
  unitsPerPack: 1,
  ppv: '',
  pph: '',
  schedule: 'NONE',
  prescriptionRequired: false,
  sellByUnit: false,
};

/** The product's pharmaceutical fields, as the form shows them. */
export const medicineValuesOf = (product: Product): MedicineFormValues => ({
  dci: product.dci.map(({ name, strength }) => ({ name, strength })),
  form: product.form ?? '',
  unitsPerPack: product.unitsPerPack,
  ppv: product.ppv ?? '',
  pph: product.pph ?? '',
  schedule: product.schedule,
  prescriptionRequired: product.prescriptionRequired,
  sellByUnit: product.sellByUnit,
});

type MedicineRequest = Required<
  Pick<RegisterProductRequest, 'dci' | 'form' | 'unitsPerPack' | 'ppv' | 'pph' | 'schedule' | 'prescriptionRequired' | 'sellByUnit'>
>;

/** What a product write sends of them: empty ingredient rows left out, empty prices as none; a pack of one is never split. */
export const medicineRequestOf = (values: MedicineFormValues): MedicineRequest => {
  const unitsPerPack = values.unitsPerPack === '' ? 1 : values.unitsPerPack;
  return {
    dci: values.dci.filter((row) => row.name.trim()).map((row) => ({ name: row.name.trim(), strength: row.strength.trim() })),
    form: values.form.trim() || null,
    unitsPerPack,
    ppv: values.ppv === '' ? null : values.ppv,
    pph: values.pph === '' ? null : values.pph,
    schedule: values.schedule,
    prescriptionRequired: values.prescriptionRequired,
    sellByUnit: unitsPerPack > 1 && values.sellByUnit,
  };
};

const ingredientRow = z
  .object({
    name: z.string().max(100, 'Ingredient name must have at most 100 characters'),
    strength: z.string().max(40, 'Strength must have at most 40 characters'),
  })
  .refine((row) => row.name.trim() || !row.strength.trim(), { message: 'Ingredient name is required', path: ['name'] });

/** The form's rules for the pharmaceutical fields, with the API's own limits and messages. */
export const medicineFormRules = {
  dci: z.array(ingredientRow).max(10, 'A product has at most 10 active ingredients'),
  form: z.string().max(40, 'Form must have at most 40 characters'),
  unitsPerPack: z.union([z.literal(''), medicineFieldsRequest.unitsPerPack]),
  ppv: z.union([z.literal(''), medicineFieldsRequest.ppv]),
  pph: z.union([z.literal(''), medicineFieldsRequest.pph]),
};

/** Forms a Moroccan pharmacy's lists name most, offered while typing (any other may be typed). */
export const COMMON_FORMS = [
  'Comprimé',
  'Comprimé effervescent',
  'Comprimé pelliculé',
  'Gélule',
  'Sirop',
  'Suspension buvable',
  'Solution buvable',
  'Sachet',
  'Poudre pour suspension buvable',
  'Solution injectable',
  'Ampoule buvable',
  'Suppositoire',
  'Crème',
  'Pommade',
  'Gel',
  'Collyre',
  'Gouttes',
  'Spray nasal',
  'Aérosol',
  'Ovule',
];
