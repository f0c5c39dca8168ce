ALTER TABLE "users" ADD COLUMN "sign_in_methods" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- users.sign_in_methods mirrors the user's accounts (decision 080): their providers in the order
-- they were added, comma-separated. The database keeps it, so every writer of accounts (Better
-- Auth, the Firebase import, tests) keeps it right.
CREATE FUNCTION "sign_in_methods_of"("owner" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg("provider_id", ',' ORDER BY "created_at", "id"), '')
  FROM "accounts" WHERE "user_id" = "owner"
$$;--> statement-breakpoint
-- Inserts and deletes per statement (transition tables): an import that adds a thousand accounts
-- updates their users in one statement.
CREATE FUNCTION "refresh_sign_in_methods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "sign_in_methods" = "sign_in_methods_of"("id")
    WHERE "id" IN (SELECT "user_id" FROM "added_accounts");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "sign_in_methods" = "sign_in_methods_of"("id")
    WHERE "id" IN (SELECT "user_id" FROM "removed_accounts");
  ELSE
    -- A row's owner or provider changed (nothing does this today; tokens and passwords do not fire it).
    UPDATE "users" SET "sign_in_methods" = "sign_in_methods_of"("id") WHERE "id" IN (OLD."user_id", NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_inserted_sign_in_methods" AFTER INSERT ON "accounts"
  REFERENCING NEW TABLE AS "added_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_sign_in_methods"();--> statement-breakpoint
CREATE TRIGGER "accounts_deleted_sign_in_methods" AFTER DELETE ON "accounts"
  REFERENCING OLD TABLE AS "removed_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_sign_in_methods"();--> statement-breakpoint
CREATE TRIGGER "accounts_moved_sign_in_methods" AFTER UPDATE OF "provider_id", "user_id" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "refresh_sign_in_methods"();--> statement-breakpoint
UPDATE "users" SET "sign_in_methods" = "sign_in_methods_of"("id");
