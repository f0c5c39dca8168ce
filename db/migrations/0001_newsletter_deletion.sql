CREATE TABLE "data_deletion_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_deletion_request_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "action_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"masked_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_ip" text,
	"consent_user_agent" text,
	"consent_text_version" text NOT NULL,
	"consent_source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_verification_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_verification_token" ADD CONSTRAINT "newsletter_verification_token_subscription_id_newsletter_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_deletion_request_email_idx" ON "data_deletion_request" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_live_email_idx" ON "newsletter_subscription" USING btree ("email") WHERE "newsletter_subscription"."status" <> 'unsubscribed';--> statement-breakpoint
CREATE INDEX "newsletter_subscription_email_hash_idx" ON "newsletter_subscription" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "newsletter_verification_token_subscription_idx" ON "newsletter_verification_token" USING btree ("subscription_id");