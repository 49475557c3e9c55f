-- The SQL of server/src/modules/products: written by test/infra/sql-files.test.ts, do not edit.

-- barcodeHolder("6111250290015", 4)
-- sqlite
select "name" from "products" where "barcode" = ? and "id" <> ?;
-- postgres
select "name" from "products" where "barcode" = $1 and "id" <> $2;

-- brandWithDefaultRate(7)
-- sqlite
select "brands"."id", "categories"."default_vat_rate" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" where "brands"."id" = ?;
-- postgres
select "brands"."id", "categories"."default_vat_rate" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" where "brands"."id" = $1;

-- findProduct(4)
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" inner join "units" on "units"."id" = "products"."unit_id" where "products"."id" = ?;
-- postgres
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" inner join "units" on "units"."id" = "products"."unit_id" where "products"."id" = $1;

-- hasTwin({"name":"Doliprane 500","brandId":7,"unitId":2}, 4)
-- sqlite
select "id" from "products" where lower("name") = ? and "brand_id" = ? and "unit_id" = ? and "id" <> ?;
-- postgres
select "id" from "products" where lower("name") = $1 and "brand_id" = $2 and "unit_id" = $3 and "id" <> $4;

-- insertProduct({"name":"Doliprane 500","brandId":7,"unitId":2,"vatRate":7,"barcode":"6111250290015","reorderLevel":10})
-- sqlite
insert into "products" ("name", "brand_id", "unit_id", "vat_rate", "barcode", "reorder_level") values (?, ?, ?, ?, ?, ?);
-- postgres
insert into "products" ("name", "brand_id", "unit_id", "vat_rate", "barcode", "reorder_level") values ($1, $2, $3, $4, $5, $6);

-- latestBatchOfLot("LOT2026-01")
-- sqlite
select "stocks"."batch_number", "stocks"."expire_date", "products"."name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" where upper("stocks"."batch_number") = ? order by "stocks"."expire_date" desc limit ?;
-- postgres
select "stocks"."batch_number", "stocks"."expire_date", "products"."name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" where upper("stocks"."batch_number") = $1 order by "stocks"."expire_date" desc limit $2;

-- lookupProducts("Doli", "2026-06-01")
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where "stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where "stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" inner join "units" on "units"."id" = "products"."unit_id" where "products"."barcode" in (?, ?);
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where "stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where "stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" inner join "categories" on "categories"."id" = "brands"."category_id" inner join "units" on "units"."id" = "products"."unit_id" where "products"."id" in (select rowid from "products_search" where "products_search" match ? order by rowid limit 10) order by "products"."id" limit 10;
-- postgres
select "products"."id" from "products" where "products"."barcode" in ($1, $2) union all select "named"."id" from (select "products"."id" from "products" where (fold_text("products"."name") like $3 escape '\') order by "products"."id" limit 10) as "named" where not exists (select "products"."id" from "products" where "products"."barcode" in ($4, $5));

-- productExists(4)
-- sqlite
select "id" from "products" where "id" = ?;
-- postgres
select "id" from "products" where "id" = $1;

-- searchProducts("Doli", 0, 20)
-- sqlite
select "brands"."id" from "brands" where (("brands"."name" like ? escape '\' or (length("brands"."name") <> octet_length("brands"."name") and fold_text("brands"."name") like ? escape '\')) or "brands"."category_id" in (select "categories"."id" from "categories" where ("categories"."name" like ? escape '\' or (length("categories"."name") <> octet_length("categories"."name") and fold_text("categories"."name") like ? escape '\'))));
select (select "products"."id" from "products" where "products"."barcode" = ?) as "by_code", (select json_group_array(listed.id) from (select rowid as id from "products_search" where "products_search" match ?) as listed) as "by_name", (select json_group_array(listed.id) from ((select "products"."id" from "products" where "products"."brand_id" in (select value from json_each(?)))) as listed) as "by_brand";
-- postgres
select "brands"."id" from "brands" where (fold_text("brands"."name") like $1 escape '\' or "brands"."category_id" in (select "categories"."id" from "categories" where fold_text("categories"."name") like $2 escape '\'));
select (select "products"."id" from "products" where "products"."barcode" = $1) as "by_code", (select coalesce(json_agg(listed.id), '[]') from (select "products"."id" as id from "products" where (fold_text("products"."name") like $2 escape '\')) as listed) as "by_name", (select coalesce(json_agg(listed.id), '[]') from ((select "products"."id" from "products" where "products"."brand_id" = any($3::int[]))) as listed) as "by_brand";

-- unitExists(2)
-- sqlite
select "id" from "units" where "id" = ?;
-- postgres
select "id" from "units" where "id" = $1;

-- updateProduct(4, {"name":"Doliprane 500","brandId":7,"unitId":2,"barcode":null})
-- sqlite
update "products" set "name" = ?, "brand_id" = ?, "unit_id" = ?, "barcode" = ? where "id" = ?;
-- postgres
update "products" set "name" = $1, "brand_id" = $2, "unit_id" = $3, "barcode" = $4 where "id" = $5;
