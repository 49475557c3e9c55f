/**
 * Mantine's NumberInput hands over a string while the text typed is not a plain number yet ('5.00',
 * '3,10'): the number it shows. Apart from typedNumber, so that a screen reading it loads no Zod.
 */
export const asTyped = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : value;
};
