-- The SQL of server/src/modules/auth: written by test/infra/sql-files.test.ts, do not edit.

-- claimPasswordReset(11, "2026-12-07T09:00:00.000Z")
-- sqlite
update "password_resets" set "used_at" = ? where ("id" = ? and "used_at" is null) and "password_resets"."shop_id" = ?;
-- postgres
update "password_resets" set "used_at" = $1 where ("id" = $2 and "used_at" is null) and "password_resets"."shop_id" = $3;

-- countFailure({"accountKey":"user:3","client":"192.0.2.7","at":"2026-12-07T09:00:00.000Z","windowEnd":"2026-12-07T09:15:00.000Z","lockEnd":"2026-12-07T09:15:00.000Z","threshold":5})
-- sqlite
insert into "login_failures" ("account_key", "client", "failures", "window_ends_at", "locked_until") values (?, ?, ?, ?, ?) on conflict ("account_key", "client") do update set "failures" = case when "login_failures"."window_ends_at" <= ? then 1 else "login_failures"."failures" + 1 end, "window_ends_at" = case when "login_failures"."window_ends_at" <= ? then ? else "login_failures"."window_ends_at" end, "locked_until" = case when "login_failures"."window_ends_at" > ? and "login_failures"."failures" + 1 >= ? then ? else null end returning "failures";
-- postgres
insert into "login_failures" ("account_key", "client", "failures", "window_ends_at", "locked_until") values ($1, $2, $3, $4, $5) on conflict ("account_key", "client") do update set "failures" = case when "login_failures"."window_ends_at" <= $6 then 1 else "login_failures"."failures" + 1 end, "window_ends_at" = case when "login_failures"."window_ends_at" <= $7 then $8 else "login_failures"."window_ends_at" end, "locked_until" = case when "login_failures"."window_ends_at" > $9 and "login_failures"."failures" + 1 >= $10 then $11 else null end returning "failures";

-- countResetsExpiringAfter(3, "2026-12-07T09:00:00.000Z")
-- sqlite
select count(*) as "total" from "password_resets" where ("user_id" = ? and "expires_at" > ?) and "password_resets"."shop_id" = ?;
-- postgres
select count(*) as "total" from "password_resets" where ("user_id" = $1 and "expires_at" > $2) and "password_resets"."shop_id" = $3;

-- countersOver("*", 100, "2026-12-07T09:00:00.000Z")
-- sqlite
select "account_key", "failures", "locked_until" from "login_failures" where "client" = ? and "failures" >= ? and "window_ends_at" > ? order by "failures" desc;
-- postgres
select "account_key", "failures", "locked_until" from "login_failures" where "client" = $1 and "failures" >= $2 and "window_ends_at" > $3 order by "failures" desc;

-- deleteAgedFailures("2026-12-07T09:00:00.000Z")
-- sqlite
delete from "login_failures" where "window_ends_at" < ? and ("locked_until" is null or "locked_until" < ?);
-- postgres
delete from "login_failures" where "window_ends_at" < $1 and ("locked_until" is null or "locked_until" < $2);

-- deleteFailures("user:3", "192.0.2.7")
-- sqlite
delete from "login_failures" where "account_key" = ? and "client" = ?;
-- postgres
delete from "login_failures" where "account_key" = $1 and "client" = $2;

-- deleteRevokedTokensExpiredBefore("2026-12-07T09:00:00.000Z")
-- sqlite
delete from "revoked_tokens" where "expires_at" < ?;
-- postgres
delete from "revoked_tokens" where "expires_at" < $1;

-- deleteSignInSource(3, "device:abc")
-- sqlite
delete from "known_sign_ins" where ("user_id" = ? and "source" = ?) and "known_sign_ins"."shop_id" = ?;
-- postgres
delete from "known_sign_ins" where ("user_id" = $1 and "source" = $2) and "known_sign_ins"."shop_id" = $3;

-- deleteSignInsBefore(3, "2026-09-08T09:00:00.000Z")
-- sqlite
delete from "known_sign_ins" where ("user_id" = ? and "signed_in_at" < ?) and "known_sign_ins"."shop_id" = ?;
-- postgres
delete from "known_sign_ins" where ("user_id" = $1 and "signed_in_at" < $2) and "known_sign_ins"."shop_id" = $3;

-- findLoginUser("admin", 1)
-- sqlite
select "users"."id", "users"."name", "users"."role", "users"."password_hash", "users"."is_enabled", "users"."token_version", "users"."shop_id", "shops"."status" as "shop_status" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where ("users"."email" = ? or ("users"."shop_id" = ? and "users"."username" = ?));
-- postgres
select "users"."id", "users"."name", "users"."role", "users"."password_hash", "users"."is_enabled", "users"."token_version", "users"."shop_id", "shops"."status" as "shop_status" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where ("users"."email" = $1 or ("users"."shop_id" = $2 and "users"."username" = $3));

