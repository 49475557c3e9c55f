-- The SQL of server/src/modules/stocktakes: written by test/infra/sql-files.test.ts, do not edit.

-- batchToCount(12)
-- sqlite
select "stocks"."quantity", "stocks"."product_id", "products"."name", "products"."schedule", "brands"."category_id" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? where ("stocks"."id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."quantity", "stocks"."product_id", "products"."name", "products"."schedule", "brands"."category_id" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 where ("stocks"."id" = $3) and "stocks"."shop_id" = $4;

-- batchesWithCodes({"id":5,"categoryId":3}, ["06111250290012","6111250290012"])
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = ? and "stocktake_lines"."shop_id" = ? left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = ? where ("brands"."category_id" = ? and "products"."barcode" in (?, ?)) and "stocks"."shop_id" = ? order by "products"."name", "stocks"."expire_date", "stocks"."id" limit ?;
-- postgres
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = $3 and "stocktake_lines"."shop_id" = $4 left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = $5 where ("brands"."category_id" = $6 and "products"."barcode" in ($7, $8)) and "stocks"."shop_id" = $9 order by "products"."name", "stocks"."expire_date", "stocks"."id" limit $10;

-- categoryExists(3)
-- sqlite
select "id" from "categories" where ("id" = ?) and "categories"."shop_id" = ?;
-- postgres
select "id" from "categories" where ("id" = $1) and "categories"."shop_id" = $2;

-- clearAppliedChanges(5)
-- sqlite
update "stocktake_lines" set "applied_change" = ? where ("stocktake_id" = ?) and "stocktake_lines"."shop_id" = ?;
-- postgres
update "stocktake_lines" set "applied_change" = $1 where ("stocktake_id" = $2) and "stocktake_lines"."shop_id" = $3;

-- closeStocktake(5, "VALIDATED", 1, "2026-06-01T18:00:00.000Z")
-- sqlite
update "stocktakes" set "status" = ?, "closed_by" = ?, "closed_at" = ? where ("id" = ? and "stocktakes"."status" = 'OPEN') and "stocktakes"."shop_id" = ? returning "id", "number";
-- postgres
update "stocktakes" set "status" = $1, "closed_by" = $2, "closed_at" = $3 where ("id" = $4 and "stocktakes"."status" = 'OPEN') and "stocktakes"."shop_id" = $5 returning "id", "number";

-- countedLines(5)
-- sqlite
select "stocktake_lines"."stock_id", "stocktake_lines"."expected_quantity", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."applied_change", "stocktake_lines"."reason", "counter"."name" as "counter_name", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode" from "stocktake_lines" inner join "stocks" on "stocks"."id" = "stocktake_lines"."stock_id" and "stocks"."shop_id" = ? inner join "products" on "products"."id" = "stocktake_lines"."product_id" and "products"."shop_id" = ? inner join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = ? where ("stocktake_lines"."stocktake_id" = ?) and "stocktake_lines"."shop_id" = ? order by "products"."name", "stocks"."expire_date", "stocks"."id";
-- postgres
select "stocktake_lines"."stock_id", "stocktake_lines"."expected_quantity", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."applied_change", "stocktake_lines"."reason", "counter"."name" as "counter_name", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode" from "stocktake_lines" inner join "stocks" on "stocks"."id" = "stocktake_lines"."stock_id" and "stocks"."shop_id" = $1 inner join "products" on "products"."id" = "stocktake_lines"."product_id" and "products"."shop_id" = $2 inner join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = $3 where ("stocktake_lines"."stocktake_id" = $4) and "stocktake_lines"."shop_id" = $5 order by "products"."name", "stocks"."expire_date", "stocks"."id";

-- findStocktake(5, {"forShare":true})
-- sqlite
select "id", "number", "status", "category_id" from "stocktakes" where ("id" = ?) and "stocktakes"."shop_id" = ?;
-- postgres
select "id", "number", "status", "category_id" from "stocktakes" where ("id" = $1) and "stocktakes"."shop_id" = $2 for share;

-- insertStocktake({"number":"INV-2026-000005","categoryId":3,"startedBy":1,"startedAt":"2026-06-01T09:30:00.000Z"})
-- sqlite
insert into "stocktakes" ("number", "category_id", "started_by", "started_at", "status", "closed_by", "closed_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "stocktakes" ("number", "category_id", "started_by", "started_at", "status", "closed_by", "closed_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8) returning "id";

-- linesToValidate(5)
-- sqlite
select "stocktake_lines"."id", "stocktake_lines"."stock_id", "stocktake_lines"."product_id", "stocktake_lines"."expected_quantity", "stocktake_lines"."counted_quantity", "stocktake_lines"."reason", "stocks"."expire_date", "products"."name", "products"."schedule" from "stocktake_lines" inner join "stocks" on "stocks"."id" = "stocktake_lines"."stock_id" and "stocks"."shop_id" = ? inner join "products" on "products"."id" = "stocktake_lines"."product_id" and "products"."shop_id" = ? where ("stocktake_lines"."stocktake_id" = ?) and "stocktake_lines"."shop_id" = ? order by "stocktake_lines"."stock_id";
-- postgres
select "stocktake_lines"."id", "stocktake_lines"."stock_id", "stocktake_lines"."product_id", "stocktake_lines"."expected_quantity", "stocktake_lines"."counted_quantity", "stocktake_lines"."reason", "stocks"."expire_date", "products"."name", "products"."schedule" from "stocktake_lines" inner join "stocks" on "stocks"."id" = "stocktake_lines"."stock_id" and "stocks"."shop_id" = $1 inner join "products" on "products"."id" = "stocktake_lines"."product_id" and "products"."shop_id" = $2 where ("stocktake_lines"."stocktake_id" = $3) and "stocktake_lines"."shop_id" = $4 order by "stocktake_lines"."stock_id";

-- listStocktakes(0, 20)
-- sqlite
select "stocktakes"."id", "stocktakes"."number", "stocktakes"."status", "stocktakes"."category_id", "categories"."name" as "category_name", "stocktakes"."started_by", "starter"."name" as "starter_name", "stocktakes"."started_at", "stocktakes"."closed_by", "closer"."name" as "closer_name", "stocktakes"."closed_at", (select count(*) as "lines" from "stocktake_lines" where ("stocktake_lines"."stocktake_id" = "stocktakes"."id") and "stocktake_lines"."shop_id" = ?) as "counted_lines" from "stocktakes" left join "categories" on "categories"."id" = "stocktakes"."category_id" and "categories"."shop_id" = ? inner join "users" as "starter" on "starter"."id" = "stocktakes"."started_by" and "starter"."shop_id" = ? left join "users" as "closer" on "closer"."id" = "stocktakes"."closed_by" and "closer"."shop_id" = ? where "stocktakes"."shop_id" = ? order by "stocktakes"."id" desc limit ? offset ?;
select count(*) as "total" from "stocktakes" where "stocktakes"."shop_id" = ?;
-- postgres
select "stocktakes"."id", "stocktakes"."number", "stocktakes"."status", "stocktakes"."category_id", "categories"."name" as "category_name", "stocktakes"."started_by", "starter"."name" as "starter_name", "stocktakes"."started_at", "stocktakes"."closed_by", "closer"."name" as "closer_name", "stocktakes"."closed_at", (select count(*) as "lines" from "stocktake_lines" where ("stocktake_lines"."stocktake_id" = "stocktakes"."id") and "stocktake_lines"."shop_id" = $1) as "counted_lines" from "stocktakes" left join "categories" on "categories"."id" = "stocktakes"."category_id" and "categories"."shop_id" = $2 inner join "users" as "starter" on "starter"."id" = "stocktakes"."started_by" and "starter"."shop_id" = $3 left join "users" as "closer" on "closer"."id" = "stocktakes"."closed_by" and "closer"."shop_id" = $4 where "stocktakes"."shop_id" = $5 order by "stocktakes"."id" desc limit $6 offset $7;
select count(*) as "total" from "stocktakes" where "stocktakes"."shop_id" = $1;

-- lockBatches([12,15])
-- sqlite
-- (no statement)
-- postgres
select "id" from "stocks" where ("stocks"."id" = any($1::int[])) and "stocks"."shop_id" = $2 order by "id" for no key update;

-- lockedQuantity(12)
-- sqlite
select "quantity" from "stocks" where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "quantity" from "stocks" where ("id" = $1) and "stocks"."shop_id" = $2 for no key update;

-- openStocktakeNumber()
-- sqlite
select "number" from "stocktakes" where ("stocktakes"."status" = 'OPEN') and "stocktakes"."shop_id" = ?;
-- postgres
select "number" from "stocktakes" where ("stocktakes"."status" = 'OPEN') and "stocktakes"."shop_id" = $1;

-- replaceQuantity(12, 10, 8)
-- sqlite
update "stocks" set "quantity" = ? where ("id" = ? and "quantity" = ?) and "stocks"."shop_id" = ?;
-- postgres
update "stocks" set "quantity" = $1 where ("id" = $2 and "quantity" = $3) and "stocks"."shop_id" = $4;

-- saveCountLine({"stocktakeId":5,"stockId":12,"productId":4}, {"expectedQuantity":10,"countedQuantity":8,"countedBy":2,"countedAt":"2026-06-01T10:00:00.000Z","reason":"Ampoule cassée"})
-- sqlite
insert into "stocktake_lines" ("stocktake_id", "stock_id", "product_id", "expected_quantity", "counted_quantity", "counted_by", "counted_at", "reason", "applied_change", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("stocktake_id", "stock_id") do update set "expected_quantity" = ?, "counted_quantity" = ?, "counted_by" = ?, "counted_at" = ?, "reason" = ?;
-- postgres
insert into "stocktake_lines" ("stocktake_id", "stock_id", "product_id", "expected_quantity", "counted_quantity", "counted_by", "counted_at", "reason", "applied_change", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict ("stocktake_id", "stock_id") do update set "expected_quantity" = $11, "counted_quantity" = $12, "counted_by" = $13, "counted_at" = $14, "reason" = $15;

-- searchBatches({"id":5,"categoryId":3}, "Doli")
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = ? and "stocktake_lines"."shop_id" = ? left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = ? where ("brands"."category_id" = ? and (("products"."barcode" = ? or upper("stocks"."batch_number") = ? or "products"."id" in (select rowid from "products_search" where "products_search" match ?)) and ("stocks"."quantity" > ? or upper("stocks"."batch_number") = ? or "products"."barcode" = ? or "stocktake_lines"."id" is not null))) and "stocks"."shop_id" = ? order by "products"."name", "stocks"."expire_date", "stocks"."id" limit ?;
-- postgres
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = $3 and "stocktake_lines"."shop_id" = $4 left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = $5 where ("brands"."category_id" = $6 and (("products"."barcode" = $7 or upper("stocks"."batch_number") = $8 or (fold_text("products"."name") like $9 escape '\' or fold_text("products"."dci_names") like $10 escape '\')) and ("stocks"."quantity" > $11 or upper("stocks"."batch_number") = $12 or "products"."barcode" = $13 or "stocktake_lines"."id" is not null))) and "stocks"."shop_id" = $14 order by "products"."name", "stocks"."expire_date", "stocks"."id" limit $15;

-- setAppliedChange(41, -2)
-- sqlite
update "stocktake_lines" set "applied_change" = ? where ("id" = ?) and "stocktake_lines"."shop_id" = ?;
-- postgres
update "stocktake_lines" set "applied_change" = $1 where ("id" = $2) and "stocktake_lines"."shop_id" = $3;

-- stocktakeBatch({"id":5,"categoryId":3}, 12)
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = ? and "stocktake_lines"."shop_id" = ? left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = ? where ("brands"."category_id" = ? and "stocks"."id" = ?) and "stocks"."shop_id" = ? order by "products"."name", "stocks"."expire_date", "stocks"."id";
-- postgres
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = $3 and "stocktake_lines"."shop_id" = $4 left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = $5 where ("brands"."category_id" = $6 and "stocks"."id" = $7) and "stocks"."shop_id" = $8 order by "products"."name", "stocks"."expire_date", "stocks"."id";

-- stocktakeSummary(5)
-- sqlite
select "stocktakes"."id", "stocktakes"."number", "stocktakes"."status", "stocktakes"."category_id", "categories"."name" as "category_name", "stocktakes"."started_by", "starter"."name" as "starter_name", "stocktakes"."started_at", "stocktakes"."closed_by", "closer"."name" as "closer_name", "stocktakes"."closed_at", (select count(*) as "lines" from "stocktake_lines" where ("stocktake_lines"."stocktake_id" = "stocktakes"."id") and "stocktake_lines"."shop_id" = ?) as "counted_lines" from "stocktakes" left join "categories" on "categories"."id" = "stocktakes"."category_id" and "categories"."shop_id" = ? inner join "users" as "starter" on "starter"."id" = "stocktakes"."started_by" and "starter"."shop_id" = ? left join "users" as "closer" on "closer"."id" = "stocktakes"."closed_by" and "closer"."shop_id" = ? where ("stocktakes"."id" = ?) and "stocktakes"."shop_id" = ?;
-- postgres
select "stocktakes"."id", "stocktakes"."number", "stocktakes"."status", "stocktakes"."category_id", "categories"."name" as "category_name", "stocktakes"."started_by", "starter"."name" as "starter_name", "stocktakes"."started_at", "stocktakes"."closed_by", "closer"."name" as "closer_name", "stocktakes"."closed_at", (select count(*) as "lines" from "stocktake_lines" where ("stocktake_lines"."stocktake_id" = "stocktakes"."id") and "stocktake_lines"."shop_id" = $1) as "counted_lines" from "stocktakes" left join "categories" on "categories"."id" = "stocktakes"."category_id" and "categories"."shop_id" = $2 inner join "users" as "starter" on "starter"."id" = "stocktakes"."started_by" and "starter"."shop_id" = $3 left join "users" as "closer" on "closer"."id" = "stocktakes"."closed_by" and "closer"."shop_id" = $4 where ("stocktakes"."id" = $5) and "stocktakes"."shop_id" = $6;

-- uncountedBatches({"id":5,"categoryId":3})
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = ? and "stocktake_lines"."shop_id" = ? left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = ? where ("brands"."category_id" = ? and "stocktake_lines"."id" is null and "stocks"."quantity" > 0) and "stocks"."shop_id" = ? order by "products"."name", "stocks"."expire_date", "stocks"."id";
-- postgres
select "stocks"."id" as "stock_id", "stocks"."quantity", "stocks"."batch_number", "stocks"."expire_date", "stocks"."buying_price", "products"."id" as "product_id", "products"."name" as "product_name", "products"."barcode", "stocktake_lines"."counted_quantity", "stocktake_lines"."counted_by", "stocktake_lines"."counted_at", "stocktake_lines"."reason", "counter"."name" as "counter_name" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 left join "stocktake_lines" on "stocktake_lines"."stock_id" = "stocks"."id" and "stocktake_lines"."stocktake_id" = $3 and "stocktake_lines"."shop_id" = $4 left join "users" as "counter" on "counter"."id" = "stocktake_lines"."counted_by" and "counter"."shop_id" = $5 where ("brands"."category_id" = $6 and "stocktake_lines"."id" is null and "stocks"."quantity" > 0) and "stocks"."shop_id" = $7 order by "products"."name", "stocks"."expire_date", "stocks"."id";
