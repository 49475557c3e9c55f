-- The SQL of server/src/modules/dashboard: written by test/infra/sql-files.test.ts, do not edit.

-- customerPaymentsTotal("2026-01-01", "2026-12-31")
-- sqlite
select sum("customer_payments"."amount") as "amount" from "customer_payments" where "customer_payments"."local_date" >= ? and "customer_payments"."local_date" <= ?;
-- postgres
select sum("customer_payments"."amount") as "amount" from "customer_payments" where "customer_payments"."local_date" >= $1 and "customer_payments"."local_date" <= $2;

-- latestDocuments(["invoices","grns","customer_payments","credit_notes","supplier_payments","supplier_returns"], 1000)
-- sqlite
select (select count(*) || ':' || coalesce(max(id), 0) from "invoices" where id > (select coalesce(max(id), 0) from "invoices") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "grns" where id > (select coalesce(max(id), 0) from "grns") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "customer_payments" where id > (select coalesce(max(id), 0) from "customer_payments") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "credit_notes" where id > (select coalesce(max(id), 0) from "credit_notes") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "supplier_payments" where id > (select coalesce(max(id), 0) from "supplier_payments") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "supplier_returns" where id > (select coalesce(max(id), 0) from "supplier_returns") - 1000) as latest;
-- postgres
select (select count(*) || ':' || coalesce(max(id), 0) from "invoices" where id > (select coalesce(max(id), 0) from "invoices") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "grns" where id > (select coalesce(max(id), 0) from "grns") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "customer_payments" where id > (select coalesce(max(id), 0) from "customer_payments") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "credit_notes" where id > (select coalesce(max(id), 0) from "credit_notes") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "supplier_payments" where id > (select coalesce(max(id), 0) from "supplier_payments") - 1000)|| '/' ||(select count(*) || ':' || coalesce(max(id), 0) from "supplier_returns" where id > (select coalesce(max(id), 0) from "supplier_returns") - 1000) as latest;

-- latestInvoices()
-- sqlite
select "invoices"."id", "invoices"."number", "invoices"."total", "invoices"."payment", "invoices"."balance", "customers"."name" from "invoices" inner join "customers" on "customers"."id" = "invoices"."customer_id" order by "invoices"."id" desc limit ?;
-- postgres
select "invoices"."id", "invoices"."number", "invoices"."total", "invoices"."payment", "invoices"."balance", "customers"."name" from "invoices" inner join "customers" on "customers"."id" = "invoices"."customer_id" order by "invoices"."id" desc limit $1;

-- monthlyTotals("invoices", "2026-01-01", "2026-12-31")
-- sqlite
select substr("invoices"."local_date", 6, 2) as "month", sum("invoices"."total") as "total", sum("invoices"."payment" - "invoices"."change") as "payment", count(*) as "count" from "invoices" where "invoices"."local_date" >= ? and "invoices"."local_date" <= ? group by substr("invoices"."local_date", 6, 2);
-- postgres
select substr("invoices"."local_date", 6, 2) as "month", sum("invoices"."total") as "total", sum("invoices"."payment" - "invoices"."change") as "payment", count(*) as "count" from "invoices" where "invoices"."local_date" >= $1 and "invoices"."local_date" <= $2 group by substr("invoices"."local_date", 6, 2);

-- productsSold("2026-01-01", "2026-12-31")
-- sqlite
select "products"."name", "sales"."units_sold", "sales"."margin" from (select "sold"."product_id", "sold"."units" - coalesce("returned"."units", 0) as "units_sold", "sold"."margin" from (select "invoice_items"."product_id", sum("invoice_items"."quantity") as "units", sum("invoice_items"."total" - "invoice_items"."vat" - "invoice_items"."buying_price" * "invoice_items"."quantity") as "margin" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= ? and "invoices"."local_date" <= ? group by "invoice_items"."product_id") as "sold" left join (select "credit_note_items"."product_id", sum("credit_note_items"."quantity") as "units" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ? group by "credit_note_items"."product_id") as "returned" on "returned"."product_id" = "sold"."product_id") as "sales" inner join "products" on "products"."id" = "sales"."product_id" order by "sales"."units_sold" desc, "products"."name";
-- postgres
select "products"."name", "sales"."units_sold", "sales"."margin" from (select "sold"."product_id", "sold"."units" - coalesce("returned"."units", 0) as "units_sold", "sold"."margin" from (select "invoice_items"."product_id", sum("invoice_items"."quantity") as "units", sum("invoice_items"."total" - "invoice_items"."vat" - "invoice_items"."buying_price" * "invoice_items"."quantity") as "margin" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= $1 and "invoices"."local_date" <= $2 group by "invoice_items"."product_id") as "sold" left join (select "credit_note_items"."product_id", sum("credit_note_items"."quantity") as "units" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= $3 and "credit_notes"."local_date" <= $4 group by "credit_note_items"."product_id") as "returned" on "returned"."product_id" = "sold"."product_id") as "sales" inner join "products" on "products"."id" = "sales"."product_id" order by "sales"."units_sold" desc, "products"."name";

