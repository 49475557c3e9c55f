-- The SQL of server/src/modules/categories: written by test/infra/sql-files.test.ts, do not edit.

-- findCategory(3)
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where "id" = ?;
-- postgres
select "id", "name", "default_vat_rate" from "categories" where "id" = $1;

-- hasCategoryNamed("Parapharmacie", 3)
-- sqlite
select "id" from "categories" where lower("name") = lower(?) and "id" <> ?;
-- postgres
select "id" from "categories" where lower("name") = lower($1) and "id" <> $2;

-- insertCategory("Parapharmacie", 20)
-- sqlite
insert into "categories" ("name", "default_vat_rate") values (?, ?);
-- postgres
insert into "categories" ("name", "default_vat_rate") values ($1, $2);

-- listCategories()
-- sqlite
select "id", "name", "default_vat_rate" from "categories" order by lower("name"), "id";
-- postgres
select "id", "name", "default_vat_rate" from "categories" order by lower("name"), "id";

-- searchCategories("Para", 0, 20)
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where ("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\')) order by "id" limit ? offset ?;
select count(*) as "total" from "categories" where ("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\'));
-- postgres
select "id", "name", "default_vat_rate" from "categories" where fold_text("name") like $1 escape '\' order by "id" limit $2 offset $3;
select count(*) as "total" from "categories" where fold_text("name") like $1 escape '\';

-- updateCategory(3, "Parapharmacie", 20)
-- sqlite
update "categories" set "name" = ?, "default_vat_rate" = ? where "id" = ?;
-- postgres
update "categories" set "name" = $1, "default_vat_rate" = $2 where "id" = $3;
