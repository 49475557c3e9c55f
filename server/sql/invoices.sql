-- The SQL of server/src/modules/invoices: written by test/infra/sql-files.test.ts, do not edit.

-- findBuyer(3)
-- sqlite
select "id", "name", "is_walk_in", "credit_limit" from "customers" where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
select "id", "name", "is_walk_in", "credit_limit" from "customers" where ("id" = $1) and "customers"."shop_id" = $2;

-- findInvoice(12)
-- sqlite
select "invoices"."id", "invoices"."number", "invoices"."date_time", "invoices"."customer_id", "invoices"."total", "invoices"."total_vat", "invoices"."payment", "invoices"."balance", "invoices"."change", "invoices"."payment_type", "invoices"."vat_registered", "users"."id" as "user_id", "users"."name" as "user_name" from "invoices" inner join "users" on "users"."id" = "invoices"."user_id" and "users"."shop_id" = ? where ("invoices"."id" = ?) and "invoices"."shop_id" = ?;
-- postgres
select "invoices"."id", "invoices"."number", "invoices"."date_time", "invoices"."customer_id", "invoices"."total", "invoices"."total_vat", "invoices"."payment", "invoices"."balance", "invoices"."change", "invoices"."payment_type", "invoices"."vat_registered", "users"."id" as "user_id", "users"."name" as "user_name" from "invoices" inner join "users" on "users"."id" = "invoices"."user_id" and "users"."shop_id" = $1 where ("invoices"."id" = $2) and "invoices"."shop_id" = $3;

-- findProductName(7)
-- sqlite
select "name" from "products" where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
select "name" from "products" where ("id" = $1) and "products"."shop_id" = $2;

-- findSaleBatch(41)
-- sqlite
select "products"."name", "stocks"."batch_number", "stocks"."quantity" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = ? where ("stocks"."id" = ?) and "stocks"."shop_id" = ?;
-- postgres
select "products"."name", "stocks"."batch_number", "stocks"."quantity" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" and "products"."shop_id" = $1 where ("stocks"."id" = $2) and "stocks"."shop_id" = $3;

