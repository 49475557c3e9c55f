-- The SQL of server/src/modules/payables: written by test/infra/sql-files.test.ts, do not edit.

-- findAccountSupplier(7, true)
-- sqlite
select "suppliers"."id", "suppliers"."name", "suppliers"."mobile", "suppliers"."email", "companies"."name" as "company_name" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? where ("suppliers"."id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
select "suppliers"."id", "suppliers"."name", "suppliers"."mobile", "suppliers"."email", "companies"."name" as "company_name" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $1 where ("suppliers"."id" = $2) and "suppliers"."shop_id" = $3 for no key update of "suppliers";

-- findSupplierPayment(3)
-- sqlite
select "supplier_payments".*, "users"."name" as "paid_by" from "supplier_payments" inner join "users" on "users"."id" = "supplier_payments"."user_id" and "users"."shop_id" = ? where ("supplier_payments"."id" = ?) and "supplier_payments"."shop_id" = ?;
-- postgres
select "supplier_payments".*, "users"."name" as "paid_by" from "supplier_payments" inner join "users" on "users"."id" = "supplier_payments"."user_id" and "users"."shop_id" = $1 where ("supplier_payments"."id" = $2) and "supplier_payments"."shop_id" = $3;

-- grnSupplier(12)
-- sqlite
select "supplier_id" from "grns" where ("id" = ?) and "grns"."shop_id" = ?;
-- postgres
select "supplier_id" from "grns" where ("id" = $1) and "grns"."shop_id" = $2;

-- grnsUpTo(7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "total", "payment" from "grns" where ("supplier_id" = ? and "local_date" <= ?) and "grns"."shop_id" = ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "total", "payment" from "grns" where ("supplier_id" = $1 and "local_date" <= $2) and "grns"."shop_id" = $3 order by "local_date", "id";

-- supplierBalance(7)
-- sqlite
select sum(grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0)) as "due" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where ("payment_id" in (select "id" from "supplier_payments" where ("supplier_id" = ?) and "supplier_payments"."shop_id" = ?)) and "supplier_payment_allocations"."shop_id" = ? group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where ("supplier_id" = ?) and "supplier_returns"."shop_id" = ? group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" where ("grns"."supplier_id" = ?) and "grns"."shop_id" = ?;
-- postgres
select sum(grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0)) as "due" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where ("payment_id" in (select "id" from "supplier_payments" where ("supplier_id" = $1) and "supplier_payments"."shop_id" = $2)) and "supplier_payment_allocations"."shop_id" = $3 group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where ("supplier_id" = $4) and "supplier_returns"."shop_id" = $5 group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" where ("grns"."supplier_id" = $6) and "grns"."shop_id" = $7;

-- supplierReturnsUpTo(7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "total" from "supplier_returns" where ("supplier_id" = ? and "local_date" <= ?) and "supplier_returns"."shop_id" = ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "total" from "supplier_returns" where ("supplier_id" = $1 and "local_date" <= $2) and "supplier_returns"."shop_id" = $3 order by "local_date", "id";

-- unsettledGrns(7)
-- sqlite
select "grns"."id", "grns"."number", "grns"."local_date", "grns"."total", grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) as "remaining" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where ("payment_id" in (select "id" from "supplier_payments" where ("supplier_id" = ?) and "supplier_payments"."shop_id" = ?)) and "supplier_payment_allocations"."shop_id" = ? group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where ("supplier_id" = ?) and "supplier_returns"."shop_id" = ? group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" where ("grns"."supplier_id" = ? and grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) <> ?) and "grns"."shop_id" = ? order by "grns"."local_date", "grns"."id";
-- postgres
select "grns"."id", "grns"."number", "grns"."local_date", "grns"."total", grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) as "remaining" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where ("payment_id" in (select "id" from "supplier_payments" where ("supplier_id" = $1) and "supplier_payments"."shop_id" = $2)) and "supplier_payment_allocations"."shop_id" = $3 group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where ("supplier_id" = $4) and "supplier_returns"."shop_id" = $5 group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" where ("grns"."supplier_id" = $6 and grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) <> $7) and "grns"."shop_id" = $8 order by "grns"."local_date", "grns"."id";

-- unsettledGrnsOfSuppliers()
-- sqlite
select "suppliers"."id" as "supplier_id", "suppliers"."name", "suppliers"."mobile", "grns"."local_date", grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) as "remaining" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where "supplier_payment_allocations"."shop_id" = ? group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where "supplier_returns"."shop_id" = ? group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = ? where (grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) <> ?) and "grns"."shop_id" = ? order by "grns"."local_date", "grns"."id";
-- postgres
select "suppliers"."id" as "supplier_id", "suppliers"."name", "suppliers"."mobile", "grns"."local_date", grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) as "remaining" from "grns" left join (select "grn_id", sum("amount") as "allocated" from "supplier_payment_allocations" where "supplier_payment_allocations"."shop_id" = $1 group by "grn_id") as "allocated" on "allocated"."grn_id" = "grns"."id" left join (select "grn_id", sum("total") as "returned" from "supplier_returns" where "supplier_returns"."shop_id" = $2 group by "grn_id") as "returned" on "returned"."grn_id" = "grns"."id" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = $3 where (grns.total - case when grns.payment > grns.total then grns.total else grns.payment end - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0) <> $4) and "grns"."shop_id" = $5 order by "grns"."local_date", "grns"."id";
