-- The SQL of server/src/modules/supplier-returns: written by test/infra/sql-files.test.ts, do not edit.

-- batchQuantity(40)
-- sqlite
select "quantity" from "stocks" where ("id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "quantity" from "stocks" where ("id" = $1) and "stocks"."shop_id" = $2;

-- batchesWithGrnLines([40,41])
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."product_id", "stocks"."batch_number", "products"."name", "grn_items"."id" as "grn_item_id", "grn_items"."grn_id", "grn_items"."quantity" as "paid_for", "grn_items"."free_quantity", "grn_items"."total" as "line_total", "grn_items"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? left join "grn_items" on "grn_items"."id" = "stocks"."grn_item_id" and "grn_items"."shop_id" = ? where ("stocks"."id" in (?, ?)) and "stocks"."shop_id" = ?;
-- postgres
select "stocks"."id" as "stock_id", "stocks"."product_id", "stocks"."batch_number", "products"."name", "grn_items"."id" as "grn_item_id", "grn_items"."grn_id", "grn_items"."quantity" as "paid_for", "grn_items"."free_quantity", "grn_items"."total" as "line_total", "grn_items"."vat_rate" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 left join "grn_items" on "grn_items"."id" = "stocks"."grn_item_id" and "grn_items"."shop_id" = $2 where ("stocks"."id" in ($3, $4)) and "stocks"."shop_id" = $5;

-- findSupplierReturn(4)
-- sqlite
select "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."date_time", "supplier_returns"."local_date", "supplier_returns"."total", "supplier_returns"."total_vat", "grns"."id" as "grn_id", "grns"."number" as "grn_number", "grns"."local_date" as "grn_date", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name", "users"."id" as "user_id", "users"."name" as "user_name" from "supplier_returns" inner join "grns" on "grns"."id" = "supplier_returns"."grn_id" and "grns"."shop_id" = ? inner join "suppliers" on "suppliers"."id" = "supplier_returns"."supplier_id" and "suppliers"."shop_id" = ? inner join "users" on "users"."id" = "supplier_returns"."user_id" and "users"."shop_id" = ? where ("supplier_returns"."id" = ?) and "supplier_returns"."shop_id" = ?;
-- postgres
select "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."date_time", "supplier_returns"."local_date", "supplier_returns"."total", "supplier_returns"."total_vat", "grns"."id" as "grn_id", "grns"."number" as "grn_number", "grns"."local_date" as "grn_date", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name", "users"."id" as "user_id", "users"."name" as "user_name" from "supplier_returns" inner join "grns" on "grns"."id" = "supplier_returns"."grn_id" and "grns"."shop_id" = $1 inner join "suppliers" on "suppliers"."id" = "supplier_returns"."supplier_id" and "suppliers"."shop_id" = $2 inner join "users" on "users"."id" = "supplier_returns"."user_id" and "users"."shop_id" = $3 where ("supplier_returns"."id" = $4) and "supplier_returns"."shop_id" = $5;

-- insertSupplierReturn({"number":"RF-2026-000001","dateTime":"2026-03-14T10:00:00.000Z","localDate":"2026-03-14","grnId":12,"supplierId":7,"userId":1,"total":2400,"totalVat":400}, [{"grnItemId":30,"stockId":40,"productId":5,"quantity":2,"buyingPrice":1000,"total":2000,"vatRate":20,"vat":400,"reason":"Damaged"}])
-- sqlite
insert into "supplier_returns" ("number", "date_time", "local_date", "grn_id", "supplier_id", "user_id", "total", "total_vat", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "supplier_returns" ("number", "date_time", "local_date", "grn_id", "supplier_id", "user_id", "total", "total_vat", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning "id";

-- lockGrn(12)
-- sqlite
select "id", "number", "supplier_id" from "grns" where ("id" = ?) and "grns"."shop_id" = ?;
-- postgres
select "id", "number", "supplier_id" from "grns" where ("id" = $1) and "grns"."shop_id" = $2 for no key update;

-- returnSupplier(7)
-- sqlite
select "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."name" as "company_name", "companies"."address" as "company_address" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? where ("suppliers"."id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
select "suppliers"."name", "suppliers"."email", "suppliers"."mobile", "companies"."name" as "company_name", "companies"."address" as "company_address" from "suppliers" inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $1 where ("suppliers"."id" = $2) and "suppliers"."shop_id" = $3;

-- returnedOfGrn(12)
-- sqlite
select "supplier_return_items"."stock_id", sum("supplier_return_items"."quantity") as "units", sum("supplier_return_items"."total") as "excl_vat", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" and "supplier_returns"."shop_id" = ? where ("supplier_returns"."grn_id" = ?) and "supplier_return_items"."shop_id" = ? group by "supplier_return_items"."stock_id";
-- postgres
select "supplier_return_items"."stock_id", sum("supplier_return_items"."quantity") as "units", sum("supplier_return_items"."total") as "excl_vat", sum("supplier_return_items"."vat") as "vat" from "supplier_return_items" inner join "supplier_returns" on "supplier_returns"."id" = "supplier_return_items"."supplier_return_id" and "supplier_returns"."shop_id" = $1 where ("supplier_returns"."grn_id" = $2) and "supplier_return_items"."shop_id" = $3 group by "supplier_return_items"."stock_id";

-- supplierReturnLines(4)
-- sqlite
select "supplier_return_items"."id", "supplier_return_items"."grn_item_id", "supplier_return_items"."quantity", "supplier_return_items"."buying_price", "supplier_return_items"."total", "supplier_return_items"."vat_rate", "supplier_return_items"."vat", "supplier_return_items"."reason", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."expire_date", "stocks"."batch_number" from "supplier_return_items" inner join "products" on "products"."id" = "supplier_return_items"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "stocks" on "stocks"."id" = "supplier_return_items"."stock_id" and "stocks"."shop_id" = ? where ("supplier_return_items"."supplier_return_id" = ?) and "supplier_return_items"."shop_id" = ? order by "supplier_return_items"."id";
-- postgres
select "supplier_return_items"."id", "supplier_return_items"."grn_item_id", "supplier_return_items"."quantity", "supplier_return_items"."buying_price", "supplier_return_items"."total", "supplier_return_items"."vat_rate", "supplier_return_items"."vat", "supplier_return_items"."reason", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."expire_date", "stocks"."batch_number" from "supplier_return_items" inner join "products" on "products"."id" = "supplier_return_items"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 inner join "stocks" on "stocks"."id" = "supplier_return_items"."stock_id" and "stocks"."shop_id" = $3 where ("supplier_return_items"."supplier_return_id" = $4) and "supplier_return_items"."shop_id" = $5 order by "supplier_return_items"."id";

-- supplierReturnsOfGrnRows(12)
-- sqlite
select "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."local_date", "supplier_returns"."total", sum("supplier_return_items"."quantity") as "quantity" from "supplier_returns" inner join "supplier_return_items" on "supplier_return_items"."supplier_return_id" = "supplier_returns"."id" and "supplier_return_items"."shop_id" = ? where ("supplier_returns"."grn_id" = ?) and "supplier_returns"."shop_id" = ? group by "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."local_date", "supplier_returns"."total" order by "supplier_returns"."id";
-- postgres
select "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."local_date", "supplier_returns"."total", sum("supplier_return_items"."quantity") as "quantity" from "supplier_returns" inner join "supplier_return_items" on "supplier_return_items"."supplier_return_id" = "supplier_returns"."id" and "supplier_return_items"."shop_id" = $1 where ("supplier_returns"."grn_id" = $2) and "supplier_returns"."shop_id" = $3 group by "supplier_returns"."id", "supplier_returns"."number", "supplier_returns"."local_date", "supplier_returns"."total" order by "supplier_returns"."id";
