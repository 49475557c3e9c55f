/**
 * An amount in dirhams as Moroccan documents write it in every language: `1.234,50 DH` (the
 * grouping and comma of fr-MA and ar-MA), Latin digits, Arabic screens included; English screens
 * keep the Moroccan figures too. Written out rather than through Intl.NumberFormat: building the
 * first fr-MA number format loads ICU's locale data, 35 ms of a phone's first screen, and the
 * three languages write the same figures.
 */
export function formatMoney(dirhams: number): string {
  const centimes = Math.round(Math.abs(dirhams) * 100);
  const units = Math.floor(centimes / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = String(centimes % 100).padStart(2, '0');
  return `${dirhams < 0 && centimes > 0 ? '-' : ''}${units},${cents}\u00a0DH`;
}

/** Sum in centimes so that 0.1 + 0.2 stays 0.3. */
export const sumMoney = (amounts: number[]): number => amounts.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
export const multiplyMoney = (price: number, quantity: number): number => (Math.round(price * 100) * quantity) / 100;
/** a − b to the centime (balances, and the histories' Total Amount = payment − balance). */
export const subtractMoney = (a: number, b: number): number => (Math.round(a * 100) - Math.round(b * 100)) / 100;
