-- The SQL of server/src/modules/alerts: written by test/infra/sql-files.test.ts, do not edit.

-- administratorEmails()
-- sqlite
select "email" from "users" where ("role" = ? and "is_enabled" = ? and "email" <> ?) and "users"."shop_id" = ? order by "id";
-- postgres
select "email" from "users" where ("role" = $1 and "is_enabled" = $2 and "email" <> $3) and "users"."shop_id" = $4 order by "id";

-- batchesExpiring({"from":"2026-06-01","to":"2026-08-30"}, 3)
-- sqlite
select "stocks"."id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("stocks"."quantity" > 0 and "stocks"."product_id" in (select "products"."id" from "products" where (("products"."brand_id" in (select "brands"."id" from "brands" where (("brands"."category_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) and "stocks"."expire_date" >= ? and "stocks"."expire_date" <= ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id" limit ?;
select count(*) as "count", sum(cast("stocks"."quantity" as bigint) * "stocks"."buying_price") as "cost" from "stocks" where ("stocks"."quantity" > 0 and "stocks"."product_id" in (select "products"."id" from "products" where (("products"."brand_id" in (select "brands"."id" from "brands" where (("brands"."category_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) and "stocks"."expire_date" >= ? and "stocks"."expire_date" <= ?) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $3 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $4 where ("stocks"."quantity" > 0 and "stocks"."product_id" in (select "products"."id" from "products" where (("products"."brand_id" in (select "brands"."id" from "brands" where (("brands"."category_id" = $5) and "brands"."shop_id" = $6) and "brands"."shop_id" = $7)) and "products"."shop_id" = $8) and "products"."shop_id" = $9) and "stocks"."expire_date" >= $10 and "stocks"."expire_date" <= $11) and "stocks"."shop_id" = $12 order by "stocks"."expire_date", "stocks"."id" limit $13;
select count(*) as "count", sum(cast("stocks"."quantity" as bigint) * "stocks"."buying_price") as "cost" from "stocks" where ("stocks"."quantity" > 0 and "stocks"."product_id" in (select "products"."id" from "products" where (("products"."brand_id" in (select "brands"."id" from "brands" where (("brands"."category_id" = $1) and "brands"."shop_id" = $2) and "brands"."shop_id" = $3)) and "products"."shop_id" = $4) and "products"."shop_id" = $5) and "stocks"."expire_date" >= $6 and "stocks"."expire_date" <= $7) and "stocks"."shop_id" = $8;

-- categoryName(3)
-- sqlite
select "name" from "categories" where ("id" = ?) and "categories"."shop_id" = ?;
-- postgres
select "name" from "categories" where ("id" = $1) and "categories"."shop_id" = $2;

-- claimDigestDay("2026-06-01", "2026-06-01T06:00:00.000Z")
-- sqlite
insert into "alert_digests" ("day", "claimed_at", "shop_id") values (?, ?, ?) on conflict ("shop_id", "day") do nothing returning "day";
-- postgres
insert into "alert_digests" ("day", "claimed_at", "shop_id") values ($1, $2, $3) on conflict ("shop_id", "day") do nothing returning "day";

-- countBatchesExpiring({"to":"2026-05-31"})
-- sqlite
select count(*) as "total" from "stocks" where ("stocks"."quantity" > 0 and "stocks"."expire_date" <= ?) and "stocks"."shop_id" = ?;
-- postgres
select count(*) as "total" from "stocks" where ("stocks"."quantity" > 0 and "stocks"."expire_date" <= $1) and "stocks"."shop_id" = $2;

-- countLowStock("2026-06-01")
-- sqlite
select count(*) as "total" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) and "stocks"."shop_id" = ?), 0) as "quantity" from "products" where (("products"."reorder_level" is not null) and "products"."shop_id" = ?) and "products"."shop_id" = ?) as "levels" where "levels"."quantity" <= "levels"."reorder_level";
-- postgres
select count(*) as "total" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $1) and "stocks"."shop_id" = $2) and "stocks"."shop_id" = $3), 0) as "quantity" from "products" where (("products"."reorder_level" is not null) and "products"."shop_id" = $4) and "products"."shop_id" = $5) as "levels" where "levels"."quantity" <= "levels"."reorder_level";

