-- The SQL of server/src/modules/units: written by test/infra/sql-files.test.ts, do not edit.

-- listUnits()
-- sqlite
select "id", "name" from "units" where "units"."shop_id" = ? order by "id";
-- postgres
select "id", "name" from "units" where "units"."shop_id" = $1 order by "id";
