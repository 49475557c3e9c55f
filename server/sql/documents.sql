-- The SQL of server/src/modules/documents: written by test/infra/sql-files.test.ts, do not edit.

-- findIssuedContent("invoice", 12)
-- sqlite
select "content" from "issued_documents" where "kind" = ? and "record_id" = ?;
-- postgres
select "content" from "issued_documents" where "kind" = $1 and "record_id" = $2;

-- insertIssuedContent("invoice", 12, "{\"number\":\"FA-2026-000012\"}")
-- sqlite
insert into "issued_documents" ("kind", "record_id", "content") values (?, ?, ?);
-- postgres
insert into "issued_documents" ("kind", "record_id", "content") values ($1, $2, $3);

-- insertIssuedContentOnce("invoice", 12, "{\"number\":\"FA-2026-000012\"}")
-- sqlite
insert into "issued_documents" ("kind", "record_id", "content") values (?, ?, ?) on conflict ("kind", "record_id") do nothing;
-- postgres
insert into "issued_documents" ("kind", "record_id", "content") values ($1, $2, $3) on conflict ("kind", "record_id") do nothing;
