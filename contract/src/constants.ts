/**
 * The contract's plain values, without Zod: what the screens import of the contract (a payment
 * type, a page size) loads this module alone, not the schemas (the package has no side effects).
 */

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export const PAYMENT_TYPES = ['CASH', 'CHEQUE', 'CREDIT_CARD'] as const;
/** The screens' languages, French first (DECISIONS, "Language"). */
export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export const DEFAULT_LANGUAGE = 'fr';
export type Language = (typeof LANGUAGES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** How each payment type is shown, on screens and in PDFs, for invoices and GRNs alike. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = { CASH: 'Cash', CHEQUE: 'Cheque', CREDIT_CARD: 'Credit card' };

/** The payment types as choices: shown by `key` (the label), submitted by `value`. */
export const PAYMENT_TYPE_OPTIONS: readonly { key: string; value: PaymentType }[] = PAYMENT_TYPES.map((value) => ({
  key: PAYMENT_TYPE_LABELS[value],
  value,
}));

/** The `type` of the 409 a sale gets when it would take its customer past their credit limit. */
export const CREDIT_LIMIT_PROBLEM = '/problems/credit-limit';

/** The `type` of the 400 a sale gets when a line needs a prescription (or tableau B the patient's national ID) it lacks. */
export const PRESCRIPTION_PROBLEM = '/problems/prescription-required';

/** The `type` of the 400 a stocktake count or validation gets when a tableau B product's difference has no reason. */
export const COUNT_REASON_PROBLEM = '/problems/count-reason-required';

/**
 * The `type` of the 422 a money-writing request gets when its Idempotency-Key already wrote a
 * document for another request: the earlier attempt, whose answer was lost, was recorded.
 */
export const KEY_REUSED_PROBLEM = '/problems/idempotency-key-reused';

/**
 * The `type` of the 503 a writing request gets when the connection to the database was lost at its
 * COMMIT and whether it was saved cannot be known: only a retry with the same Idempotency-Key is safe.
 */
export const COMMIT_OUTCOME_UNKNOWN_PROBLEM = '/problems/commit-outcome-unknown';

/** True for a whole number of centimes (within floating-point noise). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

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
