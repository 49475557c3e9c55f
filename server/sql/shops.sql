-- The SQL of server/src/modules/shops: written by test/infra/sql-files.test.ts, do not edit.

-- activeShopIds()
-- sqlite
select "id" from "shops" where "status" = ? order by "id";
-- postgres
select "id" from "shops" where "status" = $1 order by "id";

-- currentShopIdentity()
-- sqlite
select "code", coalesce(nullif((select "shop_settings"."name" from "shop_settings" where "shop_settings"."shop_id" = "shops"."id"), ?), "shops"."name") as "name" from "shops" where "shops"."id" = ?;
-- postgres
select "code", coalesce(nullif((select "shop_settings"."name" from "shop_settings" where "shop_settings"."shop_id" = "shops"."id"), $1), "shops"."name") as "name" from "shops" where "shops"."id" = $2;

-- documentsPerShop("invoices")
-- sqlite
select "shop_id", count(*) as "rows", max("date_time") as "latest" from "invoices" group by "shop_id";
-- postgres
select "shop_id", count(*) as "rows", max("date_time") as "latest" from "invoices" group by "shop_id";

-- endShopSessions(2)
-- sqlite
update "users" set "token_version" = "token_version" + ? where "shop_id" = ?;
-- postgres
update "users" set "token_version" = "token_version" + $1 where "shop_id" = $2;

-- findShopByCode("alamal")
-- sqlite
select "id", "code", "name", "status", "created_at" from "shops" where "code" = ?;
-- postgres
select "id", "code", "name", "status", "created_at" from "shops" where "code" = $1;

-- insertShop({"code":"alamal","name":"Pharmacie Al Amal","createdAt":"2026-12-07T09:00:00.000Z"})
-- sqlite
insert into "shops" ("code", "name", "created_at") values (?, ?, ?) returning "id", "code", "name";
-- postgres
insert into "shops" ("code", "name", "created_at") values ($1, $2, $3) returning "id", "code", "name";

-- insertShopStart({"id":2,"name":"Pharmacie Al Amal","createdAt":"2026-12-07T09:00:00.000Z","units":["Box","Tablet"]})
-- sqlite
insert into "shop_settings" ("legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "invoice_footer", "document_language", "near_expiry_days", "alert_digest_hour", "logo", "logo_type", "updated_at", "id", "name", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
insert into "customers" ("name", "ice", "mobile", "type", "is_walk_in", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?);
insert into "units" ("name", "shop_id") values (?, ?), (?, ?);
-- postgres
insert into "shop_settings" ("legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "invoice_footer", "document_language", "near_expiry_days", "alert_digest_hour", "logo", "logo_type", "updated_at", "id", "name", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22);
insert into "customers" ("name", "ice", "mobile", "type", "is_walk_in", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7);
insert into "units" ("name", "shop_id") values ($1, $2), ($3, $4);

-- latestPaymentPerShop("customerPayments")
-- sqlite
select "shop_id", max("date_time") as "latest" from "customer_payments" group by "shop_id";
-- postgres
select "shop_id", max("date_time") as "latest" from "customer_payments" group by "shop_id";

-- listShopRows()
-- sqlite
select "id", "code", "name", "status", "created_at" from "shops" order by "id";
-- postgres
select "id", "code", "name", "status", "created_at" from "shops" order by "id";

-- rowsPerShop("products")
-- sqlite
select "shop_id", count(*) as "rows" from "products" group by "shop_id";
-- postgres
select "shop_id", count(*) as "rows" from "products" group by "shop_id";

-- setShopStatus("alamal", "suspended")
-- sqlite
update "shops" set "status" = ? where "code" = ? returning "id", "code", "name", "status";
-- postgres
update "shops" set "status" = $1 where "code" = $2 returning "id", "code", "name", "status";

-- soleShopId()
-- sqlite
select "id" from "shops" limit ?;
-- postgres
select "id" from "shops" limit $1;
