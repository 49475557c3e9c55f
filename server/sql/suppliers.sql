-- The SQL of server/src/modules/suppliers: written by test/infra/sql-files.test.ts, do not edit.

-- findCompanyId(3)
-- sqlite
select "id" from "companies" where ("id" = ?) and "companies"."shop_id" = ?;
-- postgres
select "id" from "companies" where ("id" = $1) and "companies"."shop_id" = $2;

-- findSupplier(7)
-- sqlite
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? where ("suppliers"."id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $1 where ("suppliers"."id" = $2) and "suppliers"."shop_id" = $3;

-- findSupplierId(7)
-- sqlite
select "id" from "suppliers" where ("id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
select "id" from "suppliers" where ("id" = $1) and "suppliers"."shop_id" = $2;

-- insertSupplier({"name":"Karim","email":"karim@example.ma","mobile":"0612345678","companyId":3})
-- sqlite
insert into "suppliers" ("name", "email", "mobile", "company_id", "shop_id") values (?, ?, ?, ?, ?);
-- postgres
insert into "suppliers" ("name", "email", "mobile", "company_id", "shop_id") values ($1, $2, $3, $4, $5);

-- searchSuppliers("Doli", 0, 20)
-- sqlite
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? where ((("suppliers"."name" like ? escape '\' or (length("suppliers"."name") <> octet_length("suppliers"."name") and fold_text("suppliers"."name") like ? escape '\')) or ("suppliers"."email" like ? escape '\' or (length("suppliers"."email") <> octet_length("suppliers"."email") and fold_text("suppliers"."email") like ? escape '\')) or ("suppliers"."mobile" like ? escape '\' or (length("suppliers"."mobile") <> octet_length("suppliers"."mobile") and fold_text("suppliers"."mobile") like ? escape '\')) or ("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\')))) and "suppliers"."shop_id" = ? order by "suppliers"."id" limit ? offset ?;
select count(*) as "total" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? where ((("suppliers"."name" like ? escape '\' or (length("suppliers"."name") <> octet_length("suppliers"."name") and fold_text("suppliers"."name") like ? escape '\')) or ("suppliers"."email" like ? escape '\' or (length("suppliers"."email") <> octet_length("suppliers"."email") and fold_text("suppliers"."email") like ? escape '\')) or ("suppliers"."mobile" like ? escape '\' or (length("suppliers"."mobile") <> octet_length("suppliers"."mobile") and fold_text("suppliers"."mobile") like ? escape '\')) or ("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\')))) and "suppliers"."shop_id" = ?;
-- postgres
select "suppliers"."id", "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."id" as "company_id", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $1 where ((fold_text("suppliers"."name") like $2 escape '\' or fold_text("suppliers"."email") like $3 escape '\' or fold_text("suppliers"."mobile") like $4 escape '\' or fold_text("companies"."name") like $5 escape '\')) and "suppliers"."shop_id" = $6 order by "suppliers"."id" limit $7 offset $8;
select count(*) as "total" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $1 where ((fold_text("suppliers"."name") like $2 escape '\' or fold_text("suppliers"."email") like $3 escape '\' or fold_text("suppliers"."mobile") like $4 escape '\' or fold_text("companies"."name") like $5 escape '\')) and "suppliers"."shop_id" = $6;

-- updateSupplierRow(7, {"name":"Karim","email":"karim@example.ma","mobile":"0612345678","companyId":3})
-- sqlite
update "suppliers" set "name" = ?, "email" = ?, "mobile" = ?, "company_id" = ? where ("id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
update "suppliers" set "name" = $1, "email" = $2, "mobile" = $3, "company_id" = $4 where ("id" = $5) and "suppliers"."shop_id" = $6;
