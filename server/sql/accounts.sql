-- The SQL of server/src/modules/accounts: written by test/infra/sql-files.test.ts, do not edit.

-- documentsOfParty("supplier", 7, [12,13])
-- sqlite
select "id" from "grns" where ("supplier_id" = ? and "id" in (?, ?)) and "grns"."shop_id" = ?;
-- postgres
select "id" from "grns" where ("supplier_id" = $1 and "id" in ($2, $3)) and "grns"."shop_id" = $4;

-- insertPayment("supplier", {"number":"PF-2026-000001","dateTime":"2026-03-14T10:00:00.000Z","localDate":"2026-03-14","amount":15000,"paymentType":"CASH","partyId":7,"userId":1}, [{"documentId":12,"amount":10000},{"documentId":13,"amount":5000}])
-- sqlite
insert into "supplier_payments" ("number", "date_time", "local_date", "amount", "payment_type", "supplier_id", "user_id", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "supplier_payments" ("number", "date_time", "local_date", "amount", "payment_type", "supplier_id", "user_id", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8) returning "id";

-- paymentsUpTo("customer", 7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "amount" from "customer_payments" where ("customer_id" = ? and "local_date" <= ?) and "customer_payments"."shop_id" = ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "amount" from "customer_payments" where ("customer_id" = $1 and "local_date" <= $2) and "customer_payments"."shop_id" = $3 order by "local_date", "id";

-- settledBy("customer", 3)
-- sqlite
select "invoices"."id", "invoices"."number", "invoices"."local_date", "invoices"."total", "payment_allocations"."amount" from "payment_allocations" inner join "invoices" on "invoices"."id" = "payment_allocations"."invoice_id" and "invoices"."shop_id" = ? where ("payment_allocations"."payment_id" = ?) and "payment_allocations"."shop_id" = ? order by "payment_allocations"."id";
-- postgres
select "invoices"."id", "invoices"."number", "invoices"."local_date", "invoices"."total", "payment_allocations"."amount" from "payment_allocations" inner join "invoices" on "invoices"."id" = "payment_allocations"."invoice_id" and "invoices"."shop_id" = $1 where ("payment_allocations"."payment_id" = $2) and "payment_allocations"."shop_id" = $3 order by "payment_allocations"."id";
