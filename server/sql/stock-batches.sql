-- The SQL of server/src/modules/stock-batches: written by test/infra/sql-files.test.ts, do not edit.

-- batchQuantity(12)
-- sqlite
select "quantity" from "stocks" where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "quantity" from "stocks" where ("id" = $1) and "stocks"."shop_id" = $2;

-- batchesPricedAbove(4, 2450)
-- sqlite
select "id", "batch_number", "selling_price" from "stocks" where ("product_id" = ? and "selling_price" > ?) and "stocks"."shop_id" = ? order by "id";
-- postgres
select "id", "batch_number", "selling_price" from "stocks" where ("product_id" = $1 and "selling_price" > $2) and "stocks"."shop_id" = $3 order by "id" for update;

-- changeBatchQuantity(12, -2)
-- sqlite
update "stocks" set "quantity" = "quantity" + ? where ("id" = ? and "quantity" >= ?) and "stocks"."shop_id" = ? returning "quantity";
-- postgres
update "stocks" set "quantity" = "quantity" + $1 where ("id" = $2 and "quantity" >= $3) and "stocks"."shop_id" = $4 returning "quantity";

-- insertMixComponents(41, [{"stockName":12,"dosage":2},{"stockName":15,"dosage":1}])
-- sqlite
insert into "mixed_stock_components" ("mixed_stock_id", "component_stock_id", "dosage", "shop_id") values (?, ?, ?, ?), (?, ?, ?, ?);
-- postgres
insert into "mixed_stock_components" ("mixed_stock_id", "component_stock_id", "dosage", "shop_id") values ($1, $2, $3, $4), ($5, $6, $7, $8);

-- insertMixedBatch({"productId":40,"buyingPrice":1200,"sellingPrice":3000,"manufactureDate":"2026-06-01","expireDate":"2027-01-31","createdAt":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stocks" ("product_id", "buying_price", "selling_price", "manufacture_date", "expire_date", "created_at", "grn_item_id", "quantity", "initial_quantity", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "stocks" ("product_id", "buying_price", "selling_price", "manufacture_date", "expire_date", "created_at", "grn_item_id", "quantity", "initial_quantity", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning "id";

-- lastMovementOf(12)
-- sqlite
select "id" from "stock_movements" where ("stock_id" = ?) and "stock_movements"."shop_id" = ? order by "id" desc limit ?;
-- postgres
select "id" from "stock_movements" where ("stock_id" = $1) and "stock_movements"."shop_id" = $2 order by "id" desc limit $3;

-- lockStock(12)
-- sqlite
select "id", "product_id", "quantity", "selling_price", "buying_price", "batch_number" from "stocks" where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "id", "product_id", "quantity", "selling_price", "buying_price", "batch_number" from "stocks" where ("id" = $1) and "stocks"."shop_id" = $2 for no key update;

-- mixComponents([12,15])
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."buying_price", "stocks"."expire_date", "products"."name" as "product_name", "products"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? where ("stocks"."id" in (?, ?)) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."buying_price", "stocks"."expire_date", "products"."name" as "product_name", "products"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 where ("stocks"."id" in ($2, $3)) and "stocks"."shop_id" = $4;

-- productNameOf(4)
-- sqlite
select "name" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "name" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- recordPriceChange({"stockId":12,"oldPrice":2400,"newPrice":2550,"userId":1,"at":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stock_price_changes" ("stock_id", "old_price", "new_price", "user_id", "at", "shop_id") values (?, ?, ?, ?, ?, ?);
-- postgres
insert into "stock_price_changes" ("stock_id", "old_price", "new_price", "user_id", "at", "shop_id") values ($1, $2, $3, $4, $5, $6);

-- regulatedPrices([4,7])
-- sqlite
select "id", "name", "ppv" from "products" where ("id" in (?, ?) and "ppv" is not null) and "products"."shop_id" = ?;
-- postgres
select "id", "name", "ppv" from "products" where ("id" in ($1, $2) and "ppv" is not null) and "products"."shop_id" = $3 for share;

-- setSellingPrice(12, 2550)
-- sqlite
update "stocks" set "selling_price" = ? where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
update "stocks" set "selling_price" = $1 where ("id" = $2) and "stocks"."shop_id" = $3;

-- takeFromBatch(12, 3)
-- sqlite
update "stocks" set "quantity" = "quantity" - ? where ("id" = ? and "quantity" >= ?) and "stocks"."shop_id" = ? returning "product_id", "selling_price", "buying_price";
-- postgres
update "stocks" set "quantity" = "quantity" - $1 where ("id" = $2 and "quantity" >= $3) and "stocks"."shop_id" = $4 returning "product_id", "selling_price", "buying_price";
