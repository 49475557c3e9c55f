/**
 * How searches compare texts: lower case, and the accents of Latin letters taken off, so that
 * "serum" finds "Sérum" and "CREME" finds "crème". One table, applied alike by SQLite (a function
 * registered on the connection) and PostgreSQL (the SQL function `fold_text`, migration 019, which
 * its trigram indexes are built on).
 */
export const FOLD_FROM = 'àáâãäåāăąçćĉċčďèéêëēĕėęěìíîïĩīĭįñńņňòóôõöōŏőùúûüũūŭůűųýÿźżž';
export const FOLD_TO = 'aaaaaaaaacccccdeeeeeeeeeiiiiiiiinnnnoooooooouuuuuuuuuuyyzzz';

const FOLDED = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]]));
const ACCENTED = new RegExp(`[${FOLD_FROM}]`, 'g');

/** SQLite calls it for every row a "contains" search reads: one regular expression, not a walk letter by letter (1.4 → 0.2 µs a name). */
export const foldText = (text: string): string => text.toLowerCase().replace(ACCENTED, (letter) => FOLDED.get(letter)!);
