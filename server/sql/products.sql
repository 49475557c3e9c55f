-- The SQL of server/src/modules/products: written by test/infra/sql-files.test.ts, do not edit.

-- barcodeHolder("6111250290015", 4)
-- sqlite
select "name" from "products" where ("barcode" = ? and "id" <> ?) and "products"."shop_id" = ?;
-- postgres
select "name" from "products" where ("barcode" = $1 and "id" <> $2) and "products"."shop_id" = $3;

-- batchesOfLot(4, "lot2026-01")
-- sqlite
select "stocks"."id", "stocks"."batch_number", "stocks"."expire_date" from "stocks" where (upper("stocks"."batch_number") = ? and "stocks"."product_id" = ? and "stocks"."quantity" > ?) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."id", "stocks"."batch_number", "stocks"."expire_date" from "stocks" where (upper("stocks"."batch_number") = $1 and "stocks"."product_id" = $2 and "stocks"."quantity" > $3) and "stocks"."shop_id" = $4;

-- brandWithDefaultRate(7)
-- sqlite
select "brands"."id", "categories"."default_vat_rate" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? where ("brands"."id" = ?) and "brands"."shop_id" = ?;
-- postgres
select "brands"."id", "categories"."default_vat_rate" from "brands" inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $1 where ("brands"."id" = $2) and "brands"."shop_id" = $3;

-- findProduct(4)
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("products"."id" = ?) and "products"."shop_id" = ?;
-- postgres
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $1 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $2 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $3 where ("products"."id" = $4) and "products"."shop_id" = $5;

-- hasTwin({"name":"Doliprane 500","brandId":7,"unitId":2}, 4)
-- sqlite
select "id" from "products" where (lower("name") = ? and "brand_id" = ? and "unit_id" = ? and "id" <> ?) and "products"."shop_id" = ?;
-- postgres
select "id" from "products" where (lower("name") = $1 and "brand_id" = $2 and "unit_id" = $3 and "id" <> $4) and "products"."shop_id" = $5;

-- insertProduct({"name":"Doliprane 500","brandId":7,"unitId":2,"vatRate":7,"barcode":"6111250290015","reorderLevel":10})
-- sqlite
insert into "products" ("name", "brand_id", "unit_id", "vat_rate", "barcode", "reorder_level", "shop_id") values (?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "products" ("name", "brand_id", "unit_id", "vat_rate", "barcode", "reorder_level", "shop_id") values ($1, $2, $3, $4, $5, $6, $7) returning "id";

-- latestBatchOfLot("LOT2026-01")
-- sqlite
select "stocks"."batch_number", "stocks"."expire_date", "products"."name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? where (upper("stocks"."batch_number") = ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date" desc limit ?;
-- postgres
select "stocks"."batch_number", "stocks"."expire_date", "products"."name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 where (upper("stocks"."batch_number") = $2) and "stocks"."shop_id" = $3 order by "stocks"."expire_date" desc limit $4;

-- lookupCodes(["06111250290012","6111250290012"], "2026-06-01")
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("products"."barcode" in (?, ?, ?, ?)) and "products"."shop_id" = ?;
-- postgres
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $1) and "stocks"."shop_id" = $2) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $3) and "stocks"."shop_id" = $4 order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $5 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $6 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $7 where ("products"."barcode" in ($8, $9, $10, $11)) and "products"."shop_id" = $12;

