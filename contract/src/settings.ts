import { z } from 'zod';

export const DOCUMENT_LANGUAGES = ['fr', 'ar', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The logo: PNG or JPEG (recognised by its first bytes), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must have at most ${max} characters`);

/** The identity fields a legal invoice needs; the dashboard tells administrators which are still empty. */
export const REQUIRED_IDENTITY_FIELDS = [
  'name',
  'legalName',
  'address',
  'city',
  'phone',
  'ice',
  'identifiantFiscal',
  'registreCommerce',
  'taxeProfessionnelle',
] as const;
export type IdentityField = (typeof REQUIRED_IDENTITY_FIELDS)[number];

/** An hour of the shop's day, 0 to 23. */
export const alertDigestHour = z
  .number({ error: 'Digest hour must be a whole hour from 0 to 23' })
  .int('Digest hour must be a whole hour from 0 to 23')
  .min(0, 'Digest hour must be a whole hour from 0 to 23')
  .max(23, 'Digest hour must be a whole hour from 0 to 23');

/** The shop's identity and document settings, as PUT /api/settings/shop takes them: every field, empty text for an unknown one. */
/** Paper widths of till receipt printers, in mm. */
export const RECEIPT_WIDTHS = [80, 58] as const;

export const shopSettingsRequest = z.object({
  name: text('Name', 100),
  legalName: text('Legal name', 150),
  address: text('Address', 255),
  city: text('City', 100),
  phone: text('Phone', 30),
  email: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Email must be a valid e-mail address'))]),
  ice: z
    .string()
    .trim()
    .regex(/^(\d{15})?$/, 'ICE must have exactly 15 digits'),
  identifiantFiscal: text('IF', 30),
  registreCommerce: text('RC', 30),
  taxeProfessionnelle: text('TP', 30),
  cnss: text('CNSS', 30),
  /** False for a shop outside the VAT (CGI art. 89): documents show plain amounts. */
  vatRegistered: z.boolean(),
  /** Printed on invoices holding a 0 % line. */
  vatExemptionNote: text('VAT exemption note', 255),
  /** Printed instead of the VAT by a shop outside it (CGI art. 89); empty: the standard note in the document's language. Absent keeps the current one. */
  vatNotApplicableNote: text('VAT not applicable note', 255).optional(),
  /** Free text at the foot of invoices (bank details). */
  invoiceFooter: text('Invoice footer', 500),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES, { error: 'Document language must be fr, ar or en' }),
  /** Batches expiring within this many days are shown in amber. */
  nearExpiryDays: z.number().int('Near-expiry days must be a whole number').min(1).max(3650),
  /** The till receipt's paper width in mm; absent keeps the current one. */
  receiptWidth: z.literal(RECEIPT_WIDTHS, { error: 'Receipt width must be 80 or 58 (mm)' }).optional(),
  /** The hour of the shop's day (0–23) the alerts digest is e-mailed to administrators; null for none, absent keeps the current one. */
  alertDigestHour: alertDigestHour.nullish(),
});
export type ShopSettingsRequest = z.input<typeof shopSettingsRequest>;

/** GET /api/settings/shop (any signed-in user). */
export const shopSettings = z
  .object({
    name: z.string(),
    legalName: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    ice: z.string(),
    identifiantFiscal: z.string(),
    registreCommerce: z.string(),
    taxeProfessionnelle: z.string(),
    cnss: z.string(),
    vatRegistered: z.boolean(),
    vatExemptionNote: z.string(),
    vatNotApplicableNote: z.string(),
    invoiceFooter: z.string(),
    documentLanguage: z.enum(DOCUMENT_LANGUAGES),
    nearExpiryDays: z.number().int(),
    receiptWidth: z.literal(RECEIPT_WIDTHS),
    /** The hour (shop time) the alerts digest is e-mailed to administrators; null when it is off. */
    alertDigestHour: z.number().int().nullable(),
    /** Whether a logo was uploaded (GET /api/settings/shop/logo answers it). */
    hasLogo: z.boolean(),
    /** Identity fields still empty, in REQUIRED_IDENTITY_FIELDS order. */
    missingIdentity: z.array(z.enum(REQUIRED_IDENTITY_FIELDS)),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettings>;
