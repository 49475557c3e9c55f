/** A supplier's lot number as lists show it: read left to right whatever the page's direction, never broken at a hyphen. */
export function LotNumber({ value }: { value: string | null | undefined }) {
  return <bdi style={{ whiteSpace: 'nowrap' }}>{value ?? ''}</bdi>;
}
