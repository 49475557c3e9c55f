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

/**
 * A form's rules whose schemas come in a script of their own, asked for when the user first enters
 * the form (`ready` on its focus), not with the screen: `validate` checks nothing until they have
 * come, and a submit awaits `ready`, so that it always checks.
 */
export function lazyRules<Values>(load: () => Promise<(values: Values) => FormErrors>) {
  let rules: ((values: Values) => FormErrors) | undefined;
  let loading: Promise<void> | undefined;
  const ready = () =>
    (loading ??= load().then((loaded) => {
      rules = loaded;
    }));
  return { validate: (values: Values): FormErrors => rules?.(values) ?? {}, ready };
}
