import { useRef, type KeyboardEvent } from 'react';
import { scannerBurst } from './scannerBurst';
import { GROUP_SEPARATOR, typesGroupSeparator } from './gs1';

/**
 * A scanner types wherever the focus is. In a field other than a screen's scan field (the counter's
 * quantities, amount received and customer search; a stocktake's units counted), keys typed at a
 * scanner's pace and ended by Enter are a scanned code: the field gets back what it held before
 * them, its Enter does nothing (the amount's would finish the sale, a count's would save the code as
 * the count), and the code goes to `onScan`. One watcher per field.
 */
export function useScanCatcher(onScan: (code: string) => void) {
  const watchers = useRef(new Map<string, ReturnType<typeof scannerBurst>>());
  /** The field's onKeyDown: true when the key ended a scanned code (the caller then does nothing more). */
  return function caughtScan<Value>(field: string, event: KeyboardEvent, value: Value, restore: (value: Value) => void): boolean {
    let watch = watchers.current.get(field);
    if (!watch) {
      watch = scannerBurst();
      watchers.current.set(field, watch);
    }
    const burst = watch(typesGroupSeparator(event) ? GROUP_SEPARATOR : event.key, event.timeStamp, value);
    if (!burst) return false;
    event.preventDefault();
    restore(burst.before as Value);
    onScan(burst.code);
    return true;
  };
}

export type ScanCatcher = ReturnType<typeof useScanCatcher>;
