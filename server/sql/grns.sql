-- The SQL of server/src/modules/grns: written by test/infra/sql-files.test.ts, do not edit.

-- findGrn(12)
-- sqlite
select "grns"."id", "grns"."number", "grns"."date_time", "grns"."total", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name", "grns"."local_date", "users"."id" as "user_id", "users"."name" as "user_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = ? inner join "users" on "users"."id" = "grns"."user_id" and "users"."shop_id" = ? where ("grns"."id" = ?) and "grns"."shop_id" = ?;
-- postgres
select "grns"."id", "grns"."number", "grns"."date_time", "grns"."total", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name", "grns"."local_date", "users"."id" as "user_id", "users"."name" as "user_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = $1 inner join "users" on "users"."id" = "grns"."user_id" and "users"."shop_id" = $2 where ("grns"."id" = $3) and "grns"."shop_id" = $4;

-- findGrnDocument(12)
-- sqlite
select "grns"."number", "grns"."date_time", "grns"."total", "grns"."total_vat", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."name" as "supplier_name", "suppliers"."email" as "supplier_email", "suppliers"."mobile" as "supplier_mobile", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile", "users"."name" as "user_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = ? inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = ? inner join "users" on "users"."id" = "grns"."user_id" and "users"."shop_id" = ? where ("grns"."id" = ?) and "grns"."shop_id" = ?;
-- postgres
select "grns"."number", "grns"."date_time", "grns"."total", "grns"."total_vat", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."name" as "supplier_name", "suppliers"."email" as "supplier_email", "suppliers"."mobile" as "supplier_mobile", "companies"."name" as "company_name", "companies"."address" as "company_address", "companies"."email" as "company_email", "companies"."mobile" as "company_mobile", "users"."name" as "user_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = $1 inner join "companies" on "companies"."id" = "suppliers"."company_id" and "companies"."shop_id" = $2 inner join "users" on "users"."id" = "grns"."user_id" and "users"."shop_id" = $3 where ("grns"."id" = $4) and "grns"."shop_id" = $5;

