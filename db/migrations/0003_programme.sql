CREATE TABLE "certificate" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"quit_date" date NOT NULL,
	"cigarettes_per_day" integer,
	"pack_price_minor" integer,
	"pack_size" integer DEFAULT 20 NOT NULL,
	"currency" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_price_has_currency" CHECK (("certificate"."pack_price_minor" is null) = ("certificate"."currency" is null)),
	CONSTRAINT "certificate_cigarettes_range" CHECK ("certificate"."cigarettes_per_day" between 1 and 200),
	CONSTRAINT "certificate_pack_size_range" CHECK ("certificate"."pack_size" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"title_key" text,
	"custom_title" text,
	"starts_on" date NOT NULL,
	"length_days" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_length_allowed" CHECK ("challenge"."length_days" in (7, 14, 30)),
	CONSTRAINT "challenge_max_participants_range" CHECK ("challenge"."max_participants" between 2 and 50),
	CONSTRAINT "challenge_has_one_title" CHECK (("challenge"."title_key" is null) <> ("challenge"."custom_title" is null))
);
--> statement-breakpoint
CREATE TABLE "challenge_check_in" (
	"challenge_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_check_in_challenge_id_user_id_day_pk" PRIMARY KEY("challenge_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "challenge_participant" (
	"challenge_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participant_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_definition" (
	"survey" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_definition_survey_version_pk" PRIMARY KEY("survey","version")
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey" text NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"result" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge" ADD CONSTRAINT "challenge_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_check_in" ADD CONSTRAINT "challenge_check_in_participant_fk" FOREIGN KEY ("challenge_id","user_id") REFERENCES "public"."challenge_participant"("challenge_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participant" ADD CONSTRAINT "challenge_participant_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participant" ADD CONSTRAINT "challenge_participant_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_definition_fk" FOREIGN KEY ("survey","version") REFERENCES "public"."survey_definition"("survey","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_user_idx" ON "certificate" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_owner_idx" ON "challenge" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "challenge_participant_user_idx" ON "challenge_participant" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_response_user_idx" ON "survey_response" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_response_survey_idx" ON "survey_response" USING btree ("survey","created_at");