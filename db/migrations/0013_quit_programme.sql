CREATE TABLE "coping_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"trigger" text NOT NULL,
	"situation" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coping_plan_situation_length" CHECK (char_length("coping_plan"."situation") between 1 and 200),
	CONSTRAINT "coping_plan_action_length" CHECK (char_length("coping_plan"."action") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "coping_plan_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"risky_hour_emails" boolean DEFAULT false NOT NULL,
	"risky_hour_push" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_intake" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"medicine" text NOT NULL,
	"taken" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_intake_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "medicine_use" (
	"user_id" text PRIMARY KEY NOT NULL,
	"medicine" text NOT NULL,
	"started_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_use_medicine" CHECK ("medicine_use"."medicine" in ('nrt-patch', 'nrt-gum', 'nrt-lozenge', 'nrt-mouth-spray', 'nrt-inhalator', 'varenicline', 'cytisine', 'bupropion'))
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"user_id" text NOT NULL,
	"mission_key" text NOT NULL,
	"status" text NOT NULL,
	"answer" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_user_id_mission_key_pk" PRIMARY KEY("user_id","mission_key"),
	CONSTRAINT "mission_progress_status" CHECK ("mission_progress"."status" in ('done', 'skipped')),
	CONSTRAINT "mission_progress_answer_length" CHECK (char_length("mission_progress"."answer") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "coping_plan" ADD CONSTRAINT "coping_plan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coping_plan_settings" ADD CONSTRAINT "coping_plan_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_intake" ADD CONSTRAINT "medicine_intake_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_use" ADD CONSTRAINT "medicine_use_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coping_plan_user_idx" ON "coping_plan" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mission_progress_key_idx" ON "mission_progress" USING btree ("mission_key","status");