/** Quantities by id, repeated ids added up. */
export function addUp(entries: { id: number; quantity: number }[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const { id, quantity } of entries) total.set(id, (total.get(id) ?? 0) + quantity);
  return total;
}
