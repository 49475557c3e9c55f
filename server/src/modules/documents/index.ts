/** What other modules use of the issued documents: each kept as it was printed at issue. */
export { documentAsIssued, issuedContent, keepAsIssued, type IssuedKind } from './service';
