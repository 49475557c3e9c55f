/*
 * The shared sums with no schema: screens that load no Zod (the counter, Add GRN before its forms'
 * rules) import them without the schemas of the files that re-export them.
 */

/** a / b rounded to the nearest whole number, halves up, in exact integer arithmetic (a ≥ 0, b > 0). */
const roundedQuotient = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Splits a VAT-inclusive amount (centimes): HT = TTC / (1 + rate) rounded to the centime, VAT = TTC − HT.
 * Applied per line, as the invoice prints it (the server and the screens compute it alike).
 */
export function splitInclusive(inclVat: number, rate: number): { exclVat: number; vat: number } {
  const exclVat = roundedQuotient(inclVat * 100, 100 + rate);
  return { exclVat, vat: inclVat - exclVat };
}

/** The VAT on an amount before tax (centimes), rounded to the centime: a GRN line's buying total. */
export const vatOnExclusive = (exclVat: number, rate: number): number => roundedQuotient(exclVat * rate, 100);

/**
 * A batch's cost per unit before tax, in centimes to the centime: what was paid for the paid units
 * spread over every unit received, free ones included.
 */
export const unitCost = (buyingPrice: number, quantity: number, freeUnits: number) =>
  Math.round((buyingPrice * quantity) / (quantity + freeUnits));
