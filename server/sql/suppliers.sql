-- The SQL of server/src/modules/suppliers: written by test/infra/sql-files.test.ts, do not edit.

-- findCompanyId(3)
-- sqlite
select "id" from "companies" where "id" = ?;
-- postgres
select "id" from "companies" where "id" = $1;

-- findSupplier(7)
-- sqlite
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where "suppliers"."id" = ?;
-- postgres
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where "suppliers"."id" = $1;

-- findSupplierId(7)
-- sqlite
select "id" from "suppliers" where "id" = ?;
-- postgres
select "id" from "suppliers" where "id" = $1;

-- insertSupplier({"name":"Karim","email":"karim@example.ma","mobile":"0612345678","companyId":3})
-- sqlite
insert into "suppliers" ("name", "email", "mobile", "company_id") values (?, ?, ?, ?);
-- postgres
insert into "suppliers" ("name", "email", "mobile", "company_id") values ($1, $2, $3, $4);

-- searchSuppliers("Doli", 0, 20)
-- sqlite
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where (("suppliers"."name" like ? escape '\' or (length("suppliers"."name") <> octet_length("suppliers"."name") and fold_text("suppliers"."name") like ? escape '\')) or ("suppliers"."email" like ? escape '\' or (length("suppliers"."email") <> octet_length("suppliers"."email") and fold_text("suppliers"."email") like ? escape '\')) or ("suppliers"."mobile" like ? escape '\' or (length("suppliers"."mobile") <> octet_length("suppliers"."mobile") and fold_text("suppliers"."mobile") like ? escape '\')) or ("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\'))) order by "suppliers"."id" limit ? offset ?;
select count(*) as "total" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where (("suppliers"."name" like ? escape '\' or (length("suppliers"."name") <> octet_length("suppliers"."name") and fold_text("suppliers"."name") like ? escape '\')) or ("suppliers"."email" like ? escape '\' or (length("suppliers"."email") <> octet_length("suppliers"."email") and fold_text("suppliers"."email") like ? escape '\')) or ("suppliers"."mobile" like ? escape '\' or (length("suppliers"."mobile") <> octet_length("suppliers"."mobile") and fold_text("suppliers"."mobile") like ? escape '\')) or ("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\')));
-- postgres
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where (fold_text("suppliers"."name") like $1 escape '\' or fold_text("suppliers"."email") like $2 escape '\' or fold_text("suppliers"."mobile") like $3 escape '\' or fold_text("companies"."name") like $4 escape '\') order by "suppliers"."id" limit $5 offset $6;
select count(*) as "total" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" where (fold_text("suppliers"."name") like $1 escape '\' or fold_text("suppliers"."email") like $2 escape '\' or fold_text("suppliers"."mobile") like $3 escape '\' or fold_text("companies"."name") like $4 escape '\');

-- updateSupplierRow(7, {"name":"Karim","email":"karim@example.ma","mobile":"0612345678","companyId":3})
-- sqlite
update "suppliers" set "name" = ?, "email" = ?, "mobile" = ?, "company_id" = ? where "id" = ?;
-- postgres
update "suppliers" set "name" = $1, "email" = $2, "mobile" = $3, "company_id" = $4 where "id" = $5;
