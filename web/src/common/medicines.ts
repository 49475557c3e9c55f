import type { Product } from '@hanout/contract';

/** A medicine's active ingredients and dosages in a line: "Paracétamol 400 mg + Codéine 20 mg". */
export const dciText = (product: Pick<Product, 'dci'>) =>
  product.dci.map((ingredient) => [ingredient.name, ingredient.strength].filter(Boolean).join(' ')).join(' + ');

/** Its active ingredients and form, as a list or the counter shows them under its name. */
export const medicineLine = (product: Pick<Product, 'dci' | 'form'>) => [dciText(product), product.form].filter(Boolean).join(' · ');
