-- The SQL of server/src/modules/users: written by test/infra/sql-files.test.ts, do not edit.

-- deleteAccountFailures(7)
-- sqlite
delete from "login_failures" where "account_key" = ?;
-- postgres
delete from "login_failures" where "account_key" = $1;

-- enableUser(7)
-- sqlite
update "users" set "is_enabled" = ? where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "is_enabled" = $1 where ("id" = $2) and "users"."shop_id" = $3;

-- findAnyUser()
-- sqlite
select "id" from "users" where "users"."shop_id" = ? limit ?;
-- postgres
select "id" from "users" where "users"."shop_id" = $1 limit $2;

-- findPasswordHolder(7)
-- sqlite
select "id", "name", "role", "username", "email", "password_hash" from "users" where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
select "id", "name", "role", "username", "email", "password_hash" from "users" where ("id" = $1) and "users"."shop_id" = $2;

-- findUser(7)
-- sqlite
select "id", "name", "username", "mobile", "email", "role", "created_at", "is_enabled", "language" from "users" where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
select "id", "name", "username", "mobile", "email", "role", "created_at", "is_enabled", "language" from "users" where ("id" = $1) and "users"."shop_id" = $2;

-- findUserByEmail("salma@atlas.ma")
-- sqlite
select "id", "role", "username", "email", "is_enabled", "shop_id" from "users" where "email" = ?;
-- postgres
select "id", "role", "username", "email", "is_enabled", "shop_id" from "users" where "email" = $1;

-- findUserEnabled(7)
-- sqlite
select "is_enabled" from "users" where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
select "is_enabled" from "users" where ("id" = $1) and "users"."shop_id" = $2;

-- findUserId(7)
-- sqlite
select "id" from "users" where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
select "id" from "users" where ("id" = $1) and "users"."shop_id" = $2;

-- findUsersHolding({"username":"salma","email":"salma@atlas.ma"}, 7)
-- sqlite
select "id", "username", "email" from "users" where (("email" = ? or "username" = ?) and "id" <> ?) and "users"."shop_id" = ?;
-- postgres
select "id", "username", "email" from "users" where (("email" = $1 or "username" = $2) and "id" <> $3) and "users"."shop_id" = $4;

-- flipUserEnabled(7, true)
-- sqlite
update "users" set "is_enabled" = 1 - "is_enabled", "token_version" = "token_version" + ? where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "is_enabled" = 1 - "is_enabled", "token_version" = "token_version" + $1 where ("id" = $2) and "users"."shop_id" = $3;

-- insertUser({"name":"Salma Idrissi","username":"salma","email":"salma@atlas.ma","mobile":"0612345678","role":"ROLE_USER","passwordHash":"$argon2id$example","isEnabled":1,"createdAt":"2026-11-22T09:00:00.000Z"})
-- sqlite
insert into "users" ("name", "username", "email", "mobile", "role", "password_hash", "is_enabled", "created_at", "shop_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?);
-- postgres
insert into "users" ("name", "username", "email", "mobile", "role", "password_hash", "is_enabled", "created_at", "shop_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- searchUsers("sal", 0, 20)
-- sqlite
select "id", "name", "username", "mobile", "email", "role", "created_at", "is_enabled", "language" from "users" where ((("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\')) or ("email" like ? escape '\' or (length("email") <> octet_length("email") and fold_text("email") like ? escape '\')) or ("mobile" like ? escape '\' or (length("mobile") <> octet_length("mobile") and fold_text("mobile") like ? escape '\')) or ("username" like ? escape '\' or (length("username") <> octet_length("username") and fold_text("username") like ? escape '\')))) and "users"."shop_id" = ? order by "id" limit ? offset ?;
select count(*) as "total" from "users" where ((("name" like ? escape '\' or (length("name") <> octet_length("name") and fold_text("name") like ? escape '\')) or ("email" like ? escape '\' or (length("email") <> octet_length("email") and fold_text("email") like ? escape '\')) or ("mobile" like ? escape '\' or (length("mobile") <> octet_length("mobile") and fold_text("mobile") like ? escape '\')) or ("username" like ? escape '\' or (length("username") <> octet_length("username") and fold_text("username") like ? escape '\')))) and "users"."shop_id" = ?;
-- postgres
select "id", "name", "username", "mobile", "email", "role", "created_at", "is_enabled", "language" from "users" where ((fold_text("name") like $1 escape '\' or fold_text("email") like $2 escape '\' or fold_text("mobile") like $3 escape '\' or fold_text("username") like $4 escape '\')) and "users"."shop_id" = $5 order by "id" limit $6 offset $7;
select count(*) as "total" from "users" where ((fold_text("name") like $1 escape '\' or fold_text("email") like $2 escape '\' or fold_text("mobile") like $3 escape '\' or fold_text("username") like $4 escape '\')) and "users"."shop_id" = $5;

-- setPassword(7, "$argon2id$example")
-- sqlite
update "users" set "password_hash" = ?, "token_version" = "token_version" + ? where ("id" = ?) and "users"."shop_id" = ? returning "token_version";
-- postgres
update "users" set "password_hash" = $1, "token_version" = "token_version" + $2 where ("id" = $3) and "users"."shop_id" = $4 returning "token_version";

-- setUserLanguage(7, "ar")
-- sqlite
update "users" set "language" = ? where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "language" = $1 where ("id" = $2) and "users"."shop_id" = $3;

-- updateUser({"id":7,"name":"Salma Idrissi","username":"salma","email":"salma@atlas.ma","mobile":"0612345678","role":"ROLE_USER"})
-- sqlite
update "users" set "name" = ?, "mobile" = ?, "email" = ?, "role" = ?, "token_version" = case when "role" <> ? then "token_version" + ? else "token_version" end where ("id" = ?) and "users"."shop_id" = ?;
-- postgres
update "users" set "name" = $1, "mobile" = $2, "email" = $3, "role" = $4, "token_version" = case when "role" <> $5 then "token_version" + $6 else "token_version" end where ("id" = $7) and "users"."shop_id" = $8;
