/** The two databases the same queries and migrations run on. */
export type DialectName = 'sqlite' | 'postgres';
