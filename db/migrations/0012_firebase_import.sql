CREATE TABLE "erased_firebase_uids" (
	"uid_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_firebase_uids" (
	"firebase_uid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imported_firebase_uids" ADD CONSTRAINT "imported_firebase_uids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_firebase_uids_user_id_idx" ON "imported_firebase_uids" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_imported_password_idx" ON "accounts" USING btree ("password") WHERE "accounts"."password" like '$firebase-scrypt$%';