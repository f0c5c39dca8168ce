CREATE TABLE "craving_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"intensity" integer NOT NULL,
	"trigger" text NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "craving_log_intensity_range" CHECK ("craving_log"."intensity" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "daily_check_in" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"smoke_free" boolean NOT NULL,
	"cigarettes_smoked" integer DEFAULT 0 NOT NULL,
	"mood" integer,
	"craving_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_check_in_cigarettes_match" CHECK (("daily_check_in"."smoke_free" and "daily_check_in"."cigarettes_smoked" = 0) or (not "daily_check_in"."smoke_free" and "daily_check_in"."cigarettes_smoked" between 1 and 200)),
	CONSTRAINT "daily_check_in_mood_range" CHECK ("daily_check_in"."mood" between 1 and 5),
	CONSTRAINT "daily_check_in_craving_range" CHECK ("daily_check_in"."craving_level" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "quit_plan" (
	"user_id" text PRIMARY KEY NOT NULL,
	"quit_date" date NOT NULL,
	"cigarettes_per_day" integer NOT NULL,
	"pack_price_minor" integer NOT NULL,
	"pack_size" integer DEFAULT 20 NOT NULL,
	"currency" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"milestone_emails" boolean DEFAULT false NOT NULL,
	"daily_reminder_emails" boolean DEFAULT false NOT NULL,
	"milestone_push" boolean DEFAULT false NOT NULL,
	"daily_reminder_push" boolean DEFAULT false NOT NULL,
	"daily_reminder_time" text DEFAULT '19:00' NOT NULL,
	"reminder_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quit_plan_reminderToken_unique" UNIQUE("reminder_token"),
	CONSTRAINT "quit_plan_cigarettes_range" CHECK ("quit_plan"."cigarettes_per_day" between 1 and 200),
	CONSTRAINT "quit_plan_pack_size_range" CHECK ("quit_plan"."pack_size" between 1 and 100),
	CONSTRAINT "quit_plan_price_range" CHECK ("quit_plan"."pack_price_minor" between 1 and 999999),
	CONSTRAINT "quit_plan_daily_reminder_time" CHECK ("quit_plan"."daily_reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "quit_plan_reasons_count" CHECK (coalesce(array_length("quit_plan"."reasons", 1), 0) <= 5)
);
--> statement-breakpoint
CREATE TABLE "reminder_sent" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sent_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "craving_log" ADD CONSTRAINT "craving_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_in" ADD CONSTRAINT "daily_check_in_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quit_plan" ADD CONSTRAINT "quit_plan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "craving_log_user_idx" ON "craving_log" USING btree ("user_id","logged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_check_in_user_day_key" ON "daily_check_in" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "daily_check_in_day_idx" ON "daily_check_in" USING btree ("day");