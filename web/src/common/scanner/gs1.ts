import type { KeyboardEvent } from 'react';

/**
 * A box's GS1 DataMatrix ends its variable fields (lot, serial) with the group separator, ASCII 29.
 * A scanner in keyboard mode types it as Ctrl+] (its control key), which a browser's field drops:
 * the scan fields put the character back, for the server to read the scan (server/src/lib/gs1.ts,
 * which also takes '|' or '<GS>' from a scanner set to type those instead).
 */
export const GROUP_SEPARATOR = '\u001d';

export const typesGroupSeparator = (event: KeyboardEvent) => event.ctrlKey && !event.altKey && event.code === 'BracketRight';
