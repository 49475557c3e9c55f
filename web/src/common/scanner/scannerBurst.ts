import { GROUP_SEPARATOR } from './gs1';

/** A barcode scanner (a keyboard wedge) types each character within a few milliseconds of the last; a person types a whole code no faster than 60 ms a key. */
const SCANNER_GAP_MS = 50;
/** A scanned code as the scan field takes it (ProductScanField); six characters at least, so that a quantity or an amount typed by a person never passes for one. */
const SCANNED_CODE = /^[0-9A-Za-z]{6,32}$/;
/** A box's GS1 DataMatrix (gs1.ts), its separators read as '|': a symbology prefix, or the GTIN (AI 01) first. */
const SCANNED_GS1 = /^(?:\][A-Za-z]\d[!-~]{16,90}|\|?01\d{14}[!-~]{0,80})$/;
const isScannedCode = (typed: string) => SCANNED_CODE.test(typed) || SCANNED_GS1.test(typed.replaceAll(GROUP_SEPARATOR, '|'));

/** A code typed at a scanner's pace and ended by Enter, and what the field held before its first character. */
export interface ScannedBurst {
  code: string;
  before: unknown;
}

/**
 * Watches the keys typed into one field (key, event time in ms, the field's value as the key is
 * pressed): answers a ScannedBurst at the Enter that ends a scanned code, undefined otherwise.
 */
export function scannerBurst() {
  let typed = '';
  let before: unknown;
  let last = Number.NEGATIVE_INFINITY;
  return (key: string, at: number, value: unknown): ScannedBurst | undefined => {
    // A scanner presses Shift around each capital letter, as a keyboard does: part of the code.
    if (key === 'Shift') return undefined;
    const quick = at - last <= SCANNER_GAP_MS;
    last = at;
    if (key === 'Enter') {
      const burst = quick && isScannedCode(typed) ? { code: typed, before } : undefined;
      typed = '';
      return burst;
    }
    if (key.length !== 1) {
      typed = '';
    } else if (quick && typed !== '') {
      typed += key;
    } else {
      typed = key;
      before = value;
    }
    return undefined;
  };
}
