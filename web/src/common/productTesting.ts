import type { Product } from '@hanout/contract';

/** The pharmaceutical fields of a product that is not a medicine, for tests' products. */
export const NOT_A_MEDICINE: Pick<
  Product,
  'dci' | 'form' | 'unitsPerPack' | 'ppv' | 'pph' | 'schedule' | 'prescriptionRequired' | 'sellByUnit' | 'unitProductId'
> = {
  dci: [],
  form: null,
  unitsPerPack: 1,
  ppv: null,
  pph: null,
  schedule: 'NONE',
  prescriptionRequired: false,
  sellByUnit: false,
  unitProductId: null,
};