-- findSupplierId(7)
-- sqlite
select "id" from "suppliers" where ("id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
select "id" from "suppliers" where ("id" = $1) and "suppliers"."shop_id" = $2;

-- grnDocumentLines(12)
-- sqlite
select "products"."name" as "product", "brands"."name" as "brand", "grn_items"."quantity", "grn_items"."free_quantity", "grn_items"."buying_price", "grn_items"."selling_price", "grn_items"."manufacture_date", "grn_items"."expire_date", "grn_items"."total", "grn_items"."vat_rate", "grn_items"."vat", "grn_items"."batch_number" from "grn_items" inner join "products" on "products"."id" = "grn_items"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? where ("grn_items"."grn_id" = ?) and "grn_items"."shop_id" = ? order by "grn_items"."id";
-- postgres
select "products"."name" as "product", "brands"."name" as "brand", "grn_items"."quantity", "grn_items"."free_quantity", "grn_items"."buying_price", "grn_items"."selling_price", "grn_items"."manufacture_date", "grn_items"."expire_date", "grn_items"."total", "grn_items"."vat_rate", "grn_items"."vat", "grn_items"."batch_number" from "grn_items" inner join "products" on "products"."id" = "grn_items"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 where ("grn_items"."grn_id" = $3) and "grn_items"."shop_id" = $4 order by "grn_items"."id";

-- grnLines(12)
-- sqlite
select "grn_items"."id", "grn_items"."quantity", "grn_items"."free_quantity", "grn_items"."buying_price", "grn_items"."selling_price", "grn_items"."manufacture_date", "grn_items"."expire_date", "grn_items"."batch_number", "grn_items"."total", "grn_items"."vat_rate", "stocks"."buying_price" as "unit_cost", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."quantity" as "stock_quantity", "stocks"."expire_date" as "stock_expire_date" from "grn_items" inner join "products" on "products"."id" = "grn_items"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "stocks" on "stocks"."grn_item_id" = "grn_items"."id" and "stocks"."shop_id" = ? where ("grn_items"."grn_id" = ?) and "grn_items"."shop_id" = ? order by "grn_items"."id";
-- postgres
select "grn_items"."id", "grn_items"."quantity", "grn_items"."free_quantity", "grn_items"."buying_price", "grn_items"."selling_price", "grn_items"."manufacture_date", "grn_items"."expire_date", "grn_items"."batch_number", "grn_items"."total", "grn_items"."vat_rate", "stocks"."buying_price" as "unit_cost", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "stocks"."id" as "stock_id", "stocks"."quantity" as "stock_quantity", "stocks"."expire_date" as "stock_expire_date" from "grn_items" inner join "products" on "products"."id" = "grn_items"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 inner join "stocks" on "stocks"."grn_item_id" = "grn_items"."id" and "stocks"."shop_id" = $3 where ("grn_items"."grn_id" = $4) and "grn_items"."shop_id" = $5 order by "grn_items"."id";

-- insertGrn({"number":"BR-2026-000001","dateTime":"2026-03-14T10:00:00.000Z","localDate":"2026-03-14","supplierId":7,"userId":1,"total":12000,"totalVat":2000,"payment":12000,"balance":0,"paymentType":"CASH"})
-- sqlite
insert into "grns" ("number", "date_time", "local_date", "supplier_id", "user_id", "total", "total_vat", "payment", "balance", "payment_type", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "grns" ("number", "date_time", "local_date", "supplier_id", "user_id", "total", "total_vat", "payment", "balance", "payment_type", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning "id";

-- insertGrnItem({"grnId":12,"productId":5,"quantity":10,"freeQuantity":2,"buyingPrice":1000,"sellingPrice":1500,"manufactureDate":"2026-01-01","expireDate":"2027-01-01","batchNumber":"L2026-01","total":10000,"vatRate":20,"vat":2000})
-- sqlite
insert into "grn_items" ("grn_id", "product_id", "quantity", "free_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "total", "vat_rate", "vat", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "grn_items" ("grn_id", "product_id", "quantity", "free_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "total", "vat_rate", "vat", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning "id";

-- insertStock({"productId":5,"grnItemId":30,"quantity":12,"initialQuantity":12,"buyingPrice":833,"sellingPrice":1500,"manufactureDate":"2026-01-01","expireDate":"2027-01-01","batchNumber":"L2026-01","createdAt":"2026-03-14T10:00:00.000Z"})
-- sqlite
insert into "stocks" ("product_id", "grn_item_id", "quantity", "initial_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "stocks" ("product_id", "grn_item_id", "quantity", "initial_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning "id";

-- productNames([5,6])
-- sqlite
select "id", "name" from "products" where ("id" in (?, ?)) and "products"."shop_id" = ?;
-- postgres
select "id", "name" from "products" where ("id" in ($1, $2)) and "products"."shop_id" = $3;

-- productVatRates([5,6])
-- sqlite
select "id", "vat_rate" from "products" where ("id" in (?, ?)) and "products"."shop_id" = ?;
-- postgres
select "id", "vat_rate" from "products" where ("id" in ($1, $2)) and "products"."shop_id" = $3;

-- receivedLots(["L2026-01"], [5,6])
-- sqlite
select "product_id", "batch_number", "expire_date" from "stocks" where (upper("batch_number") in (?) and "product_id" in (?, ?)) and "stocks"."shop_id" = ? order by "id";
-- postgres
select "product_id", "batch_number", "expire_date" from "stocks" where (upper("batch_number") in ($1) and "product_id" in ($2, $3)) and "stocks"."shop_id" = $4 order by "id";

-- searchGrns({"page":0,"size":20,"startDate":"2026-03-01","endDate":"2026-03-31"}, {"withCost":true})
-- sqlite
select "grns"."id", "grns"."number", "grns"."date_time", "grns"."total", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = ? where ("grns"."local_date" >= ? and "grns"."local_date" <= ?) and "grns"."shop_id" = ? order by "grns"."id" desc limit ? offset ?;
select count(*) as "total" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = ? where ("grns"."local_date" >= ? and "grns"."local_date" <= ?) and "grns"."shop_id" = ?;
-- postgres
select "grns"."id", "grns"."number", "grns"."date_time", "grns"."total", "grns"."payment", "grns"."balance", "grns"."payment_type", "suppliers"."id" as "supplier_id", "suppliers"."name" as "supplier_name" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = $1 where ("grns"."local_date" >= $2 and "grns"."local_date" <= $3) and "grns"."shop_id" = $4 order by "grns"."id" desc limit $5 offset $6;
select count(*) as "total" from "grns" inner join "suppliers" on "suppliers"."id" = "grns"."supplier_id" and "suppliers"."shop_id" = $1 where ("grns"."local_date" >= $2 and "grns"."local_date" <= $3) and "grns"."shop_id" = $4;
