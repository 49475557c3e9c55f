-- The SQL of server/src/modules/recall: written by test/infra/sql-files.test.ts, do not edit.

-- lotBatches("lot2026-01")
-- sqlite
select "stocks"."id" as "stock_id", "stocks"."batch_number", "stocks"."expire_date", "stocks"."initial_quantity", "stocks"."quantity", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "suppliers"."name" as "supplier_name", "grns"."id" as "grn_id", "grns"."number" as "grn_number", "grns"."local_date" as "grn_date" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" left join "grn_items" on "grn_items"."id" = "stocks"."grn_item_id" left join "grns" on "grns"."id" = "grn_items"."grn_id" left join "suppliers" on "suppliers"."id" = "grns"."supplier_id" where upper("stocks"."batch_number") = ? order by "stocks"."id";
-- postgres
select "stocks"."id" as "stock_id", "stocks"."batch_number", "stocks"."expire_date", "stocks"."initial_quantity", "stocks"."quantity", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "suppliers"."name" as "supplier_name", "grns"."id" as "grn_id", "grns"."number" as "grn_number", "grns"."local_date" as "grn_date" from "stocks" inner join "products" on "products"."id" = "stocks"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" left join "grn_items" on "grn_items"."id" = "stocks"."grn_item_id" left join "grns" on "grns"."id" = "grn_items"."grn_id" left join "suppliers" on "suppliers"."id" = "grns"."supplier_id" where upper("stocks"."batch_number") = $1 order by "stocks"."id";

-- mixesOf([12,15])
-- sqlite
select "mixed_stock_id", "dosage" from "mixed_stock_components" where "component_stock_id" in (?, ?);
-- postgres
select "mixed_stock_id", "dosage" from "mixed_stock_components" where "component_stock_id" in ($1, $2);

-- movementTotals([12,15])
-- sqlite
select "stock_id", "type", "reason", sum("quantity_change") as "units" from "stock_movements" where "stock_id" in (?, ?) group by "stock_id", "type", "reason";
-- postgres
select "stock_id", "type", "reason", sum("quantity_change") as "units" from "stock_movements" where "stock_id" in ($1, $2) group by "stock_id", "type", "reason";

-- salesFrom([12,15,40])
-- sqlite
select "invoices"."id" as "invoice_id", "invoices"."number" as "invoice_number", "invoices"."date_time", "invoices"."local_date", "customers"."id" as "customer_id", "customers"."name" as "customer_name", "customers"."mobile", "customers"."is_walk_in", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "invoice_items"."stock_id", "invoice_items"."quantity", "returns"."returned" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" inner join "customers" on "customers"."id" = "invoices"."customer_id" inner join "products" on "products"."id" = "invoice_items"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" left join (select "invoice_item_id", sum("quantity") as "returned" from "credit_note_items" group by "invoice_item_id") as "returns" on "returns"."invoice_item_id" = "invoice_items"."id" where "invoice_items"."stock_id" in (?, ?, ?) order by "invoices"."id" desc, "invoice_items"."id";
-- postgres
select "invoices"."id" as "invoice_id", "invoices"."number" as "invoice_number", "invoices"."date_time", "invoices"."local_date", "customers"."id" as "customer_id", "customers"."name" as "customer_name", "customers"."mobile", "customers"."is_walk_in", "products"."id" as "product_id", "products"."name" as "product_name", "brands"."name" as "brand_name", "invoice_items"."stock_id", "invoice_items"."quantity", "returns"."returned" from "invoice_items" inner join "invoices" on "invoices"."id" = "invoice_items"."invoice_id" inner join "customers" on "customers"."id" = "invoices"."customer_id" inner join "products" on "products"."id" = "invoice_items"."product_id" inner join "brands" on "brands"."id" = "products"."brand_id" left join (select "invoice_item_id", sum("quantity") as "returned" from "credit_note_items" group by "invoice_item_id") as "returns" on "returns"."invoice_item_id" = "invoice_items"."id" where "invoice_items"."stock_id" in ($1, $2, $3) order by "invoices"."id" desc, "invoice_items"."id";
