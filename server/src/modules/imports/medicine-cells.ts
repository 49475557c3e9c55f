import type { ActiveIngredient } from '@hanout/contract';
import { foldText } from '../../lib/fold';
import type { Cell } from './file';
import { numberOf, textOf, type RowError } from './rows';

/** Active ingredients in one cell, and their dosages in another: separated by + or / (a dosage of one ingredient may hold a /, as 250 mg/5 ml). */
const BETWEEN_INGREDIENTS = /\s*[+/]\s*/;
const BETWEEN_DOSAGES = [/\s*\+\s*/, BETWEEN_INGREDIENTS];

/** The active ingredients a row's DCI and dosage cells give, undefined when both are empty. */
function ingredientsOf(names: string, strengths: string): { dci?: ActiveIngredient[]; error?: RowError } {
  if (!names) return strengths ? { error: { column: 'strength', message: 'A dosage needs its active ingredient in the DCI column.' } } : {};
  const listed = names.split(BETWEEN_INGREDIENTS).filter(Boolean);
  if (listed.length === 1 || !strengths) return { dci: listed.map((name, index) => ({ name, strength: index ? '' : strengths })) };
  const dosages = BETWEEN_DOSAGES.map((separator) => strengths.split(separator).filter(Boolean)).find(
    (parts) => parts.length === listed.length,
  );
  if (!dosages)
    return {
      error: {
        column: 'strength',
        message: `The dosages do not match the ${listed.length} active ingredients: separate them with + as the DCI are.`,
      },
    };
  return { dci: listed.map((name, index) => ({ name, strength: dosages[index] })) };
}

/** A schedule as written in French, English or Arabic ("Tableau A", "B", "ج", "aucun"…); other texts as they are, for the schema to refuse. */
function scheduleOf(text: string): string | undefined {
  const folded = foldText(text)
    .replace(/^(tableau|table|schedule|الجدول)\s*/, '')
    .trim();
  if (!text) return undefined;
  if (['', 'none', 'aucun', 'non', 'no', '-', '0', 'بدون', 'لا'].includes(folded)) return 'NONE';
  const letter = { a: 'A', b: 'B', c: 'C', ا: 'A', ب: 'B', ج: 'C' }[folded];
  return letter ?? text;
}

/** An empty number cell leaves the product's own value (undefined); others as numberOf reads them. */
const numberOrKept = (cell: Cell | undefined) => numberOf(cell) ?? undefined;
const textOrKept = (cell: Cell | undefined) => textOf(cell) || undefined;

/**
 * The pharmaceutical fields of a product row, as the row's schema reads them: an empty cell is left
 * out (the default for a new product, the product's own for an existing one).
 */
export function medicineCells(cells: Record<string, Cell>): { values: Record<string, unknown>; errors: RowError[] } {
  const { dci, error } = ingredientsOf(textOf(cells.dci), textOf(cells.strength));
  return {
    values: {
      dci,
      form: textOrKept(cells.form),
      unitsPerPack: numberOrKept(cells.unitsPerPack),
      ppv: numberOrKept(cells.ppv),
      pph: numberOrKept(cells.pph),
      schedule: scheduleOf(textOf(cells.schedule)),
    },
    errors: error ? [error] : [],
  };
}
