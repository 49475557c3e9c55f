/** What other modules use of units: the seeded unit a French or Arabic name stands for (imports). */
export { seededUnitNamed } from './names';
