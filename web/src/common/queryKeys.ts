/**
 * The first part of every query key, one per kind of record. Every query on a kind starts with its
 * key, so one invalidation refreshes them all; a mutation names here what it changes, even when
 * another feature shows it.
 */
export const BRANDS = ['brands'] as const;
export const CATEGORIES = ['categories'] as const;
export const COMPANIES = ['companies'] as const;
export const CUSTOMERS = ['customers'] as const;
export const DASHBOARD = ['dashboard'] as const;
export const GRNS = ['grns'] as const;
export const INVOICES = ['invoices'] as const;
export const PRODUCTS = ['products'] as const;
export const PAYABLES = ['payables'] as const;
export const RECEIVABLES = ['receivables'] as const;
export const SETTINGS = ['settings'] as const;
export const STOCK = ['stock'] as const;
export const STOCKTAKES = ['stocktakes'] as const;
export const SUPPLIERS = ['suppliers'] as const;
/** Under STOCK: every write that moves stock (sale, GRN, return, correction) refreshes the alerts with it. */
export const ALERTS = [...STOCK, 'alerts'] as const;
export const UNITS = ['units'] as const;
export const VAT_SUMMARY = ['vat-summary'] as const;
export const USERS = ['users'] as const;
export const SESSION = ['session'] as const;
/** GET /api/auth/sign-in-options: whether the sign-in page asks for the shop's code. */
export const SIGN_IN_OPTIONS = ['sign-in-options'] as const;
/** GET /api/backups: the dashboard's warnings and the Backups screen share it. */
export const BACKUPS = ['backups'] as const;
