-- The SQL of server/src/modules/settings: written by test/infra/sql-files.test.ts, do not edit.

-- findLogo()
-- sqlite
select "logo", "logo_type" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "logo", "logo_type" from "shop_settings" where "shop_settings"."shop_id" = $1;

-- findSettings()
-- sqlite
select "name", "legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "vat_not_applicable_note", "invoice_footer", "document_language", "near_expiry_days", "receipt_width", "alert_digest_hour", "logo_type" is not null as "has_logo" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "name", "legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "vat_not_applicable_note", "invoice_footer", "document_language", "near_expiry_days", "receipt_width", "alert_digest_hour", "logo_type" is not null as "has_logo" from "shop_settings" where "shop_settings"."shop_id" = $1;

-- findSettingsWithLogo()
-- sqlite
select "name", "legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "vat_not_applicable_note", "invoice_footer", "document_language", "near_expiry_days", "receipt_width", "alert_digest_hour", "logo_type" is not null as "has_logo", "logo" from "shop_settings" where "shop_settings"."shop_id" = ?;
-- postgres
select "name", "legal_name", "address", "city", "phone", "email", "ice", "identifiant_fiscal", "registre_commerce", "taxe_professionnelle", "cnss", "vat_registered", "vat_exemption_note", "vat_not_applicable_note", "invoice_footer", "document_language", "near_expiry_days", "receipt_width", "alert_digest_hour", "logo_type" is not null as "has_logo", "logo" from "shop_settings" where "shop_settings"."shop_id" = $1;

-- updateLogo(null, "2026-11-22T09:00:00.000Z")
-- sqlite
update "shop_settings" set "logo" = ?, "logo_type" = ?, "updated_at" = ? where ("logo_type" is not null) and "shop_settings"."shop_id" = ?;
-- postgres
update "shop_settings" set "logo" = $1, "logo_type" = $2, "updated_at" = $3 where ("logo_type" is not null) and "shop_settings"."shop_id" = $4;

-- updateSettings({"name":"Pharmacie Atlas","legalName":"Pharmacie Atlas SARL","address":"12 rue Allal Ben Abdellah","city":"Rabat","phone":"0537000000","email":"contact@atlas.ma","ice":"001234567000089","identifiantFiscal":"12345678","registreCommerce":"98765","taxeProfessionnelle":"25000000","cnss":"1234567","vatRegistered":true,"vatExemptionNote":"","vatNotApplicableNote":"","invoiceFooter":"","documentLanguage":"fr","nearExpiryDays":90,"receiptWidth":80,"alertDigestHour":8}, "2026-11-22T09:00:00.000Z")
-- sqlite
update "shop_settings" set "name" = ?, "legal_name" = ?, "address" = ?, "city" = ?, "phone" = ?, "email" = ?, "ice" = ?, "identifiant_fiscal" = ?, "registre_commerce" = ?, "taxe_professionnelle" = ?, "cnss" = ?, "vat_exemption_note" = ?, "vat_not_applicable_note" = ?, "invoice_footer" = ?, "document_language" = ?, "near_expiry_days" = ?, "receipt_width" = ?, "alert_digest_hour" = ?, "vat_registered" = ?, "updated_at" = ? where "shop_settings"."shop_id" = ?;
-- postgres
update "shop_settings" set "name" = $1, "legal_name" = $2, "address" = $3, "city" = $4, "phone" = $5, "email" = $6, "ice" = $7, "identifiant_fiscal" = $8, "registre_commerce" = $9, "taxe_professionnelle" = $10, "cnss" = $11, "vat_exemption_note" = $12, "vat_not_applicable_note" = $13, "invoice_footer" = $14, "document_language" = $15, "near_expiry_days" = $16, "receipt_width" = $17, "alert_digest_hour" = $18, "vat_registered" = $19, "updated_at" = $20 where "shop_settings"."shop_id" = $21;
