import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import frSignIn from './fr/signin.json';
import arSignIn from './ar/signin.json';
import enSignIn from './en/signin.json';
import frScreens from './fr/screens.json';
import arScreens from './ar/screens.json';
import enScreens from './en/screens.json';

const fr: Record<string, string> = { ...frSignIn, ...frScreens };
const ar: Record<string, string> = { ...arSignIn, ...arScreens };
const en: Record<string, string> = { ...enSignIn, ...enScreens };
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
    for (const [signIn, screens] of [
      [frSignIn, frScreens],
      [arSignIn, arScreens],
      [enSignIn, enScreens],
    ] as const) {
      expect(Object.keys(signIn).filter((key) => key in screens)).toEqual([]);
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
