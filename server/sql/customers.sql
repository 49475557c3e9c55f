-- The SQL of server/src/modules/customers: written by test/infra/sql-files.test.ts, do not edit.

-- deleteCustomer(3)
-- sqlite
delete from "customers" where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
delete from "customers" where ("id" = $1) and "customers"."shop_id" = $2;

-- findCustomer(3)
-- sqlite
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ("id" = $1) and "customers"."shop_id" = $2;

-- findCustomerKind(3)
-- sqlite
select "is_walk_in", "name" from "customers" where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
select "is_walk_in", "name" from "customers" where ("id" = $1) and "customers"."shop_id" = $2;

-- findNamesake("Alami Pharma", "0612345678")
-- sqlite
select "id" from "customers" where (lower("name") = ? and "mobile" = ?) and "customers"."shop_id" = ?;
-- postgres
select "id" from "customers" where (lower("name") = $1 and "mobile" = $2) and "customers"."shop_id" = $3;

-- findWalkInCustomer()
-- sqlite
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ("is_walk_in" = ?) and "customers"."shop_id" = ?;
-- postgres
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ("is_walk_in" = $1) and "customers"."shop_id" = $2;

-- hasInvoices(3)
-- sqlite
select "id" from "invoices" where ("customer_id" = ?) and "invoices"."shop_id" = ? limit ?;
-- postgres
select "id" from "invoices" where ("customer_id" = $1) and "invoices"."shop_id" = $2 limit $3;

-- insertCustomer({"ice":"001234567000089","name":"Alami Pharma","mobile":"0612345678","address":"Rue 5, Fès","type":"BUSINESS","creditLimit":500000,"createdAt":"2026-11-05T10:15:00.000Z"})
-- sqlite
insert into "customers" ("ice", "name", "mobile", "address", "type", "credit_limit", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "customers" ("ice", "name", "mobile", "address", "type", "credit_limit", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8);

-- searchCustomers("Ala", 0, 20)
-- sqlite
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ("customers"."id" in (select rowid from "customers_search" where "customers_search" match ?)) and "customers"."shop_id" = ? order by "id" limit ? offset ?;
select count(*) as "total" from "customers" where ("customers"."id" in (select rowid from "customers_search" where "customers_search" match ?)) and "customers"."shop_id" = ?;
-- postgres
select "id", "ice", "name", "mobile", "type", "address", "is_walk_in", "credit_limit" from "customers" where ((fold_text("customers"."name") like $1 escape '\' or fold_text("customers"."ice") like $2 escape '\' or fold_text("customers"."mobile") like $3 escape '\')) and "customers"."shop_id" = $4 order by "id" limit $5 offset $6;
select count(*) as "total" from "customers" where ((fold_text("customers"."name") like $1 escape '\' or fold_text("customers"."ice") like $2 escape '\' or fold_text("customers"."mobile") like $3 escape '\')) and "customers"."shop_id" = $4;

-- updateCustomer(3, {"ice":"","name":"Alami","mobile":"0612345678","type":"INDIVIDUAL","address":"Rue 5, Fès","creditLimit":null})
-- sqlite
update "customers" set "ice" = ?, "name" = ?, "mobile" = ?, "type" = ?, "address" = ?, "credit_limit" = ? where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
update "customers" set "ice" = $1, "name" = $2, "mobile" = $3, "type" = $4, "address" = $5, "credit_limit" = $6 where ("id" = $7) and "customers"."shop_id" = $8;
