-- The SQL of server/src/modules/credit-notes: written by test/infra/sql-files.test.ts, do not edit.

-- creditNoteLines(3)
-- sqlite
select "credit_note_items"."id", "credit_note_items"."invoice_item_id", "credit_note_items"."quantity", "credit_note_items"."selling_price", "credit_note_items"."total", "credit_note_items"."vat_rate", "credit_note_items"."vat", "credit_note_items"."restocked", "credit_note_items"."reason", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."expire_date", "stocks"."batch_number" from "credit_note_items" inner join "products" on "products"."id" = "credit_note_items"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "stocks" on "stocks"."id" = "credit_note_items"."stock_id" and "stocks"."shop_id" = ? where ("credit_note_items"."credit_note_id" = ?) and "credit_note_items"."shop_id" = ? order by "credit_note_items"."id";
-- postgres
select "credit_note_items"."id", "credit_note_items"."invoice_item_id", "credit_note_items"."quantity", "credit_note_items"."selling_price", "credit_note_items"."total", "credit_note_items"."vat_rate", "credit_note_items"."vat", "credit_note_items"."restocked", "credit_note_items"."reason", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."expire_date", "stocks"."batch_number" from "credit_note_items" inner join "products" on "products"."id" = "credit_note_items"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 inner join "stocks" on "stocks"."id" = "credit_note_items"."stock_id" and "stocks"."shop_id" = $3 where ("credit_note_items"."credit_note_id" = $4) and "credit_note_items"."shop_id" = $5 order by "credit_note_items"."id";

-- creditNotesOf(12)
-- sqlite
select "id", "number", "local_date", "total", "refund" from "credit_notes" where ("invoice_id" = ?) and "credit_notes"."shop_id" = ? order by "id";
-- postgres
select "id", "number", "local_date", "total", "refund" from "credit_notes" where ("invoice_id" = $1) and "credit_notes"."shop_id" = $2 order by "id";

-- findCreditNote(3)
-- sqlite
select "credit_notes"."id", "credit_notes"."number", "credit_notes"."date_time", "credit_notes"."local_date", "credit_notes"."customer_id", "credit_notes"."total", "credit_notes"."total_vat", "credit_notes"."refund", "credit_notes"."refund_type", "credit_notes"."vat_registered", "invoices"."id" as "invoice_id", "invoices"."number" as "invoice_number", "invoices"."local_date" as "invoice_date", "users"."id" as "user_id", "users"."name" as "user_name" from "credit_notes" inner join "invoices" on "invoices"."id" = "credit_notes"."invoice_id" and "invoices"."shop_id" = ? inner join "users" on "users"."id" = "credit_notes"."user_id" and "users"."shop_id" = ? where ("credit_notes"."id" = ?) and "credit_notes"."shop_id" = ?;
-- postgres
select "credit_notes"."id", "credit_notes"."number", "credit_notes"."date_time", "credit_notes"."local_date", "credit_notes"."customer_id", "credit_notes"."total", "credit_notes"."total_vat", "credit_notes"."refund", "credit_notes"."refund_type", "credit_notes"."vat_registered", "invoices"."id" as "invoice_id", "invoices"."number" as "invoice_number", "invoices"."local_date" as "invoice_date", "users"."id" as "user_id", "users"."name" as "user_name" from "credit_notes" inner join "invoices" on "invoices"."id" = "credit_notes"."invoice_id" and "invoices"."shop_id" = $1 inner join "users" on "users"."id" = "credit_notes"."user_id" and "users"."shop_id" = $2 where ("credit_notes"."id" = $3) and "credit_notes"."shop_id" = $4;

-- findInvoiceToCredit(12)
-- sqlite
select "id", "number", "customer_id", "vat_registered" from "invoices" where ("id" = ?) and "invoices"."shop_id" = ?;
-- postgres
select "id", "number", "customer_id", "vat_registered" from "invoices" where ("id" = $1) and "invoices"."shop_id" = $2;

-- insertCreditNote({"number":"AV-2026-000003","dateTime":"2026-11-06T09:30:00.000Z","localDate":"2026-11-06","invoiceId":12,"customerId":3,"userId":2,"total":9000,"totalVat":1500,"refund":4000,"refundType":"CASH","vatRegistered":1}, [{"invoiceItemId":30,"stockId":41,"productId":7,"quantity":2,"sellingPrice":4500,"buyingPrice":3000,"total":9000,"vatRate":20,"vat":1500,"restocked":1,"reason":"Damaged box"}])
-- sqlite
insert into "credit_notes" ("number", "date_time", "local_date", "invoice_id", "customer_id", "user_id", "total", "total_vat", "refund", "refund_type", "vat_registered", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "credit_notes" ("number", "date_time", "local_date", "invoice_id", "customer_id", "user_id", "total", "total_vat", "refund", "refund_type", "vat_registered", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning "id";

-- invoiceLinesToReturn([30,31])
-- sqlite
select "invoice_items"."id", "invoice_items"."invoice_id", "invoice_items"."stock_id", "invoice_items"."product_id", "invoice_items"."quantity", "invoice_items"."selling_price", "invoice_items"."buying_price", "invoice_items"."vat_rate", "invoice_items"."vat", "stocks"."expire_date", "products"."name" from "invoice_items" inner join "products" on "products"."id" = "invoice_items"."product_id" and "products"."shop_id" = ? inner join "stocks" on "stocks"."id" = "invoice_items"."stock_id" and "stocks"."shop_id" = ? where ("invoice_items"."id" in (?, ?)) and "invoice_items"."shop_id" = ?;
-- postgres
select "invoice_items"."id", "invoice_items"."invoice_id", "invoice_items"."stock_id", "invoice_items"."product_id", "invoice_items"."quantity", "invoice_items"."selling_price", "invoice_items"."buying_price", "invoice_items"."vat_rate", "invoice_items"."vat", "stocks"."expire_date", "products"."name" from "invoice_items" inner join "products" on "products"."id" = "invoice_items"."product_id" and "products"."shop_id" = $1 inner join "stocks" on "stocks"."id" = "invoice_items"."stock_id" and "stocks"."shop_id" = $2 where ("invoice_items"."id" in ($3, $4)) and "invoice_items"."shop_id" = $5;

-- putBackIntoBatch(41, 2)
-- sqlite
update "stocks" set "quantity" = "quantity" + ? where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
update "stocks" set "quantity" = "quantity" + $1 where ("id" = $2) and "stocks"."shop_id" = $3;

-- returnedByLine([30,31])
-- sqlite
select "invoice_item_id", sum("quantity") as "quantity" from "credit_note_items" where ("invoice_item_id" in (?, ?)) and "credit_note_items"."shop_id" = ? group by "invoice_item_id";
-- postgres
select "invoice_item_id", sum("quantity") as "quantity" from "credit_note_items" where ("invoice_item_id" in ($1, $2)) and "credit_note_items"."shop_id" = $3 group by "invoice_item_id";

-- returnedOfLines(12)
-- sqlite
select "credit_note_items"."invoice_item_id", sum("credit_note_items"."quantity") as "quantity" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" and "credit_notes"."shop_id" = ? where ("credit_notes"."invoice_id" = ?) and "credit_note_items"."shop_id" = ? group by "credit_note_items"."invoice_item_id";
-- postgres
select "credit_note_items"."invoice_item_id", sum("credit_note_items"."quantity") as "quantity" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" and "credit_notes"."shop_id" = $1 where ("credit_notes"."invoice_id" = $2) and "credit_note_items"."shop_id" = $3 group by "credit_note_items"."invoice_item_id";
