-- The SQL of server/src/modules/idempotency: written by test/infra/sql-files.test.ts, do not edit.

-- completeClaim({"userId":3,"key":"c0ffee00-0000-4000-8000-000000000001","claimedAt":"2026-11-22T09:00:00.000Z"}, 42)
-- sqlite
update "idempotency_keys" set "document_id" = ? where ("user_id" = ? and "key" = ? and "claimed_at" = ? and "document_id" is null) and "idempotency_keys"."shop_id" = ?;
-- postgres
update "idempotency_keys" set "document_id" = $1 where ("user_id" = $2 and "key" = $3 and "claimed_at" = $4 and "document_id" is null) and "idempotency_keys"."shop_id" = $5;

-- deleteKeysClaimedBefore("2026-11-21T09:00:00.000Z")
-- sqlite
delete from "idempotency_keys" where ("claimed_at" < ?) and "idempotency_keys"."shop_id" = ?;
-- postgres
delete from "idempotency_keys" where ("claimed_at" < $1) and "idempotency_keys"."shop_id" = $2;

-- findKey(3, "c0ffee00-0000-4000-8000-000000000001")
-- sqlite
select "request_hash", "claimed_at", "document_id" from "idempotency_keys" where ("user_id" = ? and "key" = ?) and "idempotency_keys"."shop_id" = ?;
-- postgres
select "request_hash", "claimed_at", "document_id" from "idempotency_keys" where ("user_id" = $1 and "key" = $2) and "idempotency_keys"."shop_id" = $3;

-- insertClaim({"userId":3,"key":"c0ffee00-0000-4000-8000-000000000001","claimedAt":"2026-11-22T09:00:00.000Z","requestHash":"a3f1"})
-- sqlite
insert into "idempotency_keys" ("user_id", "key", "claimed_at", "request_hash", "document_id", "shop_id") values (?, ?, ?, ?, ?, ?) on conflict ("user_id", "key") do nothing returning "claimed_at";
-- postgres
insert into "idempotency_keys" ("user_id", "key", "claimed_at", "request_hash", "document_id", "shop_id") values ($1, $2, $3, $4, $5, $6) on conflict ("user_id", "key") do nothing returning "claimed_at";

-- releaseClaim({"userId":3,"key":"c0ffee00-0000-4000-8000-000000000001","claimedAt":"2026-11-22T09:00:00.000Z"})
-- sqlite
delete from "idempotency_keys" where ("user_id" = ? and "key" = ? and "claimed_at" = ? and "document_id" is null) and "idempotency_keys"."shop_id" = ?;
-- postgres
delete from "idempotency_keys" where ("user_id" = $1 and "key" = $2 and "claimed_at" = $3 and "document_id" is null) and "idempotency_keys"."shop_id" = $4;

-- takeOverClaim({"userId":3,"key":"c0ffee00-0000-4000-8000-000000000001","claimedAt":"2026-11-22T09:00:00.000Z"}, "2026-11-22T09:00:31.000Z")
-- sqlite
update "idempotency_keys" set "claimed_at" = ? where ("user_id" = ? and "key" = ? and "claimed_at" = ? and "document_id" is null) and "idempotency_keys"."shop_id" = ?;
-- postgres
update "idempotency_keys" set "claimed_at" = $1 where ("user_id" = $2 and "key" = $3 and "claimed_at" = $4 and "document_id" is null) and "idempotency_keys"."shop_id" = $5;
