import type { Migration } from 'kysely';

/** The note migration 008 installed. */
const DEFAULT_VAT_EXEMPTION_NOTE = "Exonéré de la TVA en application de l'article 92 du CGI";

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
