-- The SQL of server/src/modules/stock-batches: written by test/infra/sql-files.test.ts, do not edit.

-- batchQuantity(12)
-- sqlite
select "quantity" from "stocks" where "id" = ?;
-- postgres
select "quantity" from "stocks" where "id" = $1;

-- changeBatchQuantity(12, -2)
-- sqlite
update "stocks" set "quantity" = "quantity" + ? where "id" = ? and "quantity" >= ? returning "quantity";
-- postgres
update "stocks" set "quantity" = "quantity" + $1 where "id" = $2 and "quantity" >= $3 returning "quantity";

-- insertMixComponents(41, [{"stockName":12,"dosage":2},{"stockName":15,"dosage":1}])
-- sqlite
insert into "mixed_stock_components" ("mixed_stock_id", "component_stock_id", "dosage") values (?, ?, ?), (?, ?, ?);
-- postgres
insert into "mixed_stock_components" ("mixed_stock_id", "component_stock_id", "dosage") values ($1, $2, $3), ($4, $5, $6);

-- insertMixedBatch({"productId":40,"buyingPrice":1200,"sellingPrice":3000,"manufactureDate":"2026-06-01","expireDate":"2027-01-31","createdAt":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stocks" ("product_id", "buying_price", "selling_price", "manufacture_date", "expire_date", "created_at", "grn_item_id", "quantity", "initial_quantity") values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "stocks" ("product_id", "buying_price", "selling_price", "manufacture_date", "expire_date", "created_at", "grn_item_id", "quantity", "initial_quantity") values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning "id";

-- lastMovementOf(12)
-- sqlite
select "id" from "stock_movements" where "stock_id" = ? order by "id" desc limit ?;
-- postgres
select "id" from "stock_movements" where "stock_id" = $1 order by "id" desc limit $2;

-- lockStock(12)
-- sqlite
select "id", "product_id", "quantity", "selling_price", "buying_price", "batch_number" from "stocks" where "id" = ?;
-- postgres
select "id", "product_id", "quantity", "selling_price", "buying_price", "batch_number" from "stocks" where "id" = $1 for update;

-- mixComponents([12,15])
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."buying_price", "stocks"."expire_date", "products"."name" as "product_name", "products"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" where "stocks"."id" in (?, ?);
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."buying_price", "stocks"."expire_date", "products"."name" as "product_name", "products"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" where "stocks"."id" in ($1, $2);

-- productNameOf(4)
-- sqlite
select "name" from "products" where "id" = ?;
-- postgres
select "name" from "products" where "id" = $1;

-- recordPriceChange({"stockId":12,"oldPrice":2400,"newPrice":2550,"userId":1,"at":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stock_price_changes" ("stock_id", "old_price", "new_price", "user_id", "at") values (?, ?, ?, ?, ?);
-- postgres
insert into "stock_price_changes" ("stock_id", "old_price", "new_price", "user_id", "at") values ($1, $2, $3, $4, $5);

-- setSellingPrice(12, 2550)
-- sqlite
update "stocks" set "selling_price" = ? where "id" = ?;
-- postgres
update "stocks" set "selling_price" = $1 where "id" = $2;

-- takeFromBatch(12, 3)
-- sqlite
update "stocks" set "quantity" = "quantity" - ? where "id" = ? and "quantity" >= ? returning "product_id", "selling_price", "buying_price";
-- postgres
update "stocks" set "quantity" = "quantity" - $1 where "id" = $2 and "quantity" >= $3 returning "product_id", "selling_price", "buying_price";
