/** The stock ledger: what other modules write into it. */
export { recordMovements, type MovementEntry } from './record';
