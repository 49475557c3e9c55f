/**
 * The tables searched with "contains" that grow large, and their searched columns (snake_case, as
 * stored). On SQLite each has an FTS5 trigram index `<table>_search` (migration 003), read by
 * db/search.ts. The migrations that built the indexes hold their own copy of this list: adding a
 * table or a column here needs a new migration that indexes it.
 */
export const TEXT_SEARCHED = {
  customers: ['name', 'ice', 'mobile'],
  products: ['name', 'dci_names'],
} as const;
export type TextSearchedTable = keyof typeof TEXT_SEARCHED;
