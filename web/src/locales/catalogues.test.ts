import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import frSignIn from './fr/signin.json';
import arSignIn from './ar/signin.json';
import enSignIn from './en/signin.json';
import frScreens from './fr/screens.json';
import arScreens from './ar/screens.json';
import enScreens from './en/screens.json';
import frMessages from '@hanout/contract/src/messages/fr.json';
import arMessages from '@hanout/contract/src/messages/ar.json';

// The API's messages (contract/src/messages) join the screens' texts; in English they are their own keys.
const enMessages: Record<string, string> = Object.fromEntries(Object.keys(frMessages).map((key) => [key, key]));
const fr: Record<string, string> = { ...frSignIn, ...frScreens, ...frMessages };
const ar: Record<string, string> = { ...arSignIn, ...arScreens, ...arMessages };
const en: Record<string, string> = { ...enSignIn, ...enScreens, ...enMessages };
const catalogues: Record<string, Record<string, string>> = { fr, ar, en };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Every `t('…')` of the screens' code with a written-out key. */
function keysUsedInCode(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));
  const keys = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      keys.add((match[1] ?? match[2]).replace(/\\(['"])/g, '$1'));
    }
  }
  return [...keys];
}

describe('catalogues', () => {
  it('have the same keys in fr, ar and en, each in one part only', () => {
    for (const [signIn, screens, messages] of [
      [frSignIn, frScreens, frMessages],
      [arSignIn, arScreens, arMessages],
      [enSignIn, enScreens, enMessages],
    ] as [Record<string, string>, Record<string, string>, Record<string, string>][]) {
      expect(Object.keys(signIn).filter((key) => key in screens)).toEqual([]);
      expect(Object.keys(screens).filter((key) => key in messages)).toEqual([]);
      // The sign-in form's messages are the API's too: the sign-in part repeats them word for word, so
      // that the sign-in page needs nothing but its own part.
      for (const [key, text] of Object.entries(signIn)) if (key in messages) expect(messages[key]).toBe(text);
    }
    expect(Object.keys(arSignIn).sort()).toEqual(Object.keys(frSignIn).sort());
    expect(Object.keys(enSignIn).sort()).toEqual(Object.keys(frSignIn).sort());
    const frKeys = Object.keys(fr).sort();
    expect(Object.keys(ar).sort()).toEqual(frKeys);
    expect(Object.keys(en).sort()).toEqual(frKeys);
  });

  it('hold every key the code asks for', () => {
    const missing = keysUsedInCode().filter((key) => !(key in fr));
    expect(missing).toEqual([]);
  });

  it('translate every text, keeping its placeholders', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(key));
      }
    }
  });

  it('keep the spec’s English texts in en', () => {
    expect(en['SIGN IN']).toBe('SIGN IN');
    expect(fr['SIGN IN']).toBe('SE CONNECTER');
    expect(ar['Invoice']).toBe('الفاتورة');
  });
});
