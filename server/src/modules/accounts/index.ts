/** What both sides of the accounts share: receivables (customers) and payables (suppliers). */
export { documentsOfParty, PAID_AT_RECEPTION, paymentsUpTo, type Side } from './repository';
export {
  agedDocuments,
  ageInDays,
  movementOf,
  pageOf,
  paymentDays,
  rankAccounts,
  recordPayment,
  runStatement,
  settledLine,
  settlePayment,
  statementPeriod,
  summaryOf,
  type AccountMovement,
  type OpenDocument,
  type PaymentBook,
  type PaymentDays,
  type PaymentRecording,
} from './service';
