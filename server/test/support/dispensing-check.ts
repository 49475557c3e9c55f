import type { Db } from '../../src/db/connect';

const n = (value: unknown) => Number(value);

/**
 * The ordonnancier's invariants, which no race or crash may break (checkLedger runs them and
 * numbers the entries with the other documents, 1..N per year without gaps):
 * - an entry enters a line of its invoice (same batch, product and units), on that invoice's
 *   prescription; a line is entered once at most;
 * - a counter-entry is a credit note's, of the invoice its entry belongs to, for minus the units that
 *   credit note brings back of that line; every credit note line bringing back an entered line has
 *   its counter-entry.
 * Answers the entries' numbers and counts.
 */
export async function checkDispensing(db: Db, violations: string[]) {
  const [entries, prescriptions, invoiceItems, creditNotes, creditNoteItems] = await Promise.all([
    db.selectFrom('ordonnancierEntries').selectAll().orderBy('id').execute(),
    db.selectFrom('prescriptions').select(['id', 'invoiceId']).execute(),
    db.selectFrom('invoiceItems').select(['id', 'invoiceId', 'stockId', 'productId', 'quantity']).execute(),
    db.selectFrom('creditNotes').select(['id', 'invoiceId']).execute(),
    db.selectFrom('creditNoteItems').select(['creditNoteId', 'invoiceItemId', 'quantity']).execute(),
  ]);
  const invoiceOfPrescription = new Map(prescriptions.map((row) => [row.id, row.invoiceId]));
  const itemById = new Map(invoiceItems.map((item) => [item.id, item]));
  const invoiceOfNote = new Map(creditNotes.map((note) => [note.id, note.invoiceId]));
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const enteredLines = new Set<number>();
  /** Units counter-entered per credit note and invoice line. */
  const reversed = new Map<string, number>();
  for (const entry of entries) {
    const item = itemById.get(entry.invoiceItemId);
    if (
      !item ||
      item.invoiceId !== entry.invoiceId ||
      item.stockId !== entry.stockId ||
      item.productId !== entry.productId ||
      invoiceOfPrescription.get(entry.prescriptionId) !== entry.invoiceId
    )
      violations.push(`ordonnancier ${entry.number}: not a line of its invoice, on its prescription`);
    if (entry.reversesEntryId === null) {
      if (enteredLines.has(entry.invoiceItemId)) violations.push(`ordonnancier ${entry.number}: invoice line entered twice`);
      enteredLines.add(entry.invoiceItemId);
      if (n(entry.quantity) !== n(item?.quantity))
        violations.push(`ordonnancier ${entry.number}: ${entry.quantity} units, the line sold ${item?.quantity}`);
      continue;
    }
    const reverses = entryById.get(entry.reversesEntryId);
    if (
      entry.creditNoteId === null ||
      invoiceOfNote.get(entry.creditNoteId) !== entry.invoiceId ||
      reverses?.invoiceItemId !== entry.invoiceItemId ||
      reverses.reversesEntryId !== null
    )
      violations.push(`ordonnancier ${entry.number}: not the counter-entry of a credit note of its line`);
    const key = `${entry.creditNoteId}:${entry.invoiceItemId}`;
    reversed.set(key, (reversed.get(key) ?? 0) + n(entry.quantity));
  }
  const brought = new Map<string, number>();
  for (const line of creditNoteItems) {
    const key = `${line.creditNoteId}:${line.invoiceItemId}`;
    if (enteredLines.has(line.invoiceItemId)) brought.set(key, (brought.get(key) ?? 0) + n(line.quantity));
  }
  for (const key of new Set([...brought.keys(), ...reversed.keys()])) {
    if ((reversed.get(key) ?? 0) !== -(brought.get(key) ?? 0))
      violations.push(`credit note:line ${key}: ${brought.get(key) ?? 0} units back, counter-entered ${reversed.get(key) ?? 0}`);
  }
  return {
    numbers: entries.map((entry) => entry.number),
    figures: {
      prescriptions: prescriptions.length,
      ordonnancierEntries: entries.filter((entry) => entry.reversesEntryId === null).length,
      counterEntries: entries.filter((entry) => entry.reversesEntryId !== null).length,
    },
  };
}
