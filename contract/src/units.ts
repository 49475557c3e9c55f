import { z } from 'zod';

/** A unit of sale (Box, Tablet, …), seeded with the database. */
export const unit = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Unit' });
export type Unit = z.infer<typeof unit>;

/** GET /api/units */
export const unitList = z.array(unit);
