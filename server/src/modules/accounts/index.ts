/** What both sides of the accounts share: receivables (customers) and payables (suppliers). */
export { PAID_AT_RECEPTION } from './paid-at-reception';
export { documentsOfParty, insertPayment, paymentsUpTo, settledBy, type Side } from './repository';
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
