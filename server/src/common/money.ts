/** The API speaks dirhams (up to 2 decimals); the database keeps integer centimes. */
export const toCentimes = (dirhams: number): number => Math.round(dirhams * 100);
export const toDirhams = (centimes: number): number => Number(centimes) / 100;