-- lookupProducts("Doli", "2026-06-01")
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("products"."barcode" in (?, ?)) and "products"."shop_id" = ?;
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where ("products"."id" in (select rowid from "products_search" where "products_search" match ? and (select shop_id from "products" as own where own.id = "products_search".rowid) = ? order by rowid limit 10)) and "products"."shop_id" = ? order by "products"."id" limit 10;
-- postgres
select "products"."id" from "products" where ("products"."barcode" in ($1, $2)) and "products"."shop_id" = $3 union all select "named"."id" from (select "products"."id" from "products" where ((((fold_text("products"."name") like $4 escape '\' or fold_text("products"."dci_names") like $5 escape '\')) and "products"."shop_id" = $6) and "products"."shop_id" = $7) and "products"."shop_id" = $8 order by "products"."id" limit 10) as "named" where not exists (select "products"."id" from "products" where ((("products"."barcode" in ($9, $10)) and "products"."shop_id" = $11) and "products"."shop_id" = $12) and "products"."shop_id" = $13);

-- medicineOf(4)
-- sqlite
select "dci", "form" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "dci", "form" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- packForUnitProduct(4)
-- sqlite
select "products"."name", "products"."brand_id", "products"."vat_rate", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "products"."dci_names", "products"."equivalence_key", exists (select "packs"."id" from "products" as "packs" where ("packs"."unit_product_id" = "products"."id") and "packs"."shop_id" = ?) as "is_unit_product" from "products" where ("products"."id" = ?) and "products"."shop_id" = ?;
-- postgres
select "products"."name", "products"."brand_id", "products"."vat_rate", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "products"."dci_names", "products"."equivalence_key", exists (select "packs"."id" from "products" as "packs" where ("packs"."unit_product_id" = "products"."id") and "packs"."shop_id" = $1) as "is_unit_product" from "products" where ("products"."id" = $2) and "products"."shop_id" = $3;

-- productAndEquivalents(4, "2026-06-01")
-- sqlite
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ?) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) and "stocks"."shop_id" = ? order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = ? inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = ? where (("products"."id" = ? or "products"."equivalence_key" = (select "own"."equivalence_key" from "products" as "own" where ("own"."id" = ?) and "own"."shop_id" = ?))) and "products"."shop_id" = ?;
-- postgres
select "products"."id", "products"."name", "products"."vat_rate", "products"."barcode", "products"."reorder_level", "products"."dci", "products"."form", "products"."units_per_pack", "products"."ppv", "products"."pph", "products"."schedule", "products"."prescription_required", "products"."sell_by_unit", "products"."unit_product_id", "brands"."id" as "brand_id", "brands"."name" as "brand_name", "categories"."id" as "category_id", "categories"."name" as "category_name", "units"."id" as "unit_id", "units"."name" as "unit_name", (select sum("stocks"."quantity") as "quantity" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $1) and "stocks"."shop_id" = $2) as "available_quantity", (select "stocks"."selling_price" from "stocks" where ("stocks"."product_id" = "products"."id" and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $3) and "stocks"."shop_id" = $4 order by "stocks"."expire_date", "stocks"."id" limit 1) as "first_price" from "products" inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $5 inner join "categories" on "categories"."id" = "brands"."category_id" and "categories"."shop_id" = $6 inner join "units" on "units"."id" = "products"."unit_id" and "units"."shop_id" = $7 where (("products"."id" = $8 or "products"."equivalence_key" = (select "own"."equivalence_key" from "products" as "own" where ("own"."id" = $9) and "own"."shop_id" = $10))) and "products"."shop_id" = $11;

-- productExists(4)
-- sqlite
select "id" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "id" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- searchProducts("Doli", 0, 20)
-- sqlite
select "brands"."id" from "brands" where ((("brands"."name" like ? escape '\' or (length("brands"."name") <> octet_length("brands"."name") and fold_text("brands"."name") like ? escape '\')) or "brands"."category_id" in (select "categories"."id" from "categories" where ((("categories"."name" like ? escape '\' or (length("categories"."name") <> octet_length("categories"."name") and fold_text("categories"."name") like ? escape '\'))) and "categories"."shop_id" = ?) and "categories"."shop_id" = ?))) and "brands"."shop_id" = ?;
select (select "products"."id" from "products" where ("products"."barcode" = ?) and "products"."shop_id" = ?) as "by_code", (select json_group_array(listed.id) from (select rowid as id from "products_search" where "products_search" match ?
      and (select shop_id from "products" as own where own.id = "products_search".rowid) = ?) as listed) as "by_name", (select json_group_array(listed.id) from ((select "products"."id" from "products" where (("products"."brand_id" in (select value from json_each(?))) and "products"."shop_id" = ?) and "products"."shop_id" = ?)) as listed) as "by_brand";
-- postgres
select "brands"."id" from "brands" where ((fold_text("brands"."name") like $1 escape '\' or "brands"."category_id" in (select "categories"."id" from "categories" where ((fold_text("categories"."name") like $2 escape '\') and "categories"."shop_id" = $3) and "categories"."shop_id" = $4))) and "brands"."shop_id" = $5;
select (select "products"."id" from "products" where ("products"."barcode" = $1) and "products"."shop_id" = $2) as "by_code", (select coalesce(json_agg(listed.id), '[]') from (select "products"."id" as id from "products"
    where (fold_text("products"."name") like $3 escape '\' or fold_text("products"."dci_names") like $4 escape '\') and "products"."shop_id" = $5) as listed) as "by_name", (select coalesce(json_agg(listed.id), '[]') from ((select "products"."id" from "products" where (("products"."brand_id" = any($6::int[])) and "products"."shop_id" = $7) and "products"."shop_id" = $8)) as listed) as "by_brand";

-- unitExists(2)
-- sqlite
select "id" from "units" where ("id" = ?) and "units"."shop_id" = ?;
-- postgres
select "id" from "units" where ("id" = $1) and "units"."shop_id" = $2;

-- unitOfProduct(9)
-- sqlite
select "unit_id" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "unit_id" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- updateProduct(4, {"name":"Doliprane 500","brandId":7,"unitId":2,"barcode":null})
-- sqlite
update "products" set "name" = ?, "brand_id" = ?, "unit_id" = ?, "barcode" = ? where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
update "products" set "name" = $1, "brand_id" = $2, "unit_id" = $3, "barcode" = $4 where ("id" = $5) and "products"."shop_id" = $6;
