-- The SQL of server/src/modules/brands: written by test/infra/sql-files.test.ts, do not edit.

-- brandExists(7)
-- sqlite
select "id" from "brands" where ("id" = ?) and "brands"."shop_id" = ?;
-- postgres
select "id" from "brands" where ("id" = $1) and "brands"."shop_id" = $2;

-- categoryName(3)
-- sqlite
select "name" from "categories" where ("id" = ?) and "categories"."shop_id" = ?;
-- postgres
select "name" from "categories" where ("id" = $1) and "categories"."shop_id" = $2;

-- findBrand(7)
-- sqlite
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? where ("brands"."id" = ?) and "brands"."shop_id" = ?;
-- postgres
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $1 where ("brands"."id" = $2) and "brands"."shop_id" = $3;

-- hasBrandNamed("Biorga", 3, 7)
-- sqlite
select "id" from "brands" where ("category_id" = ? and lower("name") = lower(?) and "id" <> ?) and "brands"."shop_id" = ?;
-- postgres
select "id" from "brands" where ("category_id" = $1 and lower("name") = lower($2) and "id" <> $3) and "brands"."shop_id" = $4;

-- insertBrand("Biorga", 3)
-- sqlite
insert into "brands" ("name", "category_id", "shop_id") values (?, ?, ?);
-- postgres
insert into "brands" ("name", "category_id", "shop_id") values ($1, $2, $3);

-- listBrands()
-- sqlite
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? where "brands"."shop_id" = ? order by lower("brands"."name"), "brands"."id";
-- postgres
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $1 where "brands"."shop_id" = $2 order by lower("brands"."name"), "brands"."id";

-- searchBrands("Bio", 0, 20)
-- sqlite
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? where ((("brands"."name" like ? escape '\' or (length("brands"."name") <> octet_length("brands"."name") and fold_text("brands"."name") like ? escape '\')) or ("categories"."name" like ? escape '\' or (length("categories"."name") <> octet_length("categories"."name") and fold_text("categories"."name") like ? escape '\')))) and "brands"."shop_id" = ? order by "brands"."id" limit ? offset ?;
select count(*) as "total" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? where ((("brands"."name" like ? escape '\' or (length("brands"."name") <> octet_length("brands"."name") and fold_text("brands"."name") like ? escape '\')) or ("categories"."name" like ? escape '\' or (length("categories"."name") <> octet_length("categories"."name") and fold_text("categories"."name") like ? escape '\')))) and "brands"."shop_id" = ?;
-- postgres
select "brands"."id", "brands"."name", "categories"."id" as "category_id", "categories"."name" as "category_name" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $1 where ((fold_text("brands"."name") like $2 escape '\' or fold_text("categories"."name") like $3 escape '\')) and "brands"."shop_id" = $4 order by "brands"."id" limit $5 offset $6;
select count(*) as "total" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $1 where ((fold_text("brands"."name") like $2 escape '\' or fold_text("categories"."name") like $3 escape '\')) and "brands"."shop_id" = $4;

-- updateBrand(7, "Biorga", 3)
-- sqlite
update "brands" set "name" = ?, "category_id" = ? where ("id" = ?) and "brands"."shop_id" = ?;
-- postgres
update "brands" set "name" = $1, "category_id" = $2 where ("id" = $3) and "brands"."shop_id" = $4;
