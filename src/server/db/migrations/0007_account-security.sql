CREATE TABLE "password_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_requests" ADD COLUMN "failed_guesses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_failures_user_idx" ON "password_failures" USING btree ("user_id","created_at");