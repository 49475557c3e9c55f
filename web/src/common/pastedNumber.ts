import type { ClipboardEvent, FormEvent } from 'react';

/**
 * A number pasted as the shop writes it or as a spreadsheet copies it ('12,50', '12.50',
 * '1.234,50 DH', '1 234.50'), written with the fields' decimal comma and no grouping; undefined
 * when the text is not one number. A single separator is the decimal one.
 */
export function pastedNumber(text: string): string | undefined {
  const compact = text
    .trim()
    .replace(/(DH|MAD|د\.م\.)$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(-?)(\d+(?:([.,])\d{3}(?:\3\d{3})*)?)(?:([.,])(\d+))?$/.exec(compact);
  if (!match) return undefined;
  const [, sign, whole, grouping, decimal, fraction] = match;
  // One separator alone ('1.234') is read as the decimal one, so three decimals are refused as such rather than read as thousands.
  if (grouping && !decimal && whole.split(grouping).length === 2) return `${sign}${whole.replace(grouping, ',')}`;
  if (grouping && grouping === decimal) return undefined;
  return `${sign}${grouping ? whole.split(grouping).join('') : whole}${fraction === undefined ? '' : `,${fraction}`}`;
}

/**
 * NumberInput's paste handler: the field reads a pasted text without its separators ('12.50' → 1250),
 * so a pasted number is inserted as the field's own digits and comma instead.
 */
export function pasteNumber(event: ClipboardEvent<HTMLInputElement>) {
  writeInstead(event, pastedNumber(event.clipboardData.getData('text/plain')));
}

/** Writes `number` in place of the text the event brings, when there is one to write. */
function writeInstead(event: { preventDefault(): void }, number: string | undefined) {
  if (number === undefined) return;
  event.preventDefault();
  // execCommand keeps the field's own undo and input events, as typing would.
  document.execCommand('insertText', false, number);
}

/**
 * The number to write instead of text that arrives in one piece (an autofill, a phone keyboard's
 * suggestion, text dropped or typed by a tool): the field would read '22.50' as 2250, as a paste.
 * Undefined for one character (a '.' typed is the field's own business) or text already as the field writes it.
 */
export function insertedNumber(text: string | null): string | undefined {
  if (!text || text.length < 2) return undefined;
  const number = pastedNumber(text);
  return number === text ? undefined : number;
}

/** NumberInput's handler of text about to be inserted: a number arriving whole is written as pasteNumber writes it. */
export function insertNumber(event: FormEvent<HTMLInputElement>) {
  writeInstead(event, insertedNumber((event.nativeEvent as InputEvent).data));
}
