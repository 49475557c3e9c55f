-- The SQL of server/src/modules/vat: written by test/infra/sql-files.test.ts, do not edit.

-- creditNotesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "credit_note_items"."vat_rate", sum("credit_note_items"."total" - "credit_note_items"."vat") as "base", sum("credit_note_items"."vat") as "vat" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ? group by "credit_note_items"."vat_rate";
-- postgres
select "credit_note_items"."vat_rate", sum("credit_note_items"."total" - "credit_note_items"."vat") as "base", sum("credit_note_items"."vat") as "vat" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= $1 and "credit_notes"."local_date" <= $2 group by "credit_note_items"."vat_rate";

-- documentCount("invoices", "2026-10-01", "2026-12-31")
-- sqlite
select count(*) as "count" from "invoices" where "invoices"."local_date" >= ? and "invoices"."local_date" <= ?;
-- postgres
select count(*) as "count" from "invoices" where "invoices"."local_date" >= $1 and "invoices"."local_date" <= $2;

-- purchasesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "grn_items"."vat_rate", sum("grn_items"."total") as "base", sum("grn_items"."vat") as "vat" from "grn_items" inner join "grns" on "grns"."id" = "grn_items"."grn_id" where "grns"."local_date" >= ? and "grns"."local_date" <= ? group by "grn_items"."vat_rate";
-- postgres
select "grn_items"."vat_rate", sum("grn_items"."total") as "base", sum("grn_items"."vat") as "vat" from "grn_items" inner join "grns" on "grns"."id" = "grn_items"."grn_id" where "grns"."local_date" >= $1 and "grns"."local_date" <= $2 group by "grn_items"."vat_rate";

-- salesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "invoice_items"."vat_rate", sum("invoice_items"."total" - "invoice_items"."vat") as "base", sum("invoice_items"."vat") as "vat" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= ? and "invoices"."local_date" <= ? group by "invoice_items"."vat_rate";
-- postgres
select "invoice_items"."vat_rate", sum("invoice_items"."total" - "invoice_items"."vat") as "base", sum("invoice_items"."vat") as "vat" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= $1 and "invoices"."local_date" <= $2 group by "invoice_items"."vat_rate";

-- supplierReturnsByRate("2026-10-01", "2026-12-31")
-- sqlite
select "supplier_return_items"."vat_rate", sum("supplier_return_items"."total") as "base", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" where "supplier_returns"."local_date" >= ? and "supplier_returns"."local_date" <= ? group by "supplier_return_items"."vat_rate";
-- postgres
select "supplier_return_items"."vat_rate", sum("supplier_return_items"."total") as "base", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" where "supplier_returns"."local_date" >= $1 and "supplier_returns"."local_date" <= $2 group by "supplier_return_items"."vat_rate";
