-- The SQL of server/src/modules/companies: written by test/infra/sql-files.test.ts, do not edit.

-- companyNameTaken("Sothema", 4)
-- sqlite
select "id" from "companies" where (lower("name") = ? and "id" <> ?) and "companies"."shop_id" = ?;
-- postgres
select "id" from "companies" where (lower("name") = $1 and "id" <> $2) and "companies"."shop_id" = $3;

-- findCompany(4)
-- sqlite
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where ("id" = ?) and "companies"."shop_id" = ?;
-- postgres
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where ("id" = $1) and "companies"."shop_id" = $2;

-- insertCompany({"name":"Sothema","email":"contact@sothema.ma","mobile":"0522000000","address":"Bouskoura"})
-- sqlite
insert into "companies" ("name", "email", "mobile", "address", "shop_id") values (?, ?, ?, ?, ?);
-- postgres
insert into "companies" ("name", "email", "mobile", "address", "shop_id") values ($1, $2, $3, $4, $5);

-- listCompanies()
-- sqlite
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where "companies"."shop_id" = ? order by "name", "id";
-- postgres
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where "companies"."shop_id" = $1 order by "name", "id";

-- searchCompanies("Soth", 0, 20)
-- sqlite
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where ((("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\')) or ("companies"."email" like ? escape '\' or (length("companies"."email") <> octet_length("companies"."email") and fold_text("companies"."email") like ? escape '\')) or ("companies"."mobile" like ? escape '\' or (length("companies"."mobile") <> octet_length("companies"."mobile") and fold_text("companies"."mobile") like ? escape '\')) or ("companies"."address" like ? escape '\' or (length("companies"."address") <> octet_length("companies"."address") and fold_text("companies"."address") like ? escape '\')))) and "companies"."shop_id" = ? order by "companies"."id" limit ? offset ?;
select count(*) as "total" from "companies" where ((("companies"."name" like ? escape '\' or (length("companies"."name") <> octet_length("companies"."name") and fold_text("companies"."name") like ? escape '\')) or ("companies"."email" like ? escape '\' or (length("companies"."email") <> octet_length("companies"."email") and fold_text("companies"."email") like ? escape '\')) or ("companies"."mobile" like ? escape '\' or (length("companies"."mobile") <> octet_length("companies"."mobile") and fold_text("companies"."mobile") like ? escape '\')) or ("companies"."address" like ? escape '\' or (length("companies"."address") <> octet_length("companies"."address") and fold_text("companies"."address") like ? escape '\')))) and "companies"."shop_id" = ?;
-- postgres
select "companies"."id", "companies"."name", "companies"."address", "companies"."email", "companies"."mobile" from "companies" where ((fold_text("companies"."name") like $1 escape '\' or fold_text("companies"."email") like $2 escape '\' or fold_text("companies"."mobile") like $3 escape '\' or fold_text("companies"."address") like $4 escape '\')) and "companies"."shop_id" = $5 order by "companies"."id" limit $6 offset $7;
select count(*) as "total" from "companies" where ((fold_text("companies"."name") like $1 escape '\' or fold_text("companies"."email") like $2 escape '\' or fold_text("companies"."mobile") like $3 escape '\' or fold_text("companies"."address") like $4 escape '\')) and "companies"."shop_id" = $5;

-- updateCompany(4, {"name":"Sothema","email":"contact@sothema.ma","mobile":"0522000000","address":"Bouskoura"})
-- sqlite
update "companies" set "name" = ?, "email" = ?, "mobile" = ?, "address" = ? where ("id" = ?) and "companies"."shop_id" = ?;
-- postgres
update "companies" set "name" = $1, "email" = $2, "mobile" = $3, "address" = $4 where ("id" = $5) and "companies"."shop_id" = $6;
