import { dispensedOnPrescription, oldestPrescriptionDate, PRESCRIPTION_PROBLEM, type Prescription } from '@hanout/contract';
import { badRequest, Problem } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import * as repository from './repository';

/** The ordonnancier's numbers: `ORD-2026-000001`, without gaps per shop and year (document_sequences). */
const ORDONNANCIER_KIND = 'ORD';

/** Who wrote a document, when, and on which shop-local day. */
export interface Writing {
  userId: number;
  at: string;
  localDate: string;
}

const refused = (detail: string) => new Problem(400, detail, PRESCRIPTION_PROBLEM);
const names = (lines: { name: string }[]) => [...new Set(lines.map((line) => line.name))].join(', ');

/**
 * The prescription side of a sale, inside its transaction, once its lines are written: a line of a
 * scheduled product, or of one marked as needing a prescription, makes it required (400 naming the products, type PRESCRIPTION_PROBLEM),
 * a tableau B line the patient's national ID too; its date may not be after the sale's day. The
 * prescription is kept with the invoice, and each such line is an ordonnancier entry numbered in line order. A refusal rolls the whole sale back.
 */
export async function recordDispensing(
  trx: Db,
  prescription: Prescription | undefined,
  invoice: { id: number; number: string },
  writing: Writing,
): Promise<void> {
  const lines = await repository.invoiceLines(trx, invoice.id);
  const needing = lines.filter(dispensedOnPrescription);
  if (!prescription) {
    if (needing.length)
      throw refused(
        `${names(needing)}: dispensed on prescription only. Give the prescriber, the patient and the date. The invoice was not saved.`,
      );
    return;
  }
  const narcotics = lines.filter((line) => line.schedule === 'B');
  if (narcotics.length && !prescription.patient.nationalId)
    throw refused(`${names(narcotics)}: a narcotic (tableau B) is dispensed on the patient’s national ID. The invoice was not saved.`);
  if (prescription.date > writing.localDate) throw badRequest('prescription.date: The prescription date cannot be after today');
  if (prescription.date < oldestPrescriptionDate(writing.localDate))
    throw badRequest('prescription.date: The prescription date cannot be more than a year before today');

  const prescriptionId = await repository.insertPrescription(trx, {
    invoiceId: invoice.id,
    prescriberName: prescription.prescriber.name,
    prescriberInpe: prescription.prescriber.inpe,
    patientName: prescription.patient.name,
    patientAddress: prescription.patient.address,
    patientNationalId: prescription.patient.nationalId,
    prescribedOn: prescription.date,
    prescriptionNumber: prescription.number,
    userId: writing.userId,
    at: writing.at,
  });
  const year = Number(writing.localDate.slice(0, 4));
  for (const line of lines) {
    if (!dispensedOnPrescription(line)) continue;
    await repository.insertEntry(trx, {
      number: await nextDocumentNumber(trx, ORDONNANCIER_KIND, year),
      localDate: writing.localDate,
      at: writing.at,
      prescriptionId,
      invoiceId: invoice.id,
      invoiceItemId: line.id,
      documentNumber: invoice.number,
      productId: line.productId,
      productName: line.name,
      schedule: line.schedule,
      stockId: line.stockId,
      batchNumber: line.batchNumber,
      quantity: line.quantity,
      userId: writing.userId,
    });
  }
}

/**
 * The counter-entries of a credit note, inside its transaction: each of its lines that returns units
 * of a line in the ordonnancier adds an entry of its own number, for minus the units returned, naming
 * the entry it reverses. The entries themselves never change.
 */
export async function recordReturns(trx: Db, creditNote: { id: number; number: string }, writing: Writing): Promise<void> {
  const returned = await repository.returnedEntries(trx, creditNote.id);
  const year = Number(writing.localDate.slice(0, 4));
  for (const line of returned) {
    await repository.insertEntry(trx, {
      number: await nextDocumentNumber(trx, ORDONNANCIER_KIND, year),
      localDate: writing.localDate,
      at: writing.at,
      prescriptionId: line.prescriptionId,
      invoiceId: line.invoiceId,
      invoiceItemId: line.invoiceItemId,
      creditNoteId: creditNote.id,
      reversesEntryId: line.id,
      documentNumber: creditNote.number,
      productId: line.productId,
      productName: line.productName,
      schedule: line.schedule,
      stockId: line.stockId,
      batchNumber: line.batchNumber,
      quantity: -line.quantity,
      userId: writing.userId,
    });
  }
}
