import { z } from 'zod';
import { email } from './common';

/**
 * The operator API (`/api/operator/shops`, `Authorization: Bearer $OPERATOR_TOKEN`): the shops of an
 * installation, for whoever hosts it. It answers no shop's business data but through a shop's export.
 */

export const SHOP_CODE_RULE = 'Shop code must be 2 to 40 lower-case letters, digits or -, starting with a letter or digit';

/** What a shop's users type at sign-in when the installation holds several shops. */
export const shopCode = z
  .string({ error: SHOP_CODE_RULE })
  // Typed as the sign-in page takes it: 'NOUR ' is 'nour'.
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, SHOP_CODE_RULE)
  .describe("The shop's code: lower-case letters, digits and -");
export const shopCodeParams = z.object({ code: shopCode });

export const SHOP_STATUSES = ['active', 'suspended'] as const;

/** POST /api/operator/shops: a new shop and its first administrator. */
export const shopCreateRequest = z.object({
  code: shopCode,
  name: z
    .string({ error: 'Shop name is required' })
    .trim()
    .min(1, 'Shop name is required')
    .max(150, 'Shop name must have at most 150 characters'),
  /** The administrator's e-mail address: they sign in with it (or with `admin` and the shop's code). */
  adminEmail: email,
});
export type ShopCreateRequest = z.infer<typeof shopCreateRequest>;

/** The new shop; `adminPassword`, its administrator's generated password, is given this once only. */
export const createdShop = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), adminPassword: z.string() })
  .meta({ id: 'CreatedShop' });
export type CreatedShop = z.infer<typeof createdShop>;

/**
 * One shop of GET /api/operator/shops: its size (rows, the walk-in customer counted) and when it last
 * worked: its latest invoice, GRN or payment, else its opening.
 */
export const shopListItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    status: z.enum(SHOP_STATUSES),
    createdAt: z.string(),
    counts: z.object({
      users: z.number().int(),
      products: z.number().int(),
      customers: z.number().int(),
      invoices: z.number().int(),
      grns: z.number().int(),
    }),
    lastActivityAt: z.string().nullable(),
  })
  .meta({ id: 'ShopListItem' });
export type ShopListItem = z.infer<typeof shopListItem>;

export const shopList = z.array(shopListItem);

/** A shop's state, answered by suspend and resume. */
export const shopState = z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: z.enum(SHOP_STATUSES) });
export type ShopState = z.infer<typeof shopState>;