-- insertInvoice({"number":"FA-2026-000012","dateTime":"2026-11-05T10:15:00.000Z","localDate":"2026-11-05","customerId":3,"userId":2,"total":12000,"totalVat":2000,"payment":15000,"balance":3000,"change":3000,"paymentType":"CASH","itemCount":2,"vatRegistered":1})
-- sqlite
insert into "invoices" ("number", "date_time", "local_date", "customer_id", "user_id", "total", "total_vat", "payment", "balance", "change", "payment_type", "item_count", "vat_registered", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "invoices" ("number", "date_time", "local_date", "customer_id", "user_id", "total", "total_vat", "payment", "balance", "change", "payment_type", "item_count", "vat_registered", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning "id";

-- insertInvoiceItems([{"invoiceId":12,"stockId":41,"productId":7,"quantity":2,"sellingPrice":4500,"buyingPrice":3000,"total":9000,"vatRate":20,"vat":1500},{"invoiceId":12,"stockId":42,"productId":9,"quantity":1,"sellingPrice":3000,"buyingPrice":2000,"total":3000,"vatRate":20,"vat":500}])
-- sqlite
insert into "invoice_items" ("invoice_id", "stock_id", "product_id", "quantity", "selling_price", "buying_price", "total", "vat_rate", "vat", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "invoice_items" ("invoice_id", "stock_id", "product_id", "quantity", "selling_price", "buying_price", "total", "vat_rate", "vat", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10), ($11, $12, $13, $14, $15, $16, $17, $18, $19, $20);

-- invoiceLines(12)
-- sqlite
select "invoice_items"."id", "invoice_items"."stock_id", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "invoice_items"."quantity", "invoice_items"."selling_price", "invoice_items"."total", "invoice_items"."vat_rate", "invoice_items"."vat", "invoice_items"."serial" from "invoice_items" inner join "products" on "products"."id" = "invoice_items"."product_id" and "products"."shop_id" = ? inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = ? inner join "stocks" on "stocks"."id" = "invoice_items"."stock_id" and "stocks"."shop_id" = ? where ("invoice_items"."invoice_id" = ?) and "invoice_items"."shop_id" = ? order by "invoice_items"."id";
-- postgres
select "invoice_items"."id", "invoice_items"."stock_id", "stocks"."manufacture_date", "stocks"."expire_date", "stocks"."batch_number", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "invoice_items"."quantity", "invoice_items"."selling_price", "invoice_items"."total", "invoice_items"."vat_rate", "invoice_items"."vat", "invoice_items"."serial" from "invoice_items" inner join "products" on "products"."id" = "invoice_items"."product_id" and "products"."shop_id" = $1 inner join "brands" on "brands"."id" = "products"."brand_id" and "brands"."shop_id" = $2 inner join "stocks" on "stocks"."id" = "invoice_items"."stock_id" and "stocks"."shop_id" = $3 where ("invoice_items"."invoice_id" = $4) and "invoice_items"."shop_id" = $5 order by "invoice_items"."id";

-- namedAndProductBatches([41], [7], "2026-11-05")
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where (("stocks"."id" in (select value from json_each(?)) or ("stocks"."product_id" in (select value from json_each(?)) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?))) and "stocks"."shop_id" = ? order by "stocks"."id";
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where (("stocks"."id" = any($1::int[]) or ("stocks"."product_id" = any($2::int[]) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $3))) and "stocks"."shop_id" = $4 order by "stocks"."id" for no key update;

-- namedBatches([41,42])
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where ("stocks"."id" in (select value from json_each(?))) and "stocks"."shop_id" = ? order by "stocks"."id";
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where ("stocks"."id" = any($1::int[])) and "stocks"."shop_id" = $2 order by "stocks"."id" for no key update;

-- productBatches([7,9], "2026-11-05")
-- sqlite
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where (("stocks"."product_id" in (select value from json_each(?)) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= ?)) and "stocks"."shop_id" = ? order by "stocks"."id";
-- postgres
select "stocks"."id", "stocks"."product_id", "stocks"."quantity", "stocks"."expire_date" from "stocks" where (("stocks"."product_id" = any($1::int[]) and "stocks"."quantity" > 0 and "stocks"."expire_date" >= $2)) and "stocks"."shop_id" = $3 order by "stocks"."id" for no key update;

-- productVatRates([7,9])
-- sqlite
select "id", "vat_rate" from "products" where ("products"."id" in (select value from json_each(?))) and "products"."shop_id" = ?;
-- postgres
select "id", "vat_rate" from "products" where ("products"."id" = any($1::int[])) and "products"."shop_id" = $2;

-- searchInvoices({"page":0,"size":20,"startDate":"2026-11-01","endDate":"2026-11-30"})
-- sqlite
select "invoices"."number", "invoices"."date_time", "invoices"."total", "invoices"."payment", "invoices"."balance", "invoices"."payment_type", "customers"."name" as "customer_name", "users"."name" as "user_name", "invoices"."id", "invoices"."item_count", "customers"."id" as "customer_id", "users"."id" as "user_id" from "invoices" inner join "customers" on "customers"."id" = "invoices"."customer_id" and "customers"."shop_id" = ? inner join "users" on "users"."id" = "invoices"."user_id" and "users"."shop_id" = ? where ("invoices"."id" in (select "invoices"."id" from "invoices" where (("invoices"."local_date" >= ? and "invoices"."local_date" <= ?) and "invoices"."shop_id" = ?) and "invoices"."shop_id" = ? order by "invoices"."local_date" desc, "invoices"."id" desc limit ? offset ?)) and "invoices"."shop_id" = ? order by "invoices"."local_date" desc, "invoices"."id" desc;
select sum("invoice_days"."invoice_count") as "total" from "invoice_days" where ("invoice_days"."local_date" >= ? and "invoice_days"."local_date" <= ?) and "invoice_days"."shop_id" = ?;
-- postgres
select "invoices"."number", "invoices"."date_time", "invoices"."total", "invoices"."payment", "invoices"."balance", "invoices"."payment_type", "customers"."name" as "customer_name", "users"."name" as "user_name", "invoices"."id", "invoices"."item_count", "customers"."id" as "customer_id", "users"."id" as "user_id" from "invoices" inner join "customers" on "customers"."id" = "invoices"."customer_id" and "customers"."shop_id" = $1 inner join "users" on "users"."id" = "invoices"."user_id" and "users"."shop_id" = $2 where ("invoices"."id" in (select "invoices"."id" from "invoices" where (("invoices"."local_date" >= $3 and "invoices"."local_date" <= $4) and "invoices"."shop_id" = $5) and "invoices"."shop_id" = $6 order by "invoices"."local_date" desc, "invoices"."id" desc limit $7 offset $8)) and "invoices"."shop_id" = $9 order by "invoices"."local_date" desc, "invoices"."id" desc;
select sum("invoice_days"."invoice_count") as "total" from "invoice_days" where ("invoice_days"."local_date" >= $1 and "invoice_days"."local_date" <= $2) and "invoice_days"."shop_id" = $3;

-- shopVatRegistered()
-- sqlite
select "vat_registered" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "vat_registered" from "shop_settings" where "shop_settings"."shop_id" = $1;
