import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  MIXED_STOCK_DOSAGE_TOTAL,
  MIXED_STOCK_MAX_COMPONENTS,
  type MixedStockRequest,
  type StockEntry,
} from '@hanout/contract';
import { multiplyMoney, sumMoney } from '../../common/money';
import { typedNumber } from '../../common/typedNumber';

/** The mixed stock draft: a compounded product made of 2 to 6 stock lines whose dosages total 12. */
export interface MixedComponent {
  stock: StockEntry | null;
  dosage: number | string;
}
export interface MixedStockValues {
  name: string;
  price: number | string;
  components: MixedComponent[];
}

/** Components 1 and 2 are required, 3 to 6 optional. */
export const REQUIRED_COMPONENTS = 2;

export const emptyValues = (): MixedStockValues => ({
  name: '',
  price: '',
  components: Array.from({ length: MIXED_STOCK_MAX_COMPONENTS }, () => ({ stock: null, dosage: '' })),
});

const isFilled = (dosage: number | string) => dosage !== '' && dosage !== null && dosage !== undefined;

/** Only the components with a stock and a dosage above 0 count. */
export const countedComponents = (components: MixedComponent[]) =>
  components.filter((component): component is { stock: StockEntry; dosage: number } => !!component.stock && Number(component.dosage) > 0);

export const dosageTotal = (components: MixedComponent[]) =>
  countedComponents(components).reduce((sum, component) => sum + Number(component.dosage), 0);

/**
 * What the mix costs at buying prices, as the server records it: each dosage point is one unit of its
 * stock line. Null while nothing is chosen, or when the prices are not shown (staff see no buying price).
 */
export function mixCost(components: MixedComponent[]): number | null {
  const counted = countedComponents(components);
  if (counted.length === 0 || counted.some((component) => component.stock.buyingPrice === undefined)) return null;
  return sumMoney(counted.map((component) => multiplyMoney(component.stock.buyingPrice!, component.dosage)));
}

const componentsSchema = z
  .array(z.object({ stock: z.custom<StockEntry | null>(), dosage: z.union([z.number(), z.string()]) }))
  .superRefine((components, ctx) => {
    const seen = new Set<number>();
    components.forEach((component, index) => {
      const required = index < REQUIRED_COMPONENTS;
      const dosage = Number(component.dosage);
      if (required && !component.stock) ctx.addIssue({ code: 'custom', path: [index, 'stock'], message: 'Le stock est obligatoire' });
      if (required && !isFilled(component.dosage)) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: 'Le dosage est obligatoire' });
      } else if (isFilled(component.dosage) && (!Number.isInteger(dosage) || dosage < 0 || (required && dosage === 0))) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: 'Le dosage doit être un nombre entier supérieur à 0' });
      } else if (component.stock && dosage > component.stock.quantity) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: `Stock insuffisant : ${component.stock.quantity} disponible(s)` });
      }
      if (component.stock && dosage > 0) {
        if (seen.has(component.stock.id)) ctx.addIssue({ code: 'custom', path: [index, 'stock'], message: 'Ce stock est déjà choisi' });
        seen.add(component.stock.id);
      }
    });
    if (dosageTotal(components) !== MIXED_STOCK_DOSAGE_TOTAL) {
      ctx.addIssue({ code: 'custom', path: [], message: `La somme des dosages doit être égale à ${MIXED_STOCK_DOSAGE_TOTAL}` });
    }
  });

/** The form's rules: name and price required, components 1 and 2 required, 3 to 6 optional, dosages totalling 12. */
export const mixedStockForm = z.object({
  name: z.string().trim().min(1, 'Le nom est obligatoire').max(150, 'Le nom ne doit pas dépasser 150 caractères'),
  price: typedNumber(
    z
      .number({ error: 'Le prix est obligatoire' })
      .min(0.01, 'Price must be above 0')
      .max(10_000_000, 'Le prix est trop élevé')
      .refine(hasAtMostTwoDecimals, 'Le prix a au plus 2 décimales'),
  ),
  components: componentsSchema,
});

export const toMixedStockRequest = (values: MixedStockValues): MixedStockRequest => ({
  mixedStockName: values.name.trim(),
  mixedStockPrice: Number(values.price),
  mixedStockItems: countedComponents(values.components).map((component) => ({
    stockName: component.stock.id,
    dosage: Number(component.dosage),
  })),
});
