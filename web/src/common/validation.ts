import { schemaResolver, type FormErrors } from '@mantine/form';
import { currentLanguage, t } from './i18n';

type Schema = Parameters<typeof schemaResolver>[0];

/** zod's own message for a number above its maximum, which the screens say plainly. */
const TOO_BIG = /^Too big: expected number to be <=?\s*([\d.]+)$/;

/** One form message in the screens' language: the catalogue's text for it, or a plain 'above the maximum'. */
export function localizeMessage(message: string): string {
  const tooBig = TOO_BIG.exec(message);
  if (tooBig) {
    const max = new Intl.NumberFormat(currentLanguage() === 'ar' ? 'ar-MA' : 'fr-MA', { numberingSystem: 'latn' }).format(
      Number(tooBig[1]),
    );
    return t('The amount is above {{max}} DH', { max });
  }
  return t(message);
}

/**
 * Mantine's schema resolver whose messages are read in the screens' language. The schemas (the
 * contract's and the screens') keep their English messages, which are the catalogue's keys.
 */
export function localizedResolver(schema: Schema) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [path, typeof message === 'string' ? localizeMessage(message) : message]),
    );
  };
}
