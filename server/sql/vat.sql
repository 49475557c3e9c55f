-- The SQL of server/src/modules/vat: written by test/infra/sql-files.test.ts, do not edit.

-- creditNotesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "credit_note_items"."vat_rate", sum("credit_note_items"."total" - "credit_note_items"."vat") as "base", sum("credit_note_items"."vat") as "vat" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" and "credit_notes"."shop_id" = ? where ("credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ?) and "credit_note_items"."shop_id" = ? group by "credit_note_items"."vat_rate";
-- postgres
select "credit_note_items"."vat_rate", sum("credit_note_items"."total" - "credit_note_items"."vat") as "base", sum("credit_note_items"."vat") as "vat" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" and "credit_notes"."shop_id" = $1 where ("credit_notes"."local_date" >= $2 and "credit_notes"."local_date" <= $3) and "credit_note_items"."shop_id" = $4 group by "credit_note_items"."vat_rate";

-- documentCount("invoices", "2026-10-01", "2026-12-31")
-- sqlite
select count(*) as "count" from "invoices" where ("invoices"."local_date" >= ? and "invoices"."local_date" <= ?) and "invoices"."shop_id" = ?;
-- postgres
select count(*) as "count" from "invoices" where ("invoices"."local_date" >= $1 and "invoices"."local_date" <= $2) and "invoices"."shop_id" = $3;

-- purchasesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "grn_items"."vat_rate", sum("grn_items"."total") as "base", sum("grn_items"."vat") as "vat" from "grn_items" inner join "grns" on "grns"."id" = "grn_items"."grn_id" and "grns"."shop_id" = ? where ("grns"."local_date" >= ? and "grns"."local_date" <= ?) and "grn_items"."shop_id" = ? group by "grn_items"."vat_rate";
-- postgres
select "grn_items"."vat_rate", sum("grn_items"."total") as "base", sum("grn_items"."vat") as "vat" from "grn_items" inner join "grns" on "grns"."id" = "grn_items"."grn_id" and "grns"."shop_id" = $1 where ("grns"."local_date" >= $2 and "grns"."local_date" <= $3) and "grn_items"."shop_id" = $4 group by "grn_items"."vat_rate";

-- salesByRate("2026-10-01", "2026-12-31")
-- sqlite
select "invoice_items"."vat_rate", sum("invoice_items"."total" - "invoice_items"."vat") as "base", sum("invoice_items"."vat") as "vat" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" and "invoices"."shop_id" = ? where ("invoices"."local_date" >= ? and "invoices"."local_date" <= ?) and "invoice_items"."shop_id" = ? group by "invoice_items"."vat_rate";
-- postgres
select "invoice_items"."vat_rate", sum("invoice_items"."total" - "invoice_items"."vat") as "base", sum("invoice_items"."vat") as "vat" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" and "invoices"."shop_id" = $1 where ("invoices"."local_date" >= $2 and "invoices"."local_date" <= $3) and "invoice_items"."shop_id" = $4 group by "invoice_items"."vat_rate";

-- supplierReturnsByRate("2026-10-01", "2026-12-31")
-- sqlite
select "supplier_return_items"."vat_rate", sum("supplier_return_items"."total") as "base", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" and "supplier_returns"."shop_id" = ? where ("supplier_returns"."local_date" >= ? and "supplier_returns"."local_date" <= ?) and "supplier_return_items"."shop_id" = ? group by "supplier_return_items"."vat_rate";
-- postgres
select "supplier_return_items"."vat_rate", sum("supplier_return_items"."total") as "base", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" and "supplier_returns"."shop_id" = $1 where ("supplier_returns"."local_date" >= $2 and "supplier_returns"."local_date" <= $3) and "supplier_return_items"."shop_id" = $4 group by "supplier_return_items"."vat_rate";
