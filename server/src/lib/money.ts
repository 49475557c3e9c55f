/** The API speaks dirhams (up to 2 decimals); the database keeps integer centimes. */
export const toCentimes = (dirhams: number): number => Math.round(dirhams * 100);
export const toDirhams = (centimes: number): number => Number(centimes) / 100;
/** The largest amount a money column holds (a 32-bit integer of centimes, on both databases). */
export const MAX_CENTIMES = 2_147_483_647;
