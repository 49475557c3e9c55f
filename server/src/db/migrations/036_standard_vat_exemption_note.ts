import type { Migration } from 'kysely';
import { DEFAULT_VAT_EXEMPTION_NOTE } from './008_shop_identity_and_vat';

/**
 * The VAT exemption note (CGI art. 92) left as installed was the French sentence, printed on Arabic
 * and English invoices too: emptied, it prints the standard note in the document's language, as the
 * article 89 note does. A note the shop wrote stays.
 */
export const standardVatExemptionNote: Migration = {
  async up(db) {
    await db.updateTable('shopSettings').set({ vatExemptionNote: '' }).where('vatExemptionNote', '=', DEFAULT_VAT_EXEMPTION_NOTE).execute();
  },
  async down(db) {
    await db.updateTable('shopSettings').set({ vatExemptionNote: DEFAULT_VAT_EXEMPTION_NOTE }).where('vatExemptionNote', '=', '').execute();
  },
};
