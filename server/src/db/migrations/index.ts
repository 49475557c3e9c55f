import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { initial } from './001_initial';
import { searchIndexes } from './002_search_indexes';
import { sqliteTextSearch } from './003_sqlite_text_search';
import { availableStockIndex } from './004_available_stock_index';
import { invoiceDays } from './005_invoice_days';
import { uniqueNames } from './006_unique_names';
import { tokenRevocation } from './007_token_revocation';
import { shopIdentityAndVat } from './008_shop_identity_and_vat';
import { userLanguage } from './009_user_language';
import { loginFailures } from './012_login_failures';
import { barcodesAndLots } from './016_barcodes_and_lots';
import { idempotencyKeys } from './017_idempotency_keys';
import { receiptWidth } from './018_receipt_width';
import { accentFolding } from './019_accent_folding';
import { customerPayments } from './020_customer_payments';
import { creditNotes } from './021_credit_notes';
import { supplierPayments } from './022_supplier_payments';
import { supplierReturns } from './023_supplier_returns';
import { lotLookup } from './024_lot_lookup';
import { stockLedger } from './025_stock_ledger';
import { stockAlerts } from './026_stock_alerts';
import { stocktakes } from './027_stocktakes';
import { storedPdfs } from './028_stored_pdfs';
import { asciiFoldText } from './029_ascii_fold_text';
import { productsByBrandAndName } from './030_products_by_brand_and_name';
import { inlinedFoldText } from './031_inlined_fold_text';
import { availableStockInExpiryOrder } from './032_available_stock_in_expiry_order';
import { issuedDocuments } from './033_issued_documents';
import { documentsKeptNotRedrawn } from './034_documents_kept_not_redrawn';
import { vatNotApplicableNote } from './035_vat_not_applicable_note';
import { standardVatExemptionNote } from './036_standard_vat_exemption_note';
import { arabicLetterFolding } from './037_arabic_letter_folding';
import { catalogueVersion } from './038_catalogue_version';
import { catalogueVersionCategories } from './039_catalogue_version_categories';
import { freeUnits } from './040_free_units';
import { knownSignIns } from './041_known_sign_ins';
import { noCatalogueVersion } from './042_no_catalogue_version';
import { noStoredPdfs } from './043_no_stored_pdfs';
import { shops } from './044_shops';
import { medicines } from './045_medicines';
import { prescriptions } from './047_prescriptions';
import { saleLineSerial } from './048_sale_line_serial';
import { stockSplits } from './049_stock_splits';

/** Every migration, in the order they run; a name, once released, never changes. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001_initial': initial(dialect),
    '002_search_indexes': searchIndexes(dialect),
    '003_sqlite_text_search': sqliteTextSearch(dialect),
    '004_available_stock_index': availableStockIndex,
    '005_invoice_days': invoiceDays(dialect),
    '006_unique_names': uniqueNames,
    '007_token_revocation': tokenRevocation,
    '008_shop_identity_and_vat': shopIdentityAndVat(dialect),
    '009_user_language': userLanguage,
    '012_login_failures': loginFailures,
    '016_barcodes_and_lots': barcodesAndLots,
    '017_idempotency_keys': idempotencyKeys,
    '018_receipt_width': receiptWidth,
    '019_accent_folding': accentFolding(dialect),
    '020_customer_payments': customerPayments(dialect),
    '021_credit_notes': creditNotes(dialect),
    '022_supplier_payments': supplierPayments(dialect),
    '023_supplier_returns': supplierReturns(dialect),
    '024_lot_lookup': lotLookup,
    '025_stock_ledger': stockLedger(dialect),
    '026_stock_alerts': stockAlerts,
    '027_stocktakes': stocktakes(dialect),
    '028_stored_pdfs': storedPdfs(dialect),
    '029_ascii_fold_text': asciiFoldText(dialect),
    '030_products_by_brand_and_name': productsByBrandAndName(dialect),
    '031_inlined_fold_text': inlinedFoldText(dialect),
    '032_available_stock_in_expiry_order': availableStockInExpiryOrder,
    '033_issued_documents': issuedDocuments,
    '034_documents_kept_not_redrawn': documentsKeptNotRedrawn(dialect),
    '035_vat_not_applicable_note': vatNotApplicableNote,
    '036_standard_vat_exemption_note': standardVatExemptionNote,
    '037_arabic_letter_folding': arabicLetterFolding(dialect),
    '038_catalogue_version': catalogueVersion(dialect),
    '039_catalogue_version_categories': catalogueVersionCategories(dialect),
    '040_free_units': freeUnits,
    '041_known_sign_ins': knownSignIns,
    '042_no_catalogue_version': noCatalogueVersion(dialect),
    '043_no_stored_pdfs': noStoredPdfs(dialect),
    '044_shops': shops(dialect),
    '045_medicines': medicines(dialect),
    '047_prescriptions': prescriptions(dialect),
    '048_sale_line_serial': saleLineSerial,
    '049_stock_splits': stockSplits(dialect),
  };
}