-- findOpenPasswordReset("admin@hanout.ma", "c0de-hash", "2026-12-07T09:00:00.000Z")
-- sqlite
select "password_resets"."id", "password_resets"."user_id", "users"."username" from "password_resets" inner join "users" on "users"."id" = "password_resets"."user_id" and "users"."shop_id" = ? where ("users"."email" = ? and "password_resets"."code_hash" = ? and "password_resets"."used_at" is null and "password_resets"."expires_at" > ?) and "password_resets"."shop_id" = ?;
-- postgres
select "password_resets"."id", "password_resets"."user_id", "users"."username" from "password_resets" inner join "users" on "users"."id" = "password_resets"."user_id" and "users"."shop_id" = $1 where ("users"."email" = $2 and "password_resets"."code_hash" = $3 and "password_resets"."used_at" is null and "password_resets"."expires_at" > $4) and "password_resets"."shop_id" = $5;

-- findSessionUser(3, "token-id")
-- sqlite
select "users"."id", "users"."name", "users"."role", "users"."is_enabled", "users"."token_version", "users"."language", "users"."shop_id", "shops"."status" as "shop_status", exists (select "jti" from "revoked_tokens" where "jti" = ?) as "signed_out" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where "users"."id" = ?;
-- postgres
select "users"."id", "users"."name", "users"."role", "users"."is_enabled", "users"."token_version", "users"."language", "users"."shop_id", "shops"."status" as "shop_status", exists (select "jti" from "revoked_tokens" where "jti" = $1) as "signed_out" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where "users"."id" = $2;

-- findUserByEmail("admin@hanout.ma")
-- sqlite
select "users"."id", "users"."name", "users"."is_enabled", "users"."language", "users"."shop_id", "shops"."status" as "shop_status" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where "users"."email" = ?;
-- postgres
select "users"."id", "users"."name", "users"."is_enabled", "users"."language", "users"."shop_id", "shops"."status" as "shop_status" from "users" inner join "shops" on "shops"."id" = "users"."shop_id" where "users"."email" = $1;

-- insertPasswordReset(3, "c0de-hash", "2026-12-07T10:00:00.000Z")
-- sqlite
insert into "password_resets" ("user_id", "code_hash", "expires_at", "used_at", "shop_id") values (?, ?, ?, ?, ?);
-- postgres
insert into "password_resets" ("user_id", "code_hash", "expires_at", "used_at", "shop_id") values ($1, $2, $3, $4, $5);

-- insertRevokedToken("token-id", "2026-12-08T09:00:00.000Z")
-- sqlite
insert into "revoked_tokens" ("jti", "expires_at") values (?, ?) on conflict ("jti") do nothing;
-- postgres
insert into "revoked_tokens" ("jti", "expires_at") values ($1, $2) on conflict ("jti") do nothing;

-- revokeTokensOf(3)
-- sqlite
update "users" set "token_version" = "token_version" + ? where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "token_version" = "token_version" + $1 where ("id" = $2) and "users"."shop_id" = $3;

-- runningLocks("user:3", ["192.0.2.7","*"], "2026-12-07T09:00:00.000Z")
-- sqlite
select "client", "locked_until" from "login_failures" where "account_key" = ? and "client" in (?, ?) and "locked_until" > ?;
-- postgres
select "client", "locked_until" from "login_failures" where "account_key" = $1 and "client" in ($2, $3) and "locked_until" > $4;

-- setPasswordHash(3, "$argon2id$hash")
-- sqlite
update "users" set "password_hash" = ?, "token_version" = "token_version" + ? where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "password_hash" = $1, "token_version" = "token_version" + $2 where ("id" = $3) and "users"."shop_id" = $4;

-- signedInFromSince(3, ["address:192.0.2.7"], "2026-09-08T09:00:00.000Z")
-- sqlite
select "source" from "known_sign_ins" where ("user_id" = ? and "source" in (?) and "signed_in_at" > ?) and "known_sign_ins"."shop_id" = ?;
-- postgres
select "source" from "known_sign_ins" where ("user_id" = $1 and "source" in ($2) and "signed_in_at" > $3) and "known_sign_ins"."shop_id" = $4;

-- upsertSignInSources(3, ["address:192.0.2.7","device:abc"], "2026-12-07T09:00:00.000Z")
-- sqlite
insert into "known_sign_ins" ("user_id", "source", "signed_in_at", "shop_id") values (?, ?, ?, ?), (?, ?, ?, ?) on conflict ("user_id", "source") do update set "signed_in_at" = ?;
-- postgres
insert into "known_sign_ins" ("user_id", "source", "signed_in_at", "shop_id") values ($1, $2, $3, $4), ($5, $6, $7, $8) on conflict ("user_id", "source") do update set "signed_in_at" = $9;

-- usersByIds([3,5])
-- sqlite
select "id", "name", "username" from "users" where ("id" in (?, ?)) and "users"."shop_id" = ?;
-- postgres
select "id", "name", "username" from "users" where ("id" in ($1, $2)) and "users"."shop_id" = $3;

-- voidOpenResets(3, "2026-12-07T09:00:00.000Z")
-- sqlite
update "password_resets" set "used_at" = ? where ("user_id" = ? and "used_at" is null) and "password_resets"."shop_id" = ?;
-- postgres
update "password_resets" set "used_at" = $1 where ("user_id" = $2 and "used_at" is null) and "password_resets"."shop_id" = $3;
