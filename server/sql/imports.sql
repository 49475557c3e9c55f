-- The SQL of server/src/modules/imports: written by test/infra/sql-files.test.ts, do not edit.

-- batchLots()
-- sqlite
select "product_id", "batch_number" from "stocks" where ("batch_number" is not null) and "stocks"."shop_id" = ?;
-- postgres
select "product_id", "batch_number" from "stocks" where ("batch_number" is not null) and "stocks"."shop_id" = $1;

-- catalogueToMatch()
-- sqlite
select "id", "name", "default_vat_rate" from "categories" where "categories"."shop_id" = ?;
select "id", "name", "category_id" from "brands" where "brands"."shop_id" = ?;
select "id", "name" from "units" where "units"."shop_id" = ?;
select "id", "name", "brand_id", "unit_id", "barcode", "vat_rate", "reorder_level", "dci", "form", "units_per_pack", "ppv", "pph", "schedule", "prescription_required" from "products" where "products"."shop_id" = ?;
-- postgres
select "id", "name", "default_vat_rate" from "categories" where "categories"."shop_id" = $1;
select "id", "name", "category_id" from "brands" where "brands"."shop_id" = $1;
select "id", "name" from "units" where "units"."shop_id" = $1;
select "id", "name", "brand_id", "unit_id", "barcode", "vat_rate", "reorder_level", "dci", "form", "units_per_pack", "ppv", "pph", "schedule", "prescription_required" from "products" where "products"."shop_id" = $1;

-- companyNames()
-- sqlite
select "id", "name" from "companies" where "companies"."shop_id" = ?;
-- postgres
select "id", "name" from "companies" where "companies"."shop_id" = $1;

-- customersToMatch()
-- sqlite
select "id", "name", "mobile", "ice", "address", "type", "credit_limit", "is_walk_in" from "customers" where "customers"."shop_id" = ?;
-- postgres
select "id", "name", "mobile", "ice", "address", "type", "credit_limit", "is_walk_in" from "customers" where "customers"."shop_id" = $1;

