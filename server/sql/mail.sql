-- The SQL of server/src/modules/mail: written by test/infra/sql-files.test.ts, do not edit.

-- insertMail({"recipient":"admin@atlas.ma","subject":"Stock alerts","body":"3 batches expire soon.","createdAt":"2026-11-22T09:00:00.000Z"})
-- sqlite
insert into "mail_outbox" ("recipient", "subject", "body", "created_at", "shop_id") values (?, ?, ?, ?, ?) returning "id";
-- postgres
insert into "mail_outbox" ("recipient", "subject", "body", "created_at", "shop_id") values ($1, $2, $3, $4, $5) returning "id";

-- markMailSent(12, "2026-11-22T09:00:02.000Z")
-- sqlite
update "mail_outbox" set "sent_at" = ? where ("id" = ?) and "mail_outbox"."shop_id" = ?;
-- postgres
update "mail_outbox" set "sent_at" = $1 where ("id" = $2) and "mail_outbox"."shop_id" = $3;
