const amountFormat = new Intl.NumberFormat('fr-MA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in dirhams as staff read it: `1.234,50 DH` (Moroccan grouping). */
export const formatMoney = (dirhams: number): string => `${amountFormat.format(dirhams)}\u00a0DH`;

/** Sum in centimes so that 0.1 + 0.2 stays 0.3. */
export const sumMoney = (amounts: number[]): number => amounts.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
export const multiplyMoney = (price: number, quantity: number): number => (Math.round(price * 100) * quantity) / 100;
/** a − b to the centime (balances, and the histories' Total Amount = payment − balance). */
export const subtractMoney = (a: number, b: number): number => (Math.round(a * 100) - Math.round(b * 100)) / 100;
