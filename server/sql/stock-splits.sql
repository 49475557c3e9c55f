-- The SQL of server/src/modules/stock-splits: written by test/infra/sql-files.test.ts, do not edit.

-- addOpenedUnits(40, 20)
-- sqlite
update "stocks" set "quantity" = "quantity" + ?, "initial_quantity" = "initial_quantity" + ? where ("id" = ?) and "stocks"."shop_id" = ? returning "quantity";
-- postgres
update "stocks" set "quantity" = "quantity" + $1, "initial_quantity" = "initial_quantity" + $2 where ("id" = $3) and "stocks"."shop_id" = $4 returning "quantity";

-- insertSplit({"packStockId":12,"unitStockId":40,"packs":2,"unitsPerPack":10,"userId":1,"at":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stock_splits" ("pack_stock_id", "unit_stock_id", "packs", "units_per_pack", "user_id", "at", "shop_id") values (?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "stock_splits" ("pack_stock_id", "unit_stock_id", "packs", "units_per_pack", "user_id", "at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7);

-- insertUnitBatch({"productId":9,"quantity":20,"sellingPrice":208,"buyingPrice":140,"batchNumber":"LOT2026-01","manufactureDate":"2026-01-01","expireDate":"2027-01-31","createdAt":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stocks" ("product_id", "quantity", "selling_price", "buying_price", "batch_number", "manufacture_date", "expire_date", "created_at", "grn_item_id", "initial_quantity", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "stocks" ("product_id", "quantity", "selling_price", "buying_price", "batch_number", "manufacture_date", "expire_date", "created_at", "grn_item_id", "initial_quantity", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning "id";

-- lockSplitBatch(12)
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."batch_number", "stocks"."manufacture_date", "stocks"."expire_date" from "stocks" where ("stocks"."id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."batch_number", "stocks"."manufacture_date", "stocks"."expire_date" from "stocks" where ("stocks"."id" = $1) and "stocks"."shop_id" = $2 for no key update;

-- openedUnitBatch(12, 9, 208)
-- sqlite
select "stocks"."id" from "stock_splits" inner join "stocks" on "stocks"."id" = "stock_splits"."unit_stock_id" and "stocks"."shop_id" = ? where ("stock_splits"."pack_stock_id" = ? and "stocks"."product_id" = ? and "stocks"."selling_price" = ?) and "stock_splits"."shop_id" = ? order by "stocks"."id" desc limit ?;
-- postgres
select "stocks"."id" from "stock_splits" inner join "stocks" on "stocks"."id" = "stock_splits"."unit_stock_id" and "stocks"."shop_id" = $1 where ("stock_splits"."pack_stock_id" = $2 and "stocks"."product_id" = $3 and "stocks"."selling_price" = $4) and "stock_splits"."shop_id" = $5 order by "stocks"."id" desc limit $6;

-- packOf(4)
-- sqlite
select "name", "units_per_pack", "sell_by_unit", "unit_product_id" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "name", "units_per_pack", "sell_by_unit", "unit_product_id" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- packsOfUnits([9,11])
-- sqlite
select "packs"."id" as "pack_product_id", "packs"."units_per_pack", "units"."id" as "unit_product_id", "units"."name" as "unit_name" from "products" as "packs" inner join "products" as "units" on "units"."id" = "packs"."unit_product_id" and "units"."shop_id" = ? where ("packs"."unit_product_id" in (select value from json_each(?)) and "packs"."sell_by_unit" = ? and "packs"."units_per_pack" > ?) and "packs"."shop_id" = ?;
-- postgres
select "packs"."id" as "pack_product_id", "packs"."units_per_pack", "units"."id" as "unit_product_id", "units"."name" as "unit_name" from "products" as "packs" inner join "products" as "units" on "units"."id" = "packs"."unit_product_id" and "units"."shop_id" = $1 where ("packs"."unit_product_id" = any($2::int[]) and "packs"."sell_by_unit" = $3 and "packs"."units_per_pack" > $4) and "packs"."shop_id" = $5;

-- saleOfUnitsBatches([12], [4,9], [9], "2026-06-01")
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."batch_number", "stocks"."manufacture_date", "stocks"."expire_date" from "stocks" where (("stocks"."id" in (select value from json_each(?)) or ("stocks"."product_id" in (select value from json_each(?)) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?) or ("stocks"."product_id" in (select value from json_each(?)) and "stocks"."expire_date" >= ?))) and "stocks"."shop_id" = ? order by "stocks"."id";
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."selling_price", "stocks"."buying_price", "stocks"."batch_number", "stocks"."manufacture_date", "stocks"."expire_date" from "stocks" where (("stocks"."id" = any($1::int[]) or ("stocks"."product_id" = any($2::int[]) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $3) or ("stocks"."product_id" = any($4::int[]) and "stocks"."expire_date" >= $5))) and "stocks"."shop_id" = $6 order by "stocks"."id" for no key update;
