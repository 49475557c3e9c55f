-- The SQL of server/src/modules/categories: written by test/infra/sql-files.test.ts, do not edit.

-- findCategory(3)
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where ("id" = ?) and "categories"."shop_id" = ?;
-- postgres
select "id", "name", "default_vat_rate" from "categories" where ("id" = $1) and "categories"."shop_id" = $2;

-- hasCategoryNamed("Parapharmacie", 3)
-- sqlite
select "id" from "categories" where (lower("name") = lower(?) and "id" <> ?) and "categories"."shop_id" = ?;
-- postgres
select "id" from "categories" where (lower("name") = lower($1) and "id" <> $2) and "categories"."shop_id" = $3;

-- insertCategory("Parapharmacie", 20)
-- sqlite
insert into "categories" ("name", "default_vat_rate", "shop_id") values (?, ?, ?);
-- postgres
insert into "categories" ("name", "default_vat_rate", "shop_id") values ($1, $2, $3);

-- listCategories()
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where "categories"."shop_id" = ? order by lower("name"), "id";
-- postgres
select "id", "name", "default_vat_rate" from "categories" where "categories"."shop_id" = $1 order by lower("name"), "id";

-- searchCategories("Para", 0, 20)
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where (("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\'))) and "categories"."shop_id" = ? order by "id" limit ? offset ?;
select count(*) as "total" from "categories" where (("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\'))) and "categories"."shop_id" = ?;
-- postgres
select "id", "name", "default_vat_rate" from "categories" where (fold_text("name") like $1 escape '\') and "categories"."shop_id" = $2 order by "id" limit $3 offset $4;
select count(*) as "total" from "categories" where (fold_text("name") like $1 escape '\') and "categories"."shop_id" = $2;

-- updateCategory(3, "Parapharmacie", 20)
-- sqlite
update "categories" set "name" = ?, "default_vat_rate" = ? where ("id" = ?) and "categories"."shop_id" = ?;
-- postgres
update "categories" set "name" = $1, "default_vat_rate" = $2 where ("id" = $3) and "categories"."shop_id" = $4;
