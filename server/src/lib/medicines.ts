import type { ActiveIngredient } from '@hanout/contract';
import { foldText } from './fold';

/** A strength as generics compare it: folded, without spaces ("500 mg" and "500mg" are one). */
const foldedStrength = (strength: string) => foldText(strength).replace(/\s+/g, '');

/**
 * The text that products with the same active ingredients, strengths and form share, whatever the
 * order, case, accents or spacing they were typed with; null for a product without DCI.
 */
export function equivalenceKey(dci: ActiveIngredient[], form: string | null): string | null {
  if (!dci.length) return null;
  const ingredients = dci.map(({ name, strength }) => `${foldText(name.trim())}:${foldedStrength(strength)}`).sort();
  return `${foldText((form ?? '').trim())}|${ingredients.join('+')}`;
}

/** The ingredients' names as the text searches read them; null without DCI. */
export const dciNames = (dci: ActiveIngredient[]): string | null =>
  dci.length ? dci.map((ingredient) => ingredient.name).join(' ') : null;

/** Tableaux A, B and C are dispensed on prescription unless the product says otherwise. */
export const isScheduled = (schedule: string): boolean => schedule !== 'NONE';

const dirhams = (centimes: number) => (centimes / 100).toFixed(2);

/** The problem of a selling price (centimes) above its product's PPV (centimes), or undefined when within it. */
export const aboveRegulatedPrice = (price: number, ppv: number | null, product: string): string | undefined =>
  ppv !== null && price > ppv ? `The selling price ${dirhams(price)} DH is above the PPV of ${product} (${dirhams(ppv)} DH)` : undefined;

/**
 * A unit's selling price (or PPV) from its pack's, in centimes: the pack's over its units, rounded
 * down so that a pack's worth of units never sells above the pack's price (DECISIONS: no sale above
 * the PPV), and at least a centime.
 */
export const unitPriceOfPack = (packCentimes: number, unitsPerPack: number): number => Math.max(1, Math.floor(packCentimes / unitsPerPack));

/** A unit's cost (or PPH) from its pack's, in centimes: the pack's over its units, to the nearest centime. */
export const unitCostOfPack = (packCentimes: number, unitsPerPack: number): number => Math.round(packCentimes / unitsPerPack);
