-- The SQL of server/src/modules/documents: written by test/infra/sql-files.test.ts, do not edit.

-- findIssuedContent("invoice", 12)
-- sqlite
select "content" from "issued_documents" where ("kind" = ? and "record_id" = ?) and "issued_documents"."shop_id" = ?;
-- postgres
select "content" from "issued_documents" where ("kind" = $1 and "record_id" = $2) and "issued_documents"."shop_id" = $3;

-- insertIssuedContent("invoice", 12, "{\"number\":\"FA-2026-000012\"}")
-- sqlite
insert into "issued_documents" ("kind", "record_id", "content", "shop_id") values (?, ?, ?, ?);
-- postgres
insert into "issued_documents" ("kind", "record_id", "content", "shop_id") values ($1, $2, $3, $4);

-- insertIssuedContentOnce("invoice", 12, "{\"number\":\"FA-2026-000012\"}")
-- sqlite
insert into "issued_documents" ("kind", "record_id", "content", "shop_id") values (?, ?, ?, ?) on conflict ("kind", "record_id") do nothing;
-- postgres
insert into "issued_documents" ("kind", "record_id", "content", "shop_id") values ($1, $2, $3, $4) on conflict ("kind", "record_id") do nothing;
