CREATE TABLE "creator_verification_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"links" jsonb NOT NULL,
	"about" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text,
	CONSTRAINT "creator_verification_requests_status_check" CHECK ("creator_verification_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "creator_verification_requests_about_length_check" CHECK (char_length("creator_verification_requests"."about") between 1 and 1000),
	CONSTRAINT "creator_verification_requests_declined_reason_check" CHECK ("creator_verification_requests"."status" <> 'declined' or "creator_verification_requests"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "creator_verification_requests" ADD CONSTRAINT "creator_verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_verification_requests_one_pending_idx" ON "creator_verification_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "creator_verification_requests_queue_idx" ON "creator_verification_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "creator_verification_requests_user_idx" ON "creator_verification_requests" USING btree ("user_id","created_at" DESC NULLS LAST);