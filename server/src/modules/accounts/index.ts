/** What both sides of the accounts share: receivables (customers) and payables (suppliers). */
export { documentsOfParty, insertPayment, PAID_AT_RECEPTION, paymentsUpTo, settledBy } from './repository';
export { withSettlements } from './settlements';
export type { Side } from './sides';
export { paymentDocument, statementDocument } from './documents';
export {
  accountList,
  agedDocuments,
  ageInDays,
  movementOf,
  paymentDays,
  rankAccounts,
  recordPayment,
  settlePayment,
  summaryOf,
  type AccountMovement,
  type OpenDocument,
  type PaymentBook,
  type PaymentDays,
  type PaymentRecording,
} from './service';
