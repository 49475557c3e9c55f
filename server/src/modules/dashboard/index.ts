export { createSnapshot } from './snapshot';
