import { z } from 'zod';

/** A unit of sale (Box, Tablet, …), seeded with the database. */
export const unit = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Unit' });
export type Unit = z.infer<typeof unit>;

/** GET /api/units */
export const unitList = z.array(unit);

/**
 * The seeded units (DECISIONS: Box, Tablet, … Piece) as French and Arabic name them: the screens
 * show them so, and a products import reads these names as the seeded unit. The database keeps the
 * English names.
 */
export const SEEDED_UNIT_NAMES: Record<'fr' | 'ar', Readonly<Record<string, string>>> = {
  fr: {
    Box: 'Boîte',
    Tablet: 'Comprimé',
    Capsule: 'Gélule',
    Bottle: 'Flacon',
    Tube: 'Tube',
    Sachet: 'Sachet',
    Ampoule: 'Ampoule',
    Vial: 'Fiole',
    ml: 'ml',
    g: 'g',
    Piece: 'Pièce',
  },
  ar: {
    Box: 'علبة',
    Tablet: 'قرص',
    Capsule: 'كبسولة',
    Bottle: 'قارورة',
    Tube: 'أنبوب',
    Sachet: 'كيس',
    Ampoule: 'أمبولة',
    Vial: 'قنينة',
    ml: 'مل',
    g: 'غ',
    Piece: 'قطعة',
  },
};
