/** The stock ledger: what other modules write into it and read of it, and its routes. */
export { OPENING_STOCK_REASON, recordMovements, type MovementContext, type MovementEntry } from './record';
export { loadMovement } from './repository';
export { productLedgerRoutes, stockLedgerRoutes } from './routes';
