import ar from './ar.json';
import fr from './fr.json';

/**
 * The API's own texts in French and Arabic, keyed by their English: the contract's validation
 * messages, which the screens' forms show too, and the server's problem details, some with
 * `{{placeholders}}`. English is the key itself. Kept apart from the contract's index so that a
 * screen loads one language's texts only, when it needs them.
 */
export const API_MESSAGES: Readonly<Record<'fr' | 'ar', Readonly<Record<string, string>>>> = { fr, ar };
