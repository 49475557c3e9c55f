/** What other modules may use of the dashboard: its one cache, to renew a summary they feed. */
export { createSnapshot } from './snapshot';