-- refundsTotal("2026-01-01", "2026-12-31")
-- sqlite
select sum("credit_notes"."refund") as "refund" from "credit_notes" where "credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ?;
-- postgres
select sum("credit_notes"."refund") as "refund" from "credit_notes" where "credit_notes"."local_date" >= $1 and "credit_notes"."local_date" <= $2;

-- returnedMargin("2026-01-01", "2026-12-31")
-- sqlite
select sum("credit_note_items"."total" - "credit_note_items"."vat" - "credit_note_items"."buying_price" * "credit_note_items"."quantity" * "credit_note_items"."restocked") as "margin" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ?;
-- postgres
select sum("credit_note_items"."total" - "credit_note_items"."vat" - "credit_note_items"."buying_price" * "credit_note_items"."quantity" * "credit_note_items"."restocked") as "margin" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= $1 and "credit_notes"."local_date" <= $2;

-- supplierPaymentsByMonth("2026-01-01", "2026-12-31")
-- sqlite
select substr("supplier_payments"."local_date", 6, 2) as "month", sum("supplier_payments"."amount") as "amount" from "supplier_payments" where "supplier_payments"."local_date" >= ? and "supplier_payments"."local_date" <= ? group by substr("supplier_payments"."local_date", 6, 2);
-- postgres
select substr("supplier_payments"."local_date", 6, 2) as "month", sum("supplier_payments"."amount") as "amount" from "supplier_payments" where "supplier_payments"."local_date" >= $1 and "supplier_payments"."local_date" <= $2 group by substr("supplier_payments"."local_date", 6, 2);

-- topSellingProducts("2026-01-01", "2026-12-31")
-- sqlite
select "products"."id", "products"."name", "brands"."name" as "brand_name", "categories"."name" as "category_name", "sales"."units_sold" from (select "sold"."product_id", "sold"."units" - coalesce("returned"."units", 0) as "units_sold" from (select "invoice_items"."product_id", sum("invoice_items"."quantity") as "units" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= ? and "invoices"."local_date" <= ? group by "invoice_items"."product_id") as "sold" left join (select "credit_note_items"."product_id", sum("credit_note_items"."quantity") as "units" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= ? and "credit_notes"."local_date" <= ? group by "credit_note_items"."product_id") as "returned" on "returned"."product_id" = "sold"."product_id") as "sales" inner join "products" on "products"."id" = "sales"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" where "sales"."units_sold" > ? order by "sales"."units_sold" desc, "products"."name", "products"."id" limit ?;
-- postgres
select "products"."id", "products"."name", "brands"."name" as "brand_name", "categories"."name" as "category_name", "sales"."units_sold" from (select "sold"."product_id", "sold"."units" - coalesce("returned"."units", 0) as "units_sold" from (select "invoice_items"."product_id", sum("invoice_items"."quantity") as "units" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" where "invoices"."local_date" >= $1 and "invoices"."local_date" <= $2 group by "invoice_items"."product_id") as "sold" left join (select "credit_note_items"."product_id", sum("credit_note_items"."quantity") as "units" from "credit_note_items" inner join "credit_notes" on "credit_notes"."id" = "credit_note_items"."credit_note_id" where "credit_notes"."local_date" >= $3 and "credit_notes"."local_date" <= $4 group by "credit_note_items"."product_id") as "returned" on "returned"."product_id" = "sold"."product_id") as "sales" inner join "products" on "products"."id" = "sales"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" where "sales"."units_sold" > $5 order by "sales"."units_sold" desc, "products"."name", "products"."id" limit $6;
