CREATE TABLE "used_bot_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_bot_challenges_expires_at_idx" ON "used_bot_challenges" USING btree ("expires_at");