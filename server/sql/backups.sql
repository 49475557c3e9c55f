-- The SQL of server/src/modules/backups: written by test/infra/sql-files.test.ts, do not edit.

-- ping()
-- sqlite
select 1;
-- postgres
select 1;

-- schemaColumns()
-- sqlite
select table_name as "table",
    column_name as name, data_type as type, is_nullable as nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position;
-- postgres
select table_name as "table",
    column_name as name, data_type as type, is_nullable as nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position;

-- tableRows("supplier_payments", ["id","number","local_date","amount"], {"byId":true,"where":{"column":"shop_id","value":2}})
-- sqlite
select "id", "number", "local_date", "amount" from "supplier_payments" where "shop_id" = ? order by id;
-- postgres
select "id", "number", "local_date", "amount" from "supplier_payments" where "shop_id" = $1 order by id;
