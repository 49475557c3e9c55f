-- The SQL of server/src/modules/stock-search: written by test/infra/sql-files.test.ts, do not edit.

-- lotMatching({"productName":"LOT2026-01"})
-- sqlite
select "id" from "stocks" where (upper("batch_number") = ? and "stocks"."quantity" > 0) and "stocks"."shop_id" = ?;
-- postgres
select "id" from "stocks" where (upper("batch_number") = $1 and "stocks"."quantity" > 0) and "stocks"."shop_id" = $2;

-- matchingPage({"productIds":[4,9],"sellingPriceFrom":10,"expireDateTo":"2026-12-31","today":"2026-06-01"}, 0, 20)
-- sqlite
with "matching" as not materialized (select "stocks"."id", "stocks"."expire_date" from "stocks" where (("stocks"."quantity" > 0 and "stocks"."product_id" in (select value from json_each(?)) and "stocks"."selling_price" >= ? and "stocks"."expire_date" <= ?) and "stocks"."shop_id" = ?) and "stocks"."shop_id" = ?) select (select json_group_array("stocks"."id" order by "stocks"."expire_date", "stocks"."id") as "ids" from (select "matching"."id", "matching"."expire_date" from "matching" order by "matching"."expire_date", "matching"."id" limit 20 offset ?) as "stocks") as "ids", (select count(*) as "total" from "matching") as "total";
-- postgres
with "matching" as materialized (select "stocks"."id", "stocks"."expire_date" from "stocks" where (("stocks"."quantity" > 0 and "stocks"."product_id" = any($1::int[]) and "stocks"."selling_price" >= $2 and "stocks"."expire_date" <= $3) and "stocks"."shop_id" = $4) and "stocks"."shop_id" = $5) select (select coalesce(json_agg("stocks"."id" order by "stocks"."expire_date", "stocks"."id"), '[]') as "ids" from (select "matching"."id", "matching"."expire_date" from "matching" order by "matching"."expire_date", "matching"."id" limit 20 offset $6) as "stocks") as "ids", (select count(*) as "total" from "matching") as "total";

-- productsMatching({"productName":"Doli","categoryId":3})
-- sqlite
select "brands"."id" from "brands" where ("brands"."category_id" = ?) and "brands"."shop_id" = ?;
-- postgres
select "brands"."id" from "brands" where ("brands"."category_id" = $1) and "brands"."shop_id" = $2;

-- readNearExpiryDays()
-- sqlite
select "near_expiry_days" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "near_expiry_days" from "shop_settings" where "shop_settings"."shop_id" = $1;

-- stockLinesWithIds([12,15])
-- sqlite
select "stocks"."id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit", (select "near_expiry_days" from "shop_settings" where "shop_settings"."shop_id" = ?) as "near_expiry_days" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("stocks"."id" in (select value from json_each(?)) and "stocks"."quantity" > 0) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id";
-- postgres
select "stocks"."id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit", (select "near_expiry_days" from "shop_settings" where "shop_settings"."shop_id" = $1) as "near_expiry_days" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $2 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $3 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $4 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $5 where ("stocks"."id" = any($6::int[]) and "stocks"."quantity" > 0) and "stocks"."shop_id" = $7 order by "stocks"."expire_date", "stocks"."id";
