-- Admin user search (/admin/user-roles, docs/decisions: admin user search): substring search on
-- email and name over 100 000+ users with ILIKE '%term%', served by trigram GIN indexes.
-- pg_trgm ships with PostgreSQL (and with embedded-postgres) and is a trusted extension, so the
-- database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Newest-first paging and the dashboard's "new users in the last 7/30 days".
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" USING btree ("created_at", "id");
