CREATE TABLE "broadcast" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"locales" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcast_content" (
	"broadcast_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body_markdown" text NOT NULL,
	CONSTRAINT "broadcast_content_broadcast_id_locale_pk" PRIMARY KEY("broadcast_id","locale")
);
--> statement-breakpoint
CREATE TABLE "broadcast_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"broadcast_id" uuid NOT NULL,
	"subscription_id" uuid,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "code_campaign" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"benefit" text NOT NULL,
	"code_count" integer NOT NULL,
	"max_redemptions_per_code" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_campaign_code_count_range" CHECK ("code_campaign"."code_count" between 1 and 100000),
	CONSTRAINT "code_campaign_max_redemptions_range" CHECK ("code_campaign"."max_redemptions_per_code" between 1 and 1000000),
	CONSTRAINT "code_campaign_valid_range" CHECK ("code_campaign"."valid_from" is null or "code_campaign"."valid_until" is null or "code_campaign"."valid_from" < "code_campaign"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "code_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" text,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeemable_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeemable_code_count_not_negative" CHECK ("redeemable_code"."redemption_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"store" text NOT NULL,
	"store_transaction_id" text NOT NULL,
	"product" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"purchased_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_price_has_currency" CHECK (("purchase"."amount_minor" is null) = ("purchase"."currency" is null)),
	CONSTRAINT "purchase_amount_not_negative" CHECK ("purchase"."amount_minor" >= 0),
	CONSTRAINT "purchase_refund_time" CHECK (("purchase"."status" = 'refunded') = ("purchase"."refunded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "broadcast_content" ADD CONSTRAINT "broadcast_content_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_delivery" ADD CONSTRAINT "broadcast_delivery_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_delivery" ADD CONSTRAINT "broadcast_delivery_subscription_id_newsletter_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemption" ADD CONSTRAINT "code_redemption_code_id_redeemable_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeemable_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemption" ADD CONSTRAINT "code_redemption_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeemable_code" ADD CONSTRAINT "redeemable_code_campaign_id_code_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."code_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_created_idx" ON "broadcast" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_delivery_recipient_idx" ON "broadcast_delivery" USING btree ("broadcast_id","subscription_id");--> statement-breakpoint
CREATE INDEX "broadcast_delivery_status_idx" ON "broadcast_delivery" USING btree ("broadcast_id","status");--> statement-breakpoint
CREATE INDEX "broadcast_delivery_pending_idx" ON "broadcast_delivery" USING btree ("broadcast_id","id") WHERE "broadcast_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "broadcast_delivery_lease_idx" ON "broadcast_delivery" USING btree ("lease_until") WHERE "broadcast_delivery"."status" in ('claimed', 'sending');--> statement-breakpoint
CREATE INDEX "code_campaign_created_idx" ON "code_campaign" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_redemption_code_user_idx" ON "code_redemption" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "code_redemption_user_idx" ON "code_redemption" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeemable_code_code_idx" ON "redeemable_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "redeemable_code_campaign_idx" ON "redeemable_code" USING btree ("campaign_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_store_transaction_idx" ON "purchase" USING btree ("store","store_transaction_id");--> statement-breakpoint
CREATE INDEX "purchase_purchased_at_idx" ON "purchase" USING btree ("purchased_at");--> statement-breakpoint
CREATE INDEX "purchase_user_idx" ON "purchase" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchase_product_idx" ON "purchase" USING btree ("product","purchased_at");