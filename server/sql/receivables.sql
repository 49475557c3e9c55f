-- The SQL of server/src/modules/receivables: written by test/infra/sql-files.test.ts, do not edit.

-- creditNotesUpTo(7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "total", "refund" from "credit_notes" where "customer_id" = ? and "local_date" <= ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "total", "refund" from "credit_notes" where "customer_id" = $1 and "local_date" <= $2 order by "local_date", "id";

-- customerAmountDue(7)
-- sqlite
select sum(invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)) as "due" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "payment_id" in (select "id" from "customer_payments" where "customer_id" = ?) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "customer_id" = ? group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."customer_id" = ? and invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > ?;
-- postgres
select sum(invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)) as "due" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "payment_id" in (select "id" from "customer_payments" where "customer_id" = $1) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "customer_id" = $2 group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."customer_id" = $3 and invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > $4;

-- findCustomerId(7, true)
-- sqlite
select "id" from "customers" where "id" = ?;
-- postgres
select "id" from "customers" where "id" = $1 for no key update;

-- findCustomerPayment(3)
-- sqlite
select * from "customer_payments" where "id" = ?;
-- postgres
select * from "customer_payments" where "id" = $1;

-- findReceipt(3)
-- sqlite
select "customer_payments"."id", "customer_payments"."number", "customer_payments"."date_time", "customer_payments"."local_date", "customer_payments"."amount", "customer_payments"."payment_type", "customer_payments"."customer_id", "customers"."name" as "customer_name", "customers"."mobile" as "customer_mobile", "customers"."ice" as "customer_ice", "customers"."address" as "customer_address", "users"."name" as "received_by" from "customer_payments" inner join "customers" on "customers"."id" = "customer_payments"."customer_id" inner join "users" on "users"."id" = "customer_payments"."user_id" where "customer_payments"."id" = ?;
-- postgres
select "customer_payments"."id", "customer_payments"."number", "customer_payments"."date_time", "customer_payments"."local_date", "customer_payments"."amount", "customer_payments"."payment_type", "customer_payments"."customer_id", "customers"."name" as "customer_name", "customers"."mobile" as "customer_mobile", "customers"."ice" as "customer_ice", "customers"."address" as "customer_address", "users"."name" as "received_by" from "customer_payments" inner join "customers" on "customers"."id" = "customer_payments"."customer_id" inner join "users" on "users"."id" = "customer_payments"."user_id" where "customer_payments"."id" = $1;

-- findStatementCustomer(7)
-- sqlite
select "id", "name", "mobile", "ice", "address" from "customers" where "id" = ?;
-- postgres
select "id", "name", "mobile", "ice", "address" from "customers" where "id" = $1;

-- invoiceCollected(12)
-- sqlite
select case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end as "kept", (select sum("amount") as "received" from "payment_allocations" where "invoice_id" = ?) as "received", (select sum("refund") as "refunded" from "credit_notes" where "invoice_id" = ?) as "refunded" from "invoices" where "id" = ?;
-- postgres
select case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end as "kept", (select sum("amount") as "received" from "payment_allocations" where "invoice_id" = $1) as "received", (select sum("refund") as "refunded" from "credit_notes" where "invoice_id" = $2) as "refunded" from "invoices" where "id" = $3;

-- invoiceStillDue(12)
-- sqlite
select invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "invoice_id" in (?) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "invoice_id" in (?) group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."id" in (?);
-- postgres
select invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "invoice_id" in ($1) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "invoice_id" in ($2) group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."id" in ($3);

-- invoicesStillDue([12,13])
-- sqlite
select "invoices"."id", invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "invoice_id" in (?, ?) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "invoice_id" in (?, ?) group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."id" in (?, ?);
-- postgres
select "invoices"."id", invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "invoice_id" in ($1, $2) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "invoice_id" in ($3, $4) group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."id" in ($5, $6);

-- invoicesUpTo(7, "2026-03-31")
-- sqlite
select "number", "local_date", "date_time", "total", "payment", "change" from "invoices" where "customer_id" = ? and "local_date" <= ? order by "local_date", "id";
-- postgres
select "number", "local_date", "date_time", "total", "payment", "change" from "invoices" where "customer_id" = $1 and "local_date" <= $2 order by "local_date", "id";

-- openInvoices(7)
-- sqlite
select "invoices"."id", "invoices"."number", "invoices"."local_date", "invoices"."total", invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "payment_id" in (select "id" from "customer_payments" where "customer_id" = ?) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "customer_id" = ? group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."customer_id" = ? and invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > ? order by "invoices"."local_date", "invoices"."id";
-- postgres
select "invoices"."id", "invoices"."number", "invoices"."local_date", "invoices"."total", invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) as "remaining" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" where "payment_id" in (select "id" from "customer_payments" where "customer_id" = $1) group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" where "customer_id" = $2 group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" where "invoices"."customer_id" = $3 and invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > $4 order by "invoices"."local_date", "invoices"."id";

-- owingCustomers()
-- sqlite
select "customers"."id" as "customer_id", "customers"."name", "customers"."mobile", sum(invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)) as "amount_due", min("invoices"."local_date") as "oldest_invoice_date", count(*) as "open_invoices" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" inner join "customers" on "customers"."id" = "invoices"."customer_id" where invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > ? group by "customers"."id", "customers"."name", "customers"."mobile";
-- postgres
select "customers"."id" as "customer_id", "customers"."name", "customers"."mobile", sum(invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)) as "amount_due", min("invoices"."local_date") as "oldest_invoice_date", count(*) as "open_invoices" from "invoices" left join (select "invoice_id", sum("amount") as "allocated" from "payment_allocations" group by "invoice_id") as "allocated" on "allocated"."invoice_id" = "invoices"."id" left join (select "invoice_id", sum("total" - "refund") as "credited" from "credit_notes" group by "invoice_id") as "credited" on "credited"."invoice_id" = "invoices"."id" inner join "customers" on "customers"."id" = "invoices"."customer_id" where invoices.total - case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0) > $1 group by "customers"."id", "customers"."name", "customers"."mobile";
