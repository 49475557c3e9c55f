-- The SQL of server/src/modules/accounts: written by test/infra/sql-files.test.ts, do not edit.

-- documentsOfParty("supplier", 7, [12,13])
-- sqlite
select "id" from "grns" where "supplier_id" = ? and "id" in (?, ?);
-- postgres
select "id" from "grns" where "supplier_id" = $1 and "id" in ($2, $3);

-- paymentsUpTo("customer", 7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "amount" from "customer_payments" where "customer_id" = ? and "local_date" <= ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "amount" from "customer_payments" where "customer_id" = $1 and "local_date" <= $2 order by "local_date", "id";
