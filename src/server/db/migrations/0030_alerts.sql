CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"action_url" text,
	"dedupe_key" text,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"read_state" text DEFAULT 'unread' NOT NULL,
	"read_by" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_severity_check" CHECK ("alerts"."severity" in ('info', 'warning', 'critical')),
	CONSTRAINT "alerts_read_state_check" CHECK ("alerts"."read_state" in ('unread', 'read'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_unread_dedupe_idx" ON "alerts" USING btree ("dedupe_key") WHERE read_state = 'unread' and dedupe_key is not null;--> statement-breakpoint
CREATE INDEX "alerts_newest_idx" ON "alerts" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_unread_idx" ON "alerts" USING btree ("last_seen_at" DESC NULLS LAST) WHERE read_state = 'unread';