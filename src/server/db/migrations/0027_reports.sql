CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"challenge_id" text NOT NULL,
	"reason" text NOT NULL,
	"type" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"url" text NOT NULL,
	"reporter_email" text NOT NULL,
	"reporter_id" text,
	"details" text NOT NULL,
	"copyrighted_work" text,
	"good_faith_statement" boolean,
	"accuracy_statement" boolean,
	"signature_name" text,
	"ip_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text NOT NULL,
	"action" text,
	"moderator_notes" text,
	"moderator_id" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reports_challenge_id_unique" UNIQUE("challenge_id"),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('pending', 'resolved', 'dismissed')),
	CONSTRAINT "reports_priority_check" CHECK ("reports"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('inappropriate', 'copyright', 'spam', 'harassment', 'underage', 'misleading', 'other')),
	CONSTRAINT "reports_type_check" CHECK ("reports"."type" in ('ip_infringement', 'inappropriate', 'other')),
	CONSTRAINT "reports_target_kind_check" CHECK ("reports"."target_kind" in ('model', 'comment', 'profile', 'other')),
	CONSTRAINT "reports_details_length_check" CHECK (char_length("reports"."details") between 10 and 4000),
	CONSTRAINT "reports_email_length_check" CHECK (char_length("reports"."reporter_email") between 5 and 200),
	CONSTRAINT "reports_dmca_check" CHECK ("reports"."reason" <> 'copyright' or ("reports"."copyrighted_work" is not null and "reports"."good_faith_statement" and "reports"."accuracy_statement" and "reports"."signature_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_status_created_at_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);