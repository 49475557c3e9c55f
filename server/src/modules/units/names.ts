import { SEEDED_UNIT_NAMES } from '@hanout/contract';
import { foldText } from '../../lib/fold';

/** The seeded units' English names, by their French and Arabic names as searches compare them (case and accents aside). */
const SEEDED_BY_NAME = new Map(
  Object.values(SEEDED_UNIT_NAMES).flatMap((names) => Object.entries(names).map(([english, named]) => [foldText(named), english])),
);

/** The seeded unit a French or Arabic name stands for ('Comprimé', 'boite' → Tablet, Box); any other name as given. */
export const seededUnitNamed = (name: string): string => SEEDED_BY_NAME.get(foldText(name)) ?? name;
