import type { Language } from '@hanout/contract';

/**
 * The screens' languages, as the contract has them, written out here so that the sign-in page
 * does not load the contract (and zod) to know them.
 */
export const LANGUAGES = ['fr', 'ar', 'en'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'fr';
export type { Language };

/** Each language named in itself, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', ar: 'العربية', en: 'English' };
