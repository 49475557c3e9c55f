import { z } from 'zod';

/** Mantine's NumberInput hands over a string while the text typed is not a plain number yet ('5.00', '3,10'). */
export const asTyped = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : value;
};

/**
 * A form rule on a NumberInput's value, read as the number on screen: '5.00' is 5 even before the
 * field loses focus (it was refused, and Enter then did nothing). An empty field stays '' so that
 * the rule's 'required' message applies.
 */
export const typedNumber = <T extends z.ZodType>(schema: T) => z.preprocess(asTyped, schema);
