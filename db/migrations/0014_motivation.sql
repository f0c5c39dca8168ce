CREATE TABLE "badge_earned" (
	"user_id" text NOT NULL,
	"badge_key" text NOT NULL,
	"earned_on" date NOT NULL,
	"quit_date" date,
	CONSTRAINT "badge_earned_user_id_badge_key_pk" PRIMARY KEY("user_id","badge_key")
);
--> statement-breakpoint
CREATE TABLE "savings_goal" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"reached_on" date,
	"celebrated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_goal_name_length" CHECK (char_length("savings_goal"."name") between 1 and 80),
	CONSTRAINT "savings_goal_price_range" CHECK ("savings_goal"."price_minor" between 1 and 99999999)
);
--> statement-breakpoint
ALTER TABLE "daily_check_in" ADD COLUMN "target" integer;--> statement-breakpoint
ALTER TABLE "quit_plan" ADD COLUMN "mode" text DEFAULT 'quit' NOT NULL;--> statement-breakpoint
ALTER TABLE "quit_plan" ADD COLUMN "cut_down_from" date;--> statement-breakpoint
ALTER TABLE "badge_earned" ADD CONSTRAINT "badge_earned_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_goal" ADD CONSTRAINT "savings_goal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_earned_key_idx" ON "badge_earned" USING btree ("badge_key");--> statement-breakpoint
CREATE INDEX "savings_goal_user_idx" ON "savings_goal" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "daily_check_in" ADD CONSTRAINT "daily_check_in_target_range" CHECK ("daily_check_in"."target" between 0 and 200);--> statement-breakpoint
ALTER TABLE "quit_plan" ADD CONSTRAINT "quit_plan_mode" CHECK ("quit_plan"."mode" in ('quit', 'cut-down'));