import type { Unit } from '@hanout/contract';
import type { Db } from '../../db/connect';

/** Every unit, in the order they were made. */
export function listUnits(db: Db): Promise<Unit[]> {
  return db.selectFrom('units').select(['id', 'name']).orderBy('id').execute();
}