-- insertBatches([{"productId":5,"grnItemId":null,"quantity":24,"initialQuantity":24,"buyingPrice":1200,"sellingPrice":1800,"manufactureDate":"2026-06-01","expireDate":"2027-06-01","batchNumber":"L2026-05","createdAt":"2026-06-01T09:30:00.000Z"},{"productId":6,"grnItemId":null,"quantity":10,"initialQuantity":10,"buyingPrice":900,"sellingPrice":1500,"manufactureDate":"2026-06-01","expireDate":"2027-03-01","batchNumber":null,"createdAt":"2026-06-01T09:30:00.000Z"}])
-- sqlite
insert into "stocks" ("product_id", "grn_item_id", "quantity", "initial_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id", "product_id", "quantity";
-- postgres
insert into "stocks" ("product_id", "grn_item_id", "quantity", "initial_quantity", "buying_price", "selling_price", "manufacture_date", "expire_date", "batch_number", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11), ($12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) returning "id", "product_id", "quantity";

-- insertCompany({"name":"Sud Distribution","email":"contact@sud.ma","mobile":"0522001122","address":"Agadir"})
-- sqlite
insert into "companies" ("name", "email", "mobile", "address", "shop_id") values (?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "companies" ("name", "email", "mobile", "address", "shop_id") values ($1, $2, $3, $4, $5) returning "id";

-- insertCustomers([{"ice":"","name":"Amal Idrissi","mobile":"0612345678","address":"Fès","type":"INDIVIDUAL","creditLimit":null,"createdAt":"2026-06-01T09:30:00.000Z"},{"ice":"001234567000089","name":"Droguerie Atlas","mobile":"0522334455","address":"Casablanca","type":"BUSINESS","creditLimit":500000,"createdAt":"2026-06-01T09:30:00.000Z"}])
-- sqlite
insert into "customers" ("ice", "name", "mobile", "address", "type", "credit_limit", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "customers" ("ice", "name", "mobile", "address", "type", "credit_limit", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8), ($9, $10, $11, $12, $13, $14, $15, $16);

-- insertProducts([{"name":"Savon noir 500 g","brandId":2,"unitId":1,"barcode":"6111234567890","vatRate":20,"reorderLevel":10},{"name":"Henné 100 g","brandId":2,"unitId":1,"barcode":null,"vatRate":20,"reorderLevel":null}])
-- sqlite
insert into "products" ("name", "brand_id", "unit_id", "barcode", "vat_rate", "reorder_level", "shop_id") values (?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "products" ("name", "brand_id", "unit_id", "barcode", "vat_rate", "reorder_level", "shop_id") values ($1, $2, $3, $4, $5, $6, $7), ($8, $9, $10, $11, $12, $13, $14);

-- insertSuppliers([{"name":"Karim Alaoui","email":"karim@sud.ma","mobile":"0661001122","companyId":3},{"name":"Nadia Bennani","email":"nadia@sud.ma","mobile":"0661003344","companyId":3}])
-- sqlite
insert into "suppliers" ("name", "email", "mobile", "company_id", "shop_id") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?);
-- postgres
insert into "suppliers" ("name", "email", "mobile", "company_id", "shop_id") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10);

-- productsToMatch()
-- sqlite
select "id", "name", "barcode", "ppv" from "products" where "products"."shop_id" = ?;
-- postgres
select "id", "name", "barcode", "ppv" from "products" where "products"."shop_id" = $1;

-- suppliersToMatch()
-- sqlite
select "id", "name", "email", "mobile", "company_id" from "suppliers" where "suppliers"."shop_id" = ?;
-- postgres
select "id", "name", "email", "mobile", "company_id" from "suppliers" where "suppliers"."shop_id" = $1;

-- unnamedOpeningBatches()
-- sqlite
select "product_id", "expire_date", "buying_price", "selling_price" from "stocks" where ("batch_number" is null and "grn_item_id" is null and exists (select "stock_movements"."id" from "stock_movements" where ("stock_movements"."stock_id" = "stocks"."id" and "stock_movements"."reason" = ?) and "stock_movements"."shop_id" = ?)) and "stocks"."shop_id" = ?;
-- postgres
select "product_id", "expire_date", "buying_price", "selling_price" from "stocks" where ("batch_number" is null and "grn_item_id" is null and exists (select "stock_movements"."id" from "stock_movements" where ("stock_movements"."stock_id" = "stocks"."id" and "stock_movements"."reason" = $1) and "stock_movements"."shop_id" = $2)) and "stocks"."shop_id" = $3;

-- updateCustomer(7, {"ice":"001234567000089","address":"Casablanca","type":"BUSINESS","creditLimit":500000})
-- sqlite
update "customers" set "ice" = ?, "address" = ?, "type" = ?, "credit_limit" = ? where ("id" = ?) and "customers"."shop_id" = ?;
-- postgres
update "customers" set "ice" = $1, "address" = $2, "type" = $3, "credit_limit" = $4 where ("id" = $5) and "customers"."shop_id" = $6;

-- updateProduct(5, {"name":"Savon noir 500 g","brandId":2,"unitId":1,"vatRate":20,"reorderLevel":10,"barcode":"6111234567890"})
-- sqlite
update "products" set "name" = ?, "brand_id" = ?, "unit_id" = ?, "vat_rate" = ?, "reorder_level" = ?, "barcode" = ? where ("id" = ?) and "products"."shop_id" = ?;
-- postgres
update "products" set "name" = $1, "brand_id" = $2, "unit_id" = $3, "vat_rate" = $4, "reorder_level" = $5, "barcode" = $6 where ("id" = $7) and "products"."shop_id" = $8;

-- updateSupplier(9, {"name":"Karim Alaoui","email":"karim@sud.ma","mobile":"0661001122","companyId":3})
-- sqlite
update "suppliers" set "name" = ?, "email" = ?, "mobile" = ?, "company_id" = ? where ("id" = ?) and "suppliers"."shop_id" = ?;
-- postgres
update "suppliers" set "name" = $1, "email" = $2, "mobile" = $3, "company_id" = $4 where ("id" = $5) and "suppliers"."shop_id" = $6;