-- digestSettings()
-- sqlite
select "alert_digest_hour", "document_language", "name" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "alert_digest_hour", "document_language", "name" from "shop_settings" where "shop_settings"."shop_id" = $1;

-- lowStock("2026-06-01", 3)
-- sqlite
select "levels"."quantity", "levels"."reorder_level", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) and "stocks"."shop_id" = ?), 0) as "quantity" from "products" where (("products"."reorder_level" is not null and "products"."id" in (select "products"."id" from "products" where ((("products"."brand_id" in (select "brands"."id" from "brands" where (((("brands"."category_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) and "products"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) as "levels" inner join "products" on "products"."id" = "levels"."id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where "levels"."quantity" <= "levels"."reorder_level" order by "levels"."quantity", "products"."name", "products"."id" limit ?;
select count(*) as "total" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) and "stocks"."shop_id" = ?), 0) as "quantity" from "products" where (("products"."reorder_level" is not null and "products"."id" in (select "products"."id" from "products" where ((("products"."brand_id" in (select "brands"."id" from "brands" where (((("brands"."category_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?) and "brands"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) and "products"."shop_id" = ?)) and "products"."shop_id" = ?) and "products"."shop_id" = ?) as "levels" where "levels"."quantity" <= "levels"."reorder_level";
-- postgres
select "levels"."quantity", "levels"."reorder_level", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", "products"."units_per_pack", "products"."sell_by_unit" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $1) and "stocks"."shop_id" = $2) and "stocks"."shop_id" = $3), 0) as "quantity" from "products" where (("products"."reorder_level" is not null and "products"."id" in (select "products"."id" from "products" where ((("products"."brand_id" in (select "brands"."id" from "brands" where (((("brands"."category_id" = $4) and "brands"."shop_id" = $5) and "brands"."shop_id" = $6) and "brands"."shop_id" = $7) and "brands"."shop_id" = $8)) and "products"."shop_id" = $9) and "products"."shop_id" = $10) and "products"."shop_id" = $11)) and "products"."shop_id" = $12) and "products"."shop_id" = $13) as "levels" inner join "products" on "products"."id" = "levels"."id" and "products"."shop_id" = $14 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $15 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $16 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $17 where "levels"."quantity" <= "levels"."reorder_level" order by "levels"."quantity", "products"."name", "products"."id" limit $18;
select count(*) as "total" from (select "products"."id", "products"."reorder_level", coalesce((select sum("stocks"."quantity") as "units" from "stocks" where (("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $1) and "stocks"."shop_id" = $2) and "stocks"."shop_id" = $3), 0) as "quantity" from "products" where (("products"."reorder_level" is not null and "products"."id" in (select "products"."id" from "products" where ((("products"."brand_id" in (select "brands"."id" from "brands" where (((("brands"."category_id" = $4) and "brands"."shop_id" = $5) and "brands"."shop_id" = $6) and "brands"."shop_id" = $7) and "brands"."shop_id" = $8)) and "products"."shop_id" = $9) and "products"."shop_id" = $10) and "products"."shop_id" = $11)) and "products"."shop_id" = $12) and "products"."shop_id" = $13) as "levels" where "levels"."quantity" <= "levels"."reorder_level";

-- markDigestSent("2026-06-01", "2026-06-01T06:00:02.000Z", 2)
-- sqlite
update "alert_digests" set "sent_at" = ?, "recipients" = ? where ("day" = ?) and "alert_digests"."shop_id" = ?;
-- postgres
update "alert_digests" set "sent_at" = $1, "recipients" = $2 where ("day" = $3) and "alert_digests"."shop_id" = $4;

-- releaseDigestDay("2026-06-01")
-- sqlite
delete from "alert_digests" where ("day" = ?) and "alert_digests"."shop_id" = ?;
-- postgres
delete from "alert_digests" where ("day" = $1) and "alert_digests"."shop_id" = $2;
